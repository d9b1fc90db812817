import { isChunkLoadError, reloadOnceForNewBuild } from './chunkReload';

describe('reload after a deploy (ChunkLoadError)', () => {
  const reload = jest.fn();

  beforeEach(() => {
    sessionStorage.clear();
    reload.mockClear();
  });

  it('recognises webpack chunk failures only', () => {
    expect(isChunkLoadError(Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk vendors-abc failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('x is undefined'))).toBe(false);
  });

  it('reloads once, then not again within a minute, then again later', () => {
    expect(reloadOnceForNewBuild(1_000_000, reload)).toBe(true);
    expect(reloadOnceForNewBuild(1_030_000, reload)).toBe(false);
    expect(reloadOnceForNewBuild(1_070_000, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
