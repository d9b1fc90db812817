import { classifyLoadFailure, isRetryable } from './loadFailure';
import { RemoteLoadError } from './RemoteLoadError';

const runtime = (code: string, detail: string) => new Error(`[ Federation Runtime ]: Failed. #${code} args: {} ${detail}`);

describe('why a remote failed to load (the report’s reason code)', () => {
  it.each([
    ['a manifest fetch cut by its timeout', runtime('RUNTIME-003', 'TimeoutError: signal timed out'), 'load-timeout'],
    ['an entry script that never came', runtime('RUNTIME-008', 'ScriptNetworkError: Script "x" timed out.'), 'load-timeout'],
    ['the registry’s deadline', new RemoteLoadError('coupons', 'load-timeout', 'no respondió'), 'load-timeout'],
    ['a host that refuses', runtime('RUNTIME-003', 'TypeError: Failed to fetch'), 'load-network'],
    ['a host answering 503', runtime('RUNTIME-003', 'Error: http://x/mf-manifest.json respondió HTTP 503'), 'load-network'],
    ['an error page instead of a manifest', runtime('RUNTIME-013', ''), 'load-network'],
    ['a manifest gone (404)', runtime('RUNTIME-003', 'Error: http://x/mf-manifest.json respondió HTTP 404'), 'chunk-missing'],
    ['an entry script missing although its manifest answered', runtime('RUNTIME-008', 'ScriptNetworkError: Failed to load script "x"'), 'chunk-missing'],
    // The shell reads the manifest itself (remoteManifest.ts): its own errors, not the runtime's.
    ['the shell’s manifest fetch cut by its timeout', new DOMException('signal timed out', 'TimeoutError'), 'load-timeout'],
    ['a host that refuses the shell’s manifest fetch', new TypeError('Failed to fetch'), 'load-network'],
    ['a host answering the shell 503', new Error('http://x/mf-manifest.json respondió HTTP 503'), 'load-network'],
    ['a manifest gone for the shell (410)', new Error('http://x/mf-manifest.json respondió HTTP 410'), 'chunk-missing'],
    ['an error page where the shell expects a manifest', new Error('http://x/mf-manifest.json no es un manifiesto de Module Federation'), 'load-network'],
    ['a chunk of the remote gone', Object.assign(new Error('Loading chunk 812 failed.'), { name: 'ChunkLoadError' }), 'chunk-missing'],
    ['an entry without the container', runtime('RUNTIME-001', ''), 'chunk-missing'],
    ['an entry that threw while running', runtime('RUNTIME-008', 'ScriptExecutionError: Script "x" loaded but threw'), 'runtime'],
    ['a start-up that threw', new TypeError('store is undefined'), 'runtime'],
    ['another platform', new RemoteLoadError('coupons', 'platform-mismatch', '^2.0.0'), 'platform-mismatch'],
  ])('%s → %s', (_case, error, reason) => {
    expect(classifyLoadFailure(error)).toBe(reason);
  });

  it('tries again only when the host or a file may answer next time', () => {
    expect(['load-timeout', 'load-network', 'chunk-missing'].every((r) => isRetryable(r as never))).toBe(true);
    expect(isRetryable('runtime')).toBe(false);
    expect(isRetryable('platform-mismatch')).toBe(false);
  });
});
