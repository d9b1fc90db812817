import { MANIFEST_TIMEOUT_MS } from './loadTimeoutPlugin';
import { remoteScripts, remoteScriptsFrom } from './remoteManifest';

const manifest = (meta: Record<string, unknown> = {}, sync: unknown = ['__federation_expose_remote.abc.js']) => ({
  metaData: { name: 'coupons', globalName: 'coupons', publicPath: 'auto', remoteEntry: { name: 'remoteEntry.123.js', path: '' }, ...meta },
  exposes: [{ name: 'remote', path: './remote', assets: { js: { sync, async: ['86.def.js'] } } }],
});

describe('remoteScriptsFrom', () => {
  it('takes the scripts from the manifest’s own folder when the build says auto', () => {
    expect(remoteScriptsFrom(manifest(), 'https://cdn.example.co/coupons/1.4.0/mf-manifest.json')).toEqual({
      entry: 'https://cdn.example.co/coupons/1.4.0/remoteEntry.123.js',
      globalName: 'coupons',
      exposed: ['https://cdn.example.co/coupons/1.4.0/__federation_expose_remote.abc.js'],
    });
  });

  it('honours a public path and a folder for the container script', () => {
    const scripts = remoteScriptsFrom(manifest({ publicPath: 'https://static.example.co/c/', remoteEntry: { name: 'remoteEntry.js', path: 'entry' } }), 'http://localhost/mf/coupons/mf-manifest.json');
    expect(scripts.entry).toBe('https://static.example.co/c/entry/remoteEntry.js');
    expect(scripts.exposed).toEqual(['https://static.example.co/c/__federation_expose_remote.abc.js']);
  });

  it('takes no list of scripts as none', () => {
    expect(remoteScriptsFrom(manifest({}, 'no es una lista'), 'http://localhost/mf/coupons/mf-manifest.json').exposed).toEqual([]);
  });

  it.each([null, {}, { metaData: { globalName: 'coupons' } }, { metaData: { remoteEntry: { name: '' }, globalName: 'x' } }, { metaData: { remoteEntry: { name: 'remoteEntry.js' } } }])('refuses what is not a manifest: %j', (value) => {
    expect(() => remoteScriptsFrom(value, 'http://localhost/mf/x/mf-manifest.json')).toThrow('http://localhost/mf/x/mf-manifest.json no es un manifiesto de Module Federation');
  });
});

describe('remoteScripts', () => {
  it('fetches a manifest once, within the time limit, for every load of the same build', async () => {
    const timeout = jest.spyOn(AbortSignal, 'timeout');
    const fetchManifest = jest.fn(async () => Response.json(manifest())) as unknown as typeof fetch;
    const url = 'http://localhost/mf/coupons/mf-manifest.json';
    const [first, second] = await Promise.all([remoteScripts(url, fetchManifest), remoteScripts(url, fetchManifest)]);
    expect(first).toBe(second);
    expect(fetchManifest).toHaveBeenCalledTimes(1);
    expect(timeout).toHaveBeenCalledWith(MANIFEST_TIMEOUT_MS);
    expect(jest.mocked(fetchManifest).mock.calls[0]?.[1]?.signal).toBeInstanceOf(AbortSignal);
  });

  it('turns an HTTP error into an error, and forgets it so the next attempt asks again', async () => {
    const fetchManifest = jest
      .fn()
      .mockResolvedValueOnce(new Response('Not found', { status: 404 }))
      .mockResolvedValueOnce(Response.json(manifest())) as unknown as typeof fetch;
    const url = 'http://localhost/mf/gone/mf-manifest.json';
    await expect(remoteScripts(url, fetchManifest)).rejects.toThrow(`${url} respondió HTTP 404`);
    await expect(remoteScripts(url, fetchManifest)).resolves.toMatchObject({ entry: 'http://localhost/mf/gone/remoteEntry.123.js' });
    expect(fetchManifest).toHaveBeenCalledTimes(2);
  });

  it('says an error page answered 200 is not a manifest', async () => {
    const fetchManifest = jest.fn(async () => new Response('<!doctype html><title>Mantenimiento</title>', { status: 200 })) as unknown as typeof fetch;
    const url = 'http://localhost/mf/maintenance/mf-manifest.json';
    await expect(remoteScripts(url, fetchManifest)).rejects.toThrow(`${url} no es un manifiesto de Module Federation`);
  });
});
