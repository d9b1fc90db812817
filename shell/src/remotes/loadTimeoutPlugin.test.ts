import { loadTimeoutPlugin, MANIFEST_TIMEOUT_MS, SCRIPT_TIMEOUT_MS } from './loadTimeoutPlugin';

describe('loadTimeoutPlugin (a hung remote falls back within seconds)', () => {
  const plugin = loadTimeoutPlugin();

  it('fetches manifests with a timeout signal', async () => {
    global.fetch = jest.fn(async () => Response.json({ id: 'coupons' })) as typeof fetch;
    const timeout = jest.spyOn(AbortSignal, 'timeout');
    await plugin.fetch?.('http://localhost/mf/coupons/mf-manifest.json', {});
    expect(timeout).toHaveBeenCalledWith(MANIFEST_TIMEOUT_MS);
    expect(jest.mocked(global.fetch).mock.calls[0]?.[1]?.signal).toBeInstanceOf(AbortSignal);
  });

  it('turns an HTTP error into an error instead of a manifest', async () => {
    global.fetch = jest.fn(async () => new Response('Not found', { status: 404 })) as typeof fetch;
    await expect(plugin.fetch?.('http://localhost/mf/gone/mf-manifest.json', {})).rejects.toThrow('HTTP 404');
  });

  it('loads remote scripts with crossorigin="anonymous", so another origin’s errors keep their stack', () => {
    const result = plugin.createScript?.({ url: 'https://cdn.example.co/forum/remoteEntry.abc.js', attrs: {} });
    const script = (result as { script: HTMLScriptElement }).script;
    expect(script.getAttribute('crossorigin')).toBe('anonymous');
  });

  it('gives the remote entry script a timeout and keeps its attributes', () => {
    const result = plugin.createScript?.({ url: 'http://localhost/mf/coupons/remoteEntry.abc.js', attrs: { crossorigin: 'anonymous' } });
    expect(result).toMatchObject({ timeout: SCRIPT_TIMEOUT_MS });
    const script = (result as { script: HTMLScriptElement }).script;
    expect(script.src).toBe('http://localhost/mf/coupons/remoteEntry.abc.js');
    expect(script.getAttribute('crossorigin')).toBe('anonymous');
  });
});
