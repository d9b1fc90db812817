import '@gangazo/ui/styles.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { currentUserApi, makeStore, preloadRoute, readToken, reportError, setSiteName, setSiteUrl, startThemeSync, syncSessionAcrossTabs, type AppStore } from '@gangazo/platform';
import { preloadDialogs } from '@gangazo/ui';
import { fetchRegistry, readBootstrap } from './config/readBootstrap';
import { loadFullStylesheets } from './config/fullStylesheets';
import { preloadFrameParts } from './frame/onDemandParts';
import { readServerState, restoreVisitorState, SERVER_RENDERED_STATE } from './config/serverState';
import { LoadBeacon } from './monitoring/loadBeacon';
import { reportUncaught } from './monitoring/reportUncaught';
import { loadRemoteModule, pointFederationAt, startFederation } from './remotes/federation';
import { overrideMayApply } from './remotes/overrideHint';
import { RemoteRegistry } from './remotes/remoteRegistry';
import { visitorActsOrIdles } from './remotes/slotRelease';
import { canaryBucket, chooseVersions, mustRenderInBrowser } from './remotes/versionChoice';
import { AppRoutes } from './router/AppRoutes';
import { pageRouteFor, shellRoutes } from './router/shellRoutes';
import { ShellApp } from './ShellApp';
import { nextTask } from './startInSteps';

const SHELL_VERSION = process.env.APP_VERSION ?? 'dev';
/**
 * How long a server-rendered page waits for its remotes' code before hydrating anyway: the frame
 * then answers clicks, and a late remote's part stays as the server drew it until its code arrives.
 */
const REMOTES_BEFORE_HYDRATION_MS = 3_000;
/** A server-rendered page fetches its slots' code at the first interaction, or this long after loading. */
const SLOTS_AFTER_LOAD_MS = 4_000;

/**
 * Lets the browser paint and answer input between the start-up's big steps. On a mid-range phone
 * each step is tens of milliseconds; run back to back they were one long task that blocked taps.
 */
const yieldToBrowser = nextTask;

/** The code of the dialogs and the menu (ui's and the frame's, fetched on demand), ahead of the first tap. */
function preloadAllDialogs(): void {
  void preloadDialogs().then(preloadFrameParts).catch(() => undefined);
}

/** How long 'Reintentar' waits for `GET /api/v1/remotes`. */
const REGISTRY_REFRESH_MS = 1_500;

/** React's "the server could not finish this Suspense boundary" (error 419): the renderer's fallback. */
function isLeftToTheBrowser(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /#419\b|could not finish this Suspense boundary/.test(message);
}

/** Local storage, or null where the browser refuses it (some private modes throw on access). */
function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** What only this visitor's browser knows (session, theme), once the page shows it. */
function startVisitor(store: AppStore): void {
  startThemeSync(store);
  syncSessionAcrossTabs(store.dispatch);
  if (readToken()) {
    void store.dispatch(currentUserApi.util.prefetch('getCurrentUser', undefined, {}));
    // A member's first view has the avatar's menu: its code (ui's onDemand) comes with the session.
    preloadAllDialogs();
  }
}

