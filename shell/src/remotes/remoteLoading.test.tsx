import { act, screen, waitFor } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { fakeApi, remoteEntry, renderShell } from '../test-utils/renderShell';
import { acceptsPlatform } from './platformRange';

jest.mock('@module-federation/enhanced/runtime', () => ({
  ...jest.requireActual('@module-federation/enhanced/runtime'),
  init: jest.fn(),
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

const forum = remoteEntry({ name: 'forum', version: '0.3.1', routes: ['/forum', '/blog/:category/:id'] });
const forumModule = {
  default: {
    routes: [
      { path: '/forum', element: <h1>Foro</h1> },
      { path: '/blog/:category/:id', element: <h1>Artículo</h1> },
    ],
  },
};

beforeEach(() => {
  localStorage.clear();
  jest.mocked(loadRemote).mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('remote routes', () => {
  it('renders the route object with the same path from the remote module', async () => {
    fakeApi(null);
    jest.mocked(loadRemote).mockResolvedValue(forumModule);
    await renderShell({ remotes: [forum], route: '/forum' });
    expect(await screen.findByRole('heading', { name: 'Foro' })).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledWith('forum/remote');
  });

  it('a remote that fails to load shows the Spanish fallback, keeps the frame, reports it, and Reintentar loads it', async () => {
    const api = fakeApi(null);
    let serverUp = false;
    jest.mocked(loadRemote).mockImplementation(async () => {
      if (!serverUp) throw new TypeError('Failed to fetch');
      return forumModule;
    });
    const { user } = await renderShell({ remotes: [forum], route: '/forum' });

    expect(await screen.findByText('No pudimos cargar esta sección.')).toBeInTheDocument();
    // One load is two attempts; re-renders see the same failed load: a hung remote must not be fetched again and again.
    expect(loadRemote).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('link', { name: 'Gangazo' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© Gangazo');
    await waitFor(() => expect(api.reports).toEqual([expect.objectContaining({ source: 'forum', version: '0.3.1', level: 'error', reason: 'load-network' })]));

    serverUp = true;
    // The retry suspends again; React 19 only commits what resolves inside an awaited act().
    await act(() => user.click(screen.getByRole('button', { name: 'Reintentar' })));
    expect(await screen.findByRole('heading', { name: 'Foro' })).toBeInTheDocument();
  });

  it('does not load a remote built for another platform major, and says so', async () => {
    const api = fakeApi(null);
    const future = remoteEntry({ name: 'forum', version: '2.0.0', platform: '^2.0.0', routes: ['/forum'] });
    await renderShell({ remotes: [future], route: '/forum' });
    expect(await screen.findByText('No pudimos cargar esta sección.')).toBeInTheDocument();
    expect(loadRemote).not.toHaveBeenCalled();
    await waitFor(() => expect(api.reports[0]).toMatchObject({ source: 'forum', version: '2.0.0' }));
    expect(String(api.reports[0]?.message)).toContain('^2.0.0');
  });

  it('a failing slot shows what is missing while the page still renders', async () => {
    fakeApi(null);
    const search = remoteEntry({ name: 'search', slots: ['topbar.search'] });
    jest.mocked(loadRemote).mockImplementation(async (id: string) => {
      if (id === 'search/remote') throw new Error('boom');
      return forumModule;
    });
    await renderShell({ remotes: [search, forum], route: '/forum' });
    expect(await screen.findByText('No pudimos cargar el buscador.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Foro' })).toBeInTheDocument();
  });

  it('shows a Spanish 404 for a path no remote owns', async () => {
    fakeApi(null);
    await renderShell({ remotes: [forum], route: '/no-existe' });
    expect(screen.getByRole('heading', { name: 'No encontramos esta página' })).toBeInTheDocument();
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('has no top padding on a blog post only', async () => {
    fakeApi(null);
    jest.mocked(loadRemote).mockResolvedValue(forumModule);
    await renderShell({ remotes: [forum], route: '/blog/tecnologia/12' });
    await screen.findByRole('heading', { name: 'Artículo' });
    expect(screen.getByRole('main')).toHaveClass('flush');
  });

  it('keeps the top padding elsewhere', async () => {
    fakeApi(null);
    jest.mocked(loadRemote).mockResolvedValue(forumModule);
    await renderShell({ remotes: [forum], route: '/forum' });
    await screen.findByRole('heading', { name: 'Foro' });
    expect(screen.getByRole('main')).not.toHaveClass('flush');
  });
});

describe('acceptsPlatform', () => {
  it.each([
    ['^1.0.0', '1.0.0', true],
    ['^1.0.0', '1.4.2', true],
    ['^1.0.0', '2.0.0', false],
    // A remote that uses an API added in 1.1 is refused by a shell that provides 1.0.
    ['^1.1.0', '1.0.0', false],
    ['^2.0.0', '1.0.0', false],
    ['>=1.0.0 <2.0.0', '1.9.0', true],
    ['not a range', '1.0.0', false],
  ])('range %s with platform %s → %s', (range, version, expected) => {
    expect(acceptsPlatform(range, version)).toBe(expected);
  });

  it('uses the platform version inlined at build time', () => {
    expect(acceptsPlatform('^1.0.0')).toBe(true);
  });
});
