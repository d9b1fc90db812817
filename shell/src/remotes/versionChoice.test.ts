import type { RemoteCanary, RemoteVersionChoice } from '@gangazo/contracts';
import { remoteEntry } from '../test-utils/renderShell';
import { CANARY_BUCKET_KEY, canaryBucket, chooseVersions, inCanary, mustRenderInBrowser } from './versionChoice';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

const canary = (percent: number): RemoteCanary => ({
  version: '2.0.0',
  entry: 'https://cdn.example.co/coupons/2.0.0/mf-manifest.json',
  routes: ['/', '/ofertas/:slug', '/nuevas'],
  slots: ['overlay'],
  platform: '^1.0.0',
  percent,
  updatedAt: '2026-01-01T00:00:00.000Z',
});

const coupons = (percent?: number) =>
  remoteEntry({ name: 'coupons', version: '1.0.0', routes: ['/', '/ofertas/:slug'], slots: ['overlay'], ...(percent === undefined ? {} : { canary: canary(percent) }) });
const forum = remoteEntry({ name: 'forum', version: '3.0.0', routes: ['/foro'] });
const search = remoteEntry({ name: 'search', version: '1.1.0', slots: ['topbar.search'] });

describe('the canary bucket', () => {
  test('is drawn once from the injected random and kept, so the browser stays where it was', () => {
    const storage = memoryStorage();
    const random = jest.fn(() => 0.4213);
    expect(canaryBucket(storage, random)).toBeCloseTo(42.13, 3);
    expect(storage.values.get(CANARY_BUCKET_KEY)).toBe('42.130');
    expect(canaryBucket(storage, () => 0.99)).toBeCloseTo(42.13, 3);
    expect(random).toHaveBeenCalledTimes(1);
  });

  test('a kept value that is not a bucket is drawn again', () => {
    for (const kept of ['abc', '-1', '100', '250', '']) {
      const storage = memoryStorage({ [CANARY_BUCKET_KEY]: kept });
      expect(canaryBucket(storage, () => 0.05)).toBe(5);
    }
  });

  test('no storage, or storage that throws: no bucket', () => {
    expect(canaryBucket(null, () => 0)).toBeNull();
    const refusing = { getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); } };
    expect(canaryBucket(refusing, () => 0)).toBeNull();
  });

  test('0 % is nobody, 100 % everybody (a browser without bucket too), and a growing share keeps who was in', () => {
    expect(inCanary(0, 0)).toBe(false);
    expect(inCanary(99.999, 100)).toBe(true);
    expect(inCanary(null, 100)).toBe(true);
    expect(inCanary(null, 99)).toBe(false);
    expect(inCanary(4.2, 5)).toBe(true);
    expect(inCanary(4.2, 50)).toBe(true);
    expect(inCanary(5, 5)).toBe(false);
  });
});

describe('choosing each remote’s build', () => {
  test('a browser in the canary share gets the canary build; the others the stable one; neither carries the canary field', () => {
    const inside = chooseVersions([coupons(10), forum], 3);
    expect(inside.remotes[0]).toMatchObject({ name: 'coupons', version: '2.0.0', entry: canary(10).entry, routes: canary(10).routes });
    expect(inside.remotes[0]?.canary).toBeUndefined();
    expect(inside.sources.get('coupons')).toBe('canary');
    expect(inside.remotes[1]).toEqual(forum);

    const outside = chooseVersions([coupons(10), forum], 10);
    expect(outside.remotes[0]).toMatchObject({ name: 'coupons', version: '1.0.0', entry: '/mf/coupons/mf-manifest.json' });
    expect(outside.remotes[0]?.canary).toBeUndefined();
    expect(outside.sources.get('coupons')).toBe('stable');
    expect(chooseVersions([coupons(0)], 0).sources.get('coupons')).toBe('stable');
  });

  test('an override wins over the canary and the stable build, and is listed for the banner', () => {
    const choice: RemoteVersionChoice = { kind: 'earlier', version: '0.9.0', entry: 'https://cdn.example.co/coupons/0.9.0/mf-manifest.json', routes: ['/'], slots: [], platform: '^1.0.0' };
    const chosen = chooseVersions([coupons(100), forum], 0, [{ remote: 'coupons', choice }, { remote: 'gone', choice }]);
    expect(chosen.remotes[0]).toMatchObject({ name: 'coupons', version: '0.9.0', entry: choice.entry, routes: ['/'], slots: [] });
    expect(chosen.sources.get('coupons')).toBe('override');
    // An override of a remote the registry no longer has is not shown.
    expect(chosen.overrides.map((o) => o.remote)).toEqual(['coupons']);
  });
});

describe('server HTML and a browser on another build', () => {
  test('hydrates when every remote the page shows is the build the server rendered', () => {
    expect(mustRenderInBrowser('/ofertas/tv', [coupons(0), forum, search], chooseVersions([coupons(0), forum, search], 50))).toBe(false);
    const forumCanary = { ...forum, canary: { ...canary(50), entry: '/mf/forum/4.0.0/mf-manifest.json', routes: ['/foro'], slots: [] } };
    // The forum's canary, on a page that does not show the forum: hydrate; the forum loads its canary on the way there.
    expect(mustRenderInBrowser('/ofertas/tv', [coupons(), forumCanary, search], chooseVersions([coupons(), forumCanary, search], 1))).toBe(false);
    expect(mustRenderInBrowser('/foro', [coupons(), forumCanary, search], chooseVersions([coupons(), forumCanary, search], 1))).toBe(true);
  });

  test("renders in the browser when the page's owner, a frame slot, or a route only the canary has, is another build", () => {
    const registry = [coupons(50), forum, search];
    const chosen = chooseVersions(registry, 1);
    expect(mustRenderInBrowser('/ofertas/tv', registry, chosen)).toBe(true);
    expect(mustRenderInBrowser('/nuevas', registry, chosen)).toBe(true);
    // coupons fills the overlay slot on every page.
    expect(mustRenderInBrowser('/foro', registry, chosen)).toBe(true);
    const searchCanary = { ...search, canary: { ...canary(50), entry: '/mf/search/9/mf-manifest.json', routes: [], slots: ['topbar.search' as const] } };
    expect(mustRenderInBrowser('/foro', [coupons(), forum, searchCanary], chooseVersions([coupons(), forum, searchCanary], 1))).toBe(true);
  });
});
