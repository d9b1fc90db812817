import { failureReason, isChunkLoadError, isFederationLoadError, mayBeStaleBuild, reloadOnceForNewBuild } from './chunkReload';

/** An error as the federation runtime throws it: `[ Federation Runtime ]: <description> #RUNTIME-00n …`. */
function federationError(code: string, detail = ''): Error {
  return new Error(`[ Federation Runtime ]: Failed to load script resources. #${code} args: {"remoteName":"coupons"} ${detail}`);
}

describe('reload after a deploy', () => {
  const reload = jest.fn();

  beforeEach(() => {
    sessionStorage.clear();
    reload.mockClear();
  });

  it('recognises webpack chunk failures', () => {
    expect(isChunkLoadError(Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk vendors-abc failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('x is undefined'))).toBe(false);
  });

  it('recognises every federation load error, not only ChunkLoadError', () => {
    for (const code of ['RUNTIME-001', 'RUNTIME-002', 'RUNTIME-003', 'RUNTIME-004', 'RUNTIME-007', 'RUNTIME-008', 'RUNTIME-011', 'RUNTIME-013', 'RUNTIME-014', 'RUNTIME-015']) {
      expect([code, isFederationLoadError(federationError(code))]).toEqual([code, true]);
    }
    expect(isFederationLoadError(Object.assign(new Error('Script "x" failed'), { name: 'ScriptNetworkError' }))).toBe(true);
    // Programming errors of the host, which a reload cannot fix.
    for (const code of ['RUNTIME-005', 'RUNTIME-006', 'RUNTIME-009', 'RUNTIME-010', 'RUNTIME-012']) {
      expect([code, isFederationLoadError(federationError(code))]).toEqual([code, false]);
    }
    expect(isFederationLoadError('RUNTIME-008')).toBe(false);
  });

  it('reloads for files gone with a deploy, never for a hung host or another platform', () => {
    expect(mayBeStaleBuild(federationError('RUNTIME-008', 'ScriptNetworkError: Failed to load script'))).toBe(true);
    expect(mayBeStaleBuild(Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(mayBeStaleBuild(federationError('RUNTIME-008', 'ScriptNetworkError: Script "x" timed out.'))).toBe(false);
    expect(mayBeStaleBuild(federationError('RUNTIME-003', 'TimeoutError: signal timed out'))).toBe(false);
    // The shell's RemoteLoadError says why, and its cause is the runtime's error.
    const wrapped = (reason: string, cause: Error) => Object.assign(new Error('No se pudo cargar', { cause }), { reason });
    expect(mayBeStaleBuild(wrapped('load-timeout', federationError('RUNTIME-003')))).toBe(false);
    expect(mayBeStaleBuild(wrapped('platform-mismatch', new Error('^2.0.0')))).toBe(false);
    expect(mayBeStaleBuild(wrapped('chunk-missing', new Error('gone')))).toBe(true);
    expect(mayBeStaleBuild(wrapped('load-network', federationError('RUNTIME-003', 'TypeError: Failed to fetch')))).toBe(false);
    expect(mayBeStaleBuild(new Error('x', { cause: federationError('RUNTIME-001') }))).toBe(true);
    expect(mayBeStaleBuild(new TypeError('x is undefined'))).toBe(false);
  });

  it('reads only known reasons off a failure', () => {
    expect(failureReason(Object.assign(new Error('x'), { reason: 'load-network' }))).toBe('load-network');
    expect(failureReason(Object.assign(new Error('x'), { reason: 'made-up' }))).toBeUndefined();
    expect(failureReason(null)).toBeUndefined();
  });

  it('reloads once, then not again within a minute, then again later', () => {
    expect(reloadOnceForNewBuild(1_000_000, reload)).toBe(true);
    expect(reloadOnceForNewBuild(1_030_000, reload)).toBe(false);
    expect(reloadOnceForNewBuild(1_070_000, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