async function start(): Promise<void> {
  // Until the registry is read, every uncaught error is the shell's.
  const known: { registry?: RemoteRegistry } = {};
  reportUncaught(window, { version: SHELL_VERSION, entries: () => known.registry?.entries ?? [] });
  // The modules of this file were evaluated in the task that loaded the last of them: the start-up
  // proper begins in a task of its own.
  await yieldToBrowser();
  const served = await readBootstrap();
  // This browser's build of each remote: its canary bucket and any staff override (versionChoice.ts).
  const storage = localStorageOrNull();
  const bucket = canaryBucket(storage);
  // Only a browser where a staff member chose a build loads the override's code and banner.
  const staff = overrideMayApply(storage, window.location.search) ? await import('./remotes/staffOverrides') : null;
  const chosen = chooseVersions(served.remotes, bucket, staff ? await staff.staffOverrides(storage) : []);
  const bootstrap = { ...served, remotes: chosen.remotes };
  setSiteName(bootstrap.siteName);
  setSiteUrl(bootstrap.siteUrl);
  const container = document.getElementById('root');
  if (!container) throw new Error('Falta el elemento #root en index.html');
  // The page's whole CSS files, beside the rules the server inlined (config/fullStylesheets.ts).
  const stylesheets = loadFullStylesheets(document, REMOTES_BEFORE_HYDRATION_MS);
  // The page's first fetches cost the browser a few milliseconds each to set up: the store's start
  // comes in the next task.
  await yieldToBrowser();
  const serverState = container.dataset.rendered === 'server' ? readServerState() : null;
  // Server HTML made with another build of a remote this page shows is drawn again, not hydrated.
  const hydrate = serverState !== null && !mustRenderInBrowser(window.location.pathname, served.remotes, chosen);

  // A server-rendered page is a guest's page: the store starts as the server's did, with its data,
  // and the page hydrates against that state; the visitor's session and theme apply right after.
  const store = serverState ? makeStore(SERVER_RENDERED_STATE) : makeStore();
  if (serverState) restoreVisitorState.hydrate(store, serverState);
  await yieldToBrowser();

  const loads = new LoadBeacon();
  loads.flushWhenHidden(window);
  const registry = new RemoteRegistry(bootstrap, store, loadRemoteModule, {
    // The registry as it is now, with this browser's canary bucket and overrides applied again.
    refreshEntries: async () => chooseVersions(await fetchRegistry(REGISTRY_REFRESH_MS), bucket, chosen.overrides).remotes,
    onEntryChanged: pointFederationAt,
    onLoadSettled: (sample) => loads.record(sample),
  });
  known.registry = registry;
  startFederation(registry.compatibleEntries());
  await yieldToBrowser();
  const routes = shellRoutes(bootstrap.remotes);
  const router = (
    <BrowserRouter>
      <AppRoutes routes={routes} />
    </BrowserRouter>
  );

  staff?.showVersionBanner(chosen, storage);

  if (!hydrate) {
    if (serverState) {
      // The server's data is used; its markup is replaced once the page's remote is here.
      await Promise.all([registry.preloadForPath(window.location.pathname, REMOTES_BEFORE_HYDRATION_MS), stylesheets]);
      restoreVisitorState.visitor(store);
    }
    startVisitor(store);
    createRoot(container).render(
      <ShellApp store={store} shell={{ bootstrap, registry }}>
        {router}
      </ShellApp>,
    );
    return;
  }
  // The page's remote first (its start-up adds its slices): a part whose code is still on its way
  // when the page hydrates would be left as static HTML until it arrives. The slots can wait: they
  // stay as the server drew them until the visitor reaches for them.
  const actsOrIdles = visitorActsOrIdles(window, SLOTS_AFTER_LOAD_MS);
  registry.holdSlots(actsOrIdles);
  // The dialogs' code (ui's onDemand) at the same moment: a first «Comparte» or report opens at once.
  void actsOrIdles.then(preloadAllDialogs);
  // The shell's own page too (an information page, the 404) when its code is loaded on demand.
  const shellPage = pageRouteFor(routes, window.location.pathname);
  const shellPageCode = shellPage
    ? Promise.race([preloadRoute(shellPage).catch(() => undefined), new Promise((resolve) => setTimeout(resolve, REMOTES_BEFORE_HYDRATION_MS))])
    : undefined;
  await Promise.all([registry.preloadForPath(window.location.pathname, REMOTES_BEFORE_HYDRATION_MS), stylesheets, shellPageCode]);
  await yieldToBrowser();
  const renderedState = store.getState();
  restoreVisitorState.visitor(store);
  startVisitor(store);
  // As a transition, hydration runs in slices of a few milliseconds with the browser free to paint
  // and answer input between them; as a default update it was one task of a quarter of a second on
  // a mid-range phone. A tap meanwhile hydrates its target first (React's selective hydration).
  startTransition(() => {
    hydrateRoot(
      container,
      <ShellApp store={store} shell={{ bootstrap, registry }} serverState={renderedState}>
        {router}
      </ShellApp>,
      {
        // A mismatch React recovers from (it renders that part again in the browser) is still a bug to
        // fix; a part the server left to the browser (its remote failed or was late) is not: the BFF
        // logged that already.
        onRecoverableError: (error) => {
          if (!isLeftToTheBrowser(error)) reportError(error, { source: 'shell', version: SHELL_VERSION });
        },
      },
    );
  });
}

start().catch((error: unknown) => {
  reportError(error, { source: 'shell', version: SHELL_VERSION });
  console.error(error);
});
