import { loadOnce } from './loadOnce';

it('shares one load between callers and forgets a failed one', async () => {
  const load = jest.fn<Promise<string>, []>().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValue('listo');
  const get = loadOnce(load);
  const first = get();
  expect(get()).toBe(first);
  await expect(first).rejects.toThrow('ChunkLoadError');
  await expect(get()).resolves.toBe('listo');
  await expect(get()).resolves.toBe('listo');
  expect(load).toHaveBeenCalledTimes(2);
});
