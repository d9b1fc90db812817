import { GuestPageCache, type CachedPage } from './guest-page-cache';

function page(body: string, extra: Partial<CachedPage> = {}): CachedPage {
  return { status: 200, body, ...extra };
}

test('a page is rendered once for everyone asking at the same time, then reused until it expires', async () => {
  let clock = 0;
  const cache = new GuestPageCache({ ttlMs: 5000, maxEntries: 10, now: () => clock });
  let renders = 0;
  const render = async () => {
    renders += 1;
    await new Promise((resolve) => setTimeout(resolve, 10));
    return page(`render ${renders}`);
  };
  const crowd = await Promise.all(Array.from({ length: 20 }, () => cache.get('/', render)));
  expect(new Set(crowd.map((p) => p.body))).toEqual(new Set(['render 1']));
  clock = 4999;
  expect((await cache.get('/', render)).body).toBe('render 1');
  clock = 5000;
  expect((await cache.get('/', render)).body).toBe('render 2');
});

test('a write empties it at once, and a render that started before the write is not kept', async () => {
  const cache = new GuestPageCache({ ttlMs: 60_000, maxEntries: 10 });
  await cache.get('/', async () => page('antes'));
  cache.clear();
  expect((await cache.get('/', async () => page('después'))).body).toBe('después');

  let finish: (value: CachedPage) => void = () => undefined;
  const slow = cache.get('/oferta', () => new Promise<CachedPage>((resolve) => (finish = resolve)));
  cache.clear();
  finish(page('vieja'));
  expect((await slow).body).toBe('vieja');
  expect((await cache.get('/oferta', async () => page('nueva'))).body).toBe('nueva');
});

test('partial renders and server errors are not kept; the oldest page goes first when full', async () => {
  const cache = new GuestPageCache({ ttlMs: 60_000, maxEntries: 2 });
  await cache.get('/a', async () => page('parcial', { cacheable: false }));
  expect((await cache.get('/a', async () => page('completa'))).body).toBe('completa');
  await cache.get('/b', async () => page('error', { status: 503 }));
  expect((await cache.get('/b', async () => page('bien'))).body).toBe('bien');
  await cache.get('/a', async () => page('x'));
  await cache.get('/c', async () => page('c'));
  expect(cache.size).toBe(2);
  expect((await cache.get('/b', async () => page('b otra vez'))).body).toBe('b otra vez');
});

test('past its time a page is still served while one new render runs; a write still empties it', async () => {
  let clock = 0;
  const cache = new GuestPageCache({ ttlMs: 5000, staleMs: 60_000, maxEntries: 10, now: () => clock });
  await cache.get('/', async () => page('v1'));
  clock = 6000;
  let finish: (value: CachedPage) => void = () => undefined;
  let renders = 0;
  const waited: boolean[] = [];
  const slow = (waiting: boolean) => {
    renders += 1;
    waited.push(waiting);
    return new Promise<CachedPage>((resolve) => (finish = resolve));
  };
  // The crowd gets the old page at once, and only one render starts, which nobody waits for.
  const served = await Promise.all([cache.get('/', slow), cache.get('/', slow), cache.get('/', slow)]);
  expect(served.map((p) => p.body)).toEqual(['v1', 'v1', 'v1']);
  expect(renders).toBe(1);
  expect(waited).toEqual([false]);
  finish(page('v2'));
  await new Promise((resolve) => setImmediate(resolve));
  expect((await cache.get('/', slow)).body).toBe('v2');

  cache.clear();
  // A miss: the visitor waits for this render.
  expect((await cache.get('/', async (waiting) => page(waiting ? 'v3' : 'en segundo plano'))).body).toBe('v3');
  clock = 6000 + 5000 + 60_000;
  expect((await cache.get('/', async () => page('v4'))).body).toBe('v4');
});

test('a page a visitor got partial is rendered again in the background, with nobody waiting, and kept whole', async () => {
  const cache = new GuestPageCache({ ttlMs: 60_000, maxEntries: 10 });
  const waited: boolean[] = [];
  let finish: (value: CachedPage) => void = () => undefined;
  const render = (waiting: boolean) => {
    waited.push(waiting);
    // The visitor's render runs out of time; the one nobody waits for finishes later.
    return waiting ? Promise.resolve(page('parcial', { cacheable: false })) : new Promise<CachedPage>((resolve) => (finish = resolve));
  };
  // A crowd at once: each gets the partial page, and one background render starts.
  const served = await Promise.all([cache.get('/', render), cache.get('/', render), cache.get('/', render)]);
  expect(served.map((p) => p.body)).toEqual(['parcial', 'parcial', 'parcial']);
  expect(waited).toEqual([true, false]);
  // Meanwhile a visitor gets a render of their own: nobody waits on the background one.
  expect((await cache.get('/', async () => page('parcial otra vez', { cacheable: false }))).body).toBe('parcial otra vez');
  expect(waited).toEqual([true, false]);
  finish(page('completa'));
  await new Promise((resolve) => setImmediate(resolve));
  expect((await cache.get('/', async () => page('no hace falta'))).body).toBe('completa');
});

test('a background render that comes back partial again, or after a write, is not kept', async () => {
  const cache = new GuestPageCache({ ttlMs: 60_000, maxEntries: 10 });
  await cache.get('/a', async () => page('parcial', { cacheable: false }));
  await new Promise((resolve) => setImmediate(resolve));
  expect((await cache.get('/a', async () => page('nueva'))).body).toBe('nueva');

  let finish: (value: CachedPage) => void = () => undefined;
  await cache.get('/b', (waiting) => (waiting ? Promise.resolve(page('parcial', { cacheable: false })) : new Promise<CachedPage>((resolve) => (finish = resolve))));
  cache.clear();
  finish(page('de antes de la escritura'));
  await new Promise((resolve) => setImmediate(resolve));
  expect((await cache.get('/b', async () => page('después'))).body).toBe('después');
});
