import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation, type Location } from 'react-router';
import type { RemoteEntry, ShellBootstrap } from '@gangazo/contracts';
import { makeStore, type CurrentUser } from '@gangazo/platform';
import { loadRemoteModule, startFederation } from '../remotes/federation';
import { RemoteRegistry } from '../remotes/remoteRegistry';
import { AppRoutes } from '../router/AppRoutes';
import { shellRoutes } from '../router/shellRoutes';
import { ShellProvider } from '../ShellContext';

export function remoteEntry(overrides: Partial<RemoteEntry> & Pick<RemoteEntry, 'name'>): RemoteEntry {
  return {
    version: '0.1.0',
    routes: [],
    slots: [],
    platform: '^1.0.0',
    entry: `/mf/${overrides.name}/mf-manifest.json`,
    source: 'local',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A remote's mf-manifest.json as its build writes it: what the shell reads to load it. */
export function remoteManifest(name: string) {
  return {
    metaData: { name, globalName: name, publicPath: 'auto', remoteEntry: { name: 'remoteEntry.abc.js', path: '' } },
    exposes: [{ name: 'remote', path: './remote', assets: { js: { sync: ['__federation_expose_remote.abc.js'], async: [] } } }],
  };
}

export interface FakeApi {
  /** Bodies posted to /monitoring. */
  reports: Array<Record<string, unknown>>;
}

/**
 * Answers the few calls the frame makes: the current user, the monitoring tunnel and the remotes'
 * manifests, plus any `extra` JSON answers by path (the footer's data, information pages).
 */
export function fakeApi(user: CurrentUser | null, extra: Record<string, unknown> = {}): FakeApi {
  const api: FakeApi = { reports: [] };
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), window.location.href), init);
    const { pathname } = new URL(request.url);
    if (pathname === '/monitoring') {
      api.reports.push(JSON.parse(await request.text()));
      return new Response(null, { status: 204 });
    }
    if (pathname === '/api/v1/users/current') {
      return user ? Response.json(user) : Response.json({ message: 'No autorizado' }, { status: 401 });
    }
    if (pathname in extra) return Response.json(extra[pathname]);
    const manifestOf = /^\/mf\/([\w-]+)\/mf-manifest\.json$/.exec(pathname)?.[1];
    if (manifestOf) return Response.json(remoteManifest(manifestOf));
    return Response.json({ message: 'No encontrado' }, { status: 404 });
  }) as typeof fetch;
  return api;
}

export interface RenderShellOptions {
  remotes?: RemoteEntry[];
  route?: string;
  adminUrl?: string;
}

/**
 * The real frame, router, registry and manifest reading; only the network and the federation
 * runtime (its `init`, `registerRemotes` and `loadRemote`) are fake.
 * Async because remote routes suspend: React 19 wants such renders inside an awaited act().
 */
export async function renderShell({ remotes = [], route = '/', adminUrl }: RenderShellOptions = {}) {
  const bootstrap: ShellBootstrap = { siteName: 'Gangazo', siteUrl: 'http://localhost', apiBase: '/api', remotes, ...(adminUrl ? { adminUrl } : {}) };
  const store = makeStore();
  startFederation(remotes);
  const registry = new RemoteRegistry(bootstrap, store, loadRemoteModule);
  const routes = shellRoutes(remotes);
  // Where the app is now, read like a data router's `router.state.location`.
  const router = { state: { location: null as unknown as Location } };
  function LocationProbe() {
    router.state.location = useLocation();
    return null;
  }
  const user = userEvent.setup();
  await act(async () => {
    render(
      <Provider store={store}>
        <ShellProvider value={{ bootstrap, registry }}>
          <MemoryRouter initialEntries={[route]}>
            <AppRoutes routes={routes} />
            <LocationProbe />
          </MemoryRouter>
        </ShellProvider>
      </Provider>,
    );
  });
  return { store, router, registry, user };
}
