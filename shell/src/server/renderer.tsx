import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import type { ServerRenderedPage, ServerRenderer, ServerRendererOptions, ServerRenderRequest } from '@gangazo/contracts';
import { baseApi, makeStore, setServerFetch, setSiteName, setSiteUrl, SERVER_API_ORIGIN, type AppStore } from '@gangazo/platform';
import { SERVER_RENDERED_STATE } from '../config/serverState';
import { RemoteRegistry } from '../remotes/remoteRegistry';
import { AppRoutes } from '../router/AppRoutes';
import { shellRoutes } from '../router/shellRoutes';
import { ShellApp } from '../ShellApp';
import { loadServerRemoteModule, startServerFederation, registerServerEntries } from './serverFederation';

export type RendererOptions = ServerRendererOptions;
export type RenderRequest = ServerRenderRequest;
export type RenderedPage = ServerRenderedPage;
export type Renderer = ServerRenderer;

/** How many render passes may discover data (a query that needs another query's answer). */
const MAX_DATA_PASSES = 3;
/** The final pass renders from memory (no waiting on data or code); this bounds its CPU time even when the budget is spent. */
const FINAL_PASS_GRACE_MS = 250;

/**
 * Resolves when the render's deadline passes. (A timer of its own for the time left could fire
 * just before the deadline's, and start one more pass that the deadline then cut short.)
 */
function untilAborted(signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) resolve();
    else signal.addEventListener('abort', () => resolve(), { once: true });
  });
}

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/** The api cache's queries: their keys (as one string) and whether every one of them is answered. */
function queriesOf(store: AppStore): { keys: string; settled: boolean } {
  const queries = store.getState().api.queries;
  const keys = Object.keys(queries).sort().join('\n');
  const settled = Object.values(queries).every((query) => query?.status !== 'pending' && query?.status !== 'uninitialized');
  return { keys, settled };
}

export function createRenderer(options: RendererOptions): Renderer {
  setServerFetch((input, init) => options.fetch(input instanceof Request ? input : new Request(input, init)));
  startServerFederation(options.loadCode);

  return {
    async render({ url, bootstrap, budgetMs }) {
      const started = Date.now();
      const deadline = new AbortController();
      const timer = setTimeout(() => deadline.abort(), budgetMs);
      const failures: RenderedPage['failures'] = [];
      try {
        setSiteName(bootstrap.siteName);
        setSiteUrl(bootstrap.siteUrl);
        registerServerEntries(bootstrap.remotes);
        // A guest's page: the same HTML for everyone, so it can be cached; a session hydrates later.
        const store: AppStore = makeStore(SERVER_RENDERED_STATE);
        const withServerEntry = new Set(bootstrap.remotes.filter((r) => r.serverEntry).map((r) => r.name));
        // One attempt: the render's own budget (a fraction of a second) is the deadline here.
        const registry = new RemoteRegistry(
          bootstrap,
          store,
          async (name) => {
            if (!withServerEntry.has(name)) throw new Error(`El remoto «${name}» no tiene versión de servidor`);
            return loadServerRemoteModule(name);
          },
          { attempts: 1 },
        );
        registry.onFailure = (remote, error) => failures.push({ remote, message: error instanceof Error ? error.message : String(error) });

        const routes = shellRoutes(bootstrap.remotes);
        const location = new URL(url, SERVER_API_ORIGIN);

        const page = () => (
          <ShellApp store={store} shell={{ bootstrap, registry }}>
            <StaticRouter location={`${location.pathname}${location.search}`}>
              <AppRoutes routes={routes} />
            </StaticRouter>
          </ShellApp>
        );

        const renderPass = (signal: AbortSignal, errors: unknown[]) =>
          prerenderToNodeStream(page(), {
            signal,
            // Every finished part inline, in place: React would otherwise move large ones out of the
            // page and reveal them later with inline scripts, which paints the spinner first.
            progressiveChunkSize: Number.MAX_SAFE_INTEGER,
            onError: (error) => void errors.push(error),
          });

        // Passes that discover data: components start their queries while rendering (see baseApi);
        // wait for them, and render again until nothing new is asked for or the time is up. A pass
        // that began with every query answered and asked for no new one drew the page from data
        // alone: it is the page (one render fewer than drawing it again).
        let html: string | null = null;
        let errors: unknown[] = [];
        let passes = 0;
        for (let pass = 0; pass < MAX_DATA_PASSES && !deadline.signal.aborted; pass++) {
          const before = queriesOf(store);
          errors = [];
          const { prelude } = await renderPass(deadline.signal, errors);
          passes += 1;
          const after = queriesOf(store);
          if (!deadline.signal.aborted && before.settled && after.keys === before.keys) {
            html = await streamToString(prelude);
            break;
          }
          prelude.resume();
          const running = store.dispatch(baseApi.util.getRunningQueriesThunk());
          if (running.length === 0) break;
          await Promise.race([Promise.allSettled(running), untilAborted(deadline.signal)]);
        }

        if (html === null) {
          // The last pass renders what is there; a part still waiting by the end of the budget (or
          // a short grace after it) is sent as its fallback and finished by the browser.
          errors = [];
          const { prelude } = await renderPass(AbortSignal.timeout(Math.max(FINAL_PASS_GRACE_MS, budgetMs - (Date.now() - started))), errors);
          passes += 1;
          html = await streamToString(prelude);
        }
        // A remote's failed load is already recorded by the registry; anything else is the frame's.
        for (const error of errors) {
          const message = error instanceof Error ? error.message : String(error);
          if (!failures.some((failure) => failure.message === message)) failures.push({ remote: 'shell', message });
        }
        return { html, state: { api: store.getState().api }, failures, timedOut: deadline.signal.aborted, passes };
      } finally {
        clearTimeout(timer);
        // Ends the waits still pending (a pass's wait for data once its queries had answered).
        deadline.abort();
      }
    },
  };
}
