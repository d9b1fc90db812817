import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { remoteEntry, remoteManifest } from '../test-utils/renderShell';
import { loadRemoteModule, pointFederationAt, startFederation } from './federation';

jest.mock('@module-federation/enhanced/runtime', () => ({
  init: jest.fn(),
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(async () => ({ mount: true })),
}));

const manifests: string[] = [];
beforeEach(() => {
  manifests.length = 0;
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    manifests.push(url.pathname);
    return Response.json(remoteManifest(url.pathname.split('/')[2] ?? ''));
  }) as typeof fetch;
});

const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => [link.href, link.as, link.crossOrigin]);

it('loads a remote by the container script its manifest names, fetching its exposed scripts beside it', async () => {
  startFederation([remoteEntry({ name: 'coupons' })]);
  await expect(loadRemoteModule('coupons')).resolves.toEqual({ mount: true });
  expect(registerRemotes).toHaveBeenCalledWith([{ name: 'coupons', entry: 'http://localhost/mf/coupons/remoteEntry.abc.js', entryGlobalName: 'coupons', type: 'global' }], { force: false });
  expect(loadRemote).toHaveBeenCalledWith('coupons/remote');
  expect(preloads()).toEqual([['http://localhost/mf/coupons/__federation_expose_remote.abc.js', 'script', null]]);

  // A second load of the same build: no new manifest request, registration or hint.
  await loadRemoteModule('coupons');
  expect(manifests).toEqual(['/mf/coupons/mf-manifest.json']);
  expect(registerRemotes).toHaveBeenCalledTimes(1);
  expect(preloads()).toHaveLength(1);
});

it('replaces a loaded remote when the registry moves it to another build', async () => {
  startFederation([remoteEntry({ name: 'forum' })]);
  await loadRemoteModule('forum');
  pointFederationAt(remoteEntry({ name: 'forum', entry: 'https://cdn.example.co/mf/forum/2.0.0/mf-manifest.json' }));
  await loadRemoteModule('forum');
  expect(jest.mocked(registerRemotes).mock.calls.at(-1)).toEqual([
    [{ name: 'forum', entry: 'https://cdn.example.co/mf/forum/2.0.0/remoteEntry.abc.js', entryGlobalName: 'forum', type: 'global' }],
    { force: true },
  ]);
  // From another origin, in CORS mode, as the remote's chunk loader asks for it.
  expect(preloads().at(-1)).toEqual(['https://cdn.example.co/mf/forum/2.0.0/__federation_expose_remote.abc.js', 'script', 'anonymous']);
});

it('refuses a remote the registry does not name, and says when the runtime gives nothing', async () => {
  startFederation([remoteEntry({ name: 'admin' })]);
  await expect(loadRemoteModule('nadie')).rejects.toThrow('La federación no conoce el remoto nadie');
  jest.mocked(loadRemote).mockResolvedValueOnce(null);
  await expect(loadRemoteModule('admin')).rejects.toThrow('La federación no devolvió el módulo admin/remote');
});
