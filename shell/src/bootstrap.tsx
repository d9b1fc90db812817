import '@gangazo/ui/styles.css';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { currentUserApi, makeStore, readToken, reportError, setSiteName, startThemeSync, syncSessionAcrossTabs } from '@gangazo/platform';
import { readBootstrap } from './config/readBootstrap';
import { loadRemoteModule, startFederation } from './remotes/federation';
import { RemoteRegistry } from './remotes/remoteRegistry';
import { shellRoutes } from './router/shellRoutes';
import { ShellApp } from './ShellApp';

const SHELL_VERSION = process.env.APP_VERSION ?? 'dev';

function reportUncaught(): void {
  window.addEventListener('error', (event) => reportError(event.error ?? event.message, { source: 'shell', version: SHELL_VERSION }));
  window.addEventListener('unhandledrejection', (event) => reportError(event.reason, { source: 'shell', version: SHELL_VERSION }));
}

async function start(): Promise<void> {
  reportUncaught();
  const bootstrap = await readBootstrap();
  setSiteName(bootstrap.siteName);
  const store = makeStore();
  startThemeSync(store);
  syncSessionAcrossTabs(store.dispatch);
  // Ask for the user while React renders the frame, not after.
  if (readToken()) void store.dispatch(currentUserApi.util.prefetch('getCurrentUser', undefined, {}));

  const registry = new RemoteRegistry(bootstrap, store, loadRemoteModule);
  startFederation(registry.compatibleEntries());
  const router = createBrowserRouter(shellRoutes(bootstrap.remotes));

  const container = document.getElementById('root');
  if (!container) throw new Error('Falta el elemento #root en index.html');
  createRoot(container).render(<ShellApp store={store} router={router} shell={{ bootstrap, registry }} />);
}

start().catch((error: unknown) => {
  reportError(error, { source: 'shell', version: SHELL_VERSION });
  console.error(error);
});
