// The cache building blocks on their own: versioned tags, recorded dependencies, the entity cache
// and the answer cache, with injected loads and clocks.
import { AnswerCache, strongEtag } from './answer-cache';
import { dependsOnEntity, recordDependencies, validUntil } from './dependencies';
import { EntityCache } from './entity-cache';
import { changedBulkTags, changedEntityTags, invalidations } from './invalidations';
import { idsInFilter } from './model-writes';
import { Types } from 'mongoose';

const id = () => new Types.ObjectId().toHexString();

test('an answer recorded before a write is stale after it, and one recorded after is current', async () => {
  const shop = id();
  const before = await recordDependencies(async () => {
    dependsOnEntity('shop', shop);
    validUntil(Date.now() + 60_000);
    return 'Éxito';
  });
  expect(invalidations.isCurrent(before.stamp)).toBe(true);
  expect(before.expiresAt).toBeGreaterThan(Date.now());
  invalidations.bump(changedEntityTags('shop', shop));
  expect(invalidations.isCurrent(before.stamp)).toBe(false);
  const after = await recordDependencies(async () => dependsOnEntity('shop', shop));
  expect(invalidations.isCurrent(after.stamp)).toBe(true);
  // A write whose ids are unknown reaches every reader of one shop.
  invalidations.bump(changedBulkTags('shop'));
  expect(invalidations.isCurrent(after.stamp)).toBe(false);
  // Nothing read: nothing to go stale, no end.
  const none = await recordDependencies(async () => 1);
  expect(none.stamp.tags).toEqual([]);
  expect(none.expiresAt).toBe(Infinity);
});

test('the entity cache reads once, re-reads after a write, never keeps a read begun before a write, and forgets misses', async () => {
  const reads: string[] = [];
  let name = 'Alkosto';
  let release: () => void = () => undefined;
  let hold = false;
  const cache = new EntityCache<{ name: string }>({
    kind: 'shop',
    maxEntries: 2,
    load: async (key) => {
      reads.push(key);
      const value = key === 'missing' ? null : { name };
      if (hold) await new Promise<void>((resolve) => (release = resolve));
      return value;
    },
  });
  const a = id();
  expect(await cache.get(a)).toEqual({ name: 'Alkosto' });
  expect(await cache.get(a)).toEqual({ name: 'Alkosto' });
  expect(reads).toEqual([a]);

  // A read held while a write lands: its value is returned to its caller but not kept.
  hold = true;
  invalidations.bump(changedEntityTags('shop', a));
  const slow = cache.get(a);
  name = 'Alkosto Colombia';
  invalidations.bump(changedEntityTags('shop', a));
  hold = false;
  release();
  expect(await slow).toEqual({ name: 'Alkosto' });
  expect(await cache.get(a)).toEqual({ name: 'Alkosto Colombia' });

  expect(await cache.get('missing')).toBeNull();
  expect(await cache.get('missing')).toBeNull();
  expect(reads.filter((key) => key === 'missing')).toHaveLength(2);

  // Bounded: the least recently used entry goes.
  const b = id();
  const c = id();
  await cache.getMany([b, c]);
  expect(cache.size).toBe(2);
  reads.length = 0;
  await cache.get(a);
  expect(reads).toEqual([a]);
});

test('the answer cache keeps answers until a tag moves or their end comes, within its bounds', async () => {
  let now = 1_000_000;
  const cache = new AnswerCache({ maxEntries: 2, maxBytes: 1_000, now: () => now });
  const shop = id();
  const recorded = await recordDependencies(async () => dependsOnEntity('shop', shop));
  const body = Buffer.from('{"ok":true}');
  const entry = (expiresAt = Infinity) => ({ body, etag: strongEtag(body), contentType: 'application/json; charset=utf-8', stamp: recorded.stamp, expiresAt });
  cache.set('/a', entry(now + 500));
  expect(cache.get('/a')?.etag).toBe(strongEtag(body));
  now += 500;
  expect(cache.get('/a')).toBeNull();
  cache.set('/b', entry());
  cache.set('/c', entry());
  cache.set('/d', entry());
  expect(cache.size).toBe(2);
  expect(cache.get('/b')).toBeNull();
  invalidations.bump(changedEntityTags('shop', shop));
  expect(cache.get('/c')).toBeNull();
  // Stale before it is stored: not stored.
  cache.set('/e', entry());
  expect(cache.size).toBe(1);
  // An answer over an eighth of the byte budget is not kept.
  const big = await recordDependencies(async () => 1);
  cache.set('/big', { ...entry(), body: Buffer.alloc(200), stamp: big.stamp });
  expect(cache.get('/big')).toBeNull();
});

test('a write names its documents by _id, by $in, or not at all', () => {
  const oid = new Types.ObjectId();
  expect(idsInFilter({ _id: oid })).toEqual([String(oid)]);
  expect(idsInFilter({ _id: { $in: [oid, 'abc'] } })).toEqual([String(oid), 'abc']);
  expect(idsInFilter({ _id: { $eq: 'abc' } })).toEqual(['abc']);
  expect(idsInFilter({ slug: 'exito' })).toBeNull();
  expect(idsInFilter({ _id: { $gt: oid } })).toBeNull();
});
