import { loadTimeoutPlugin, SCRIPT_TIMEOUT_MS } from './loadTimeoutPlugin';

describe('loadTimeoutPlugin (a hung remote falls back within seconds)', () => {
  const plugin = loadTimeoutPlugin();

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
