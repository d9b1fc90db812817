import type { RemoteVersionChoice } from '@gangazo/contracts';
import { OVERRIDES_KEY, readKeptOverrides, removeOverride, requestedOverride, resolveOverrides, type FetchVersions, type OverrideSources } from './override';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

const version = (v: string, kind: RemoteVersionChoice['kind'] = 'earlier'): RemoteVersionChoice => ({
  kind,
  version: v,
  entry: `https://cdn.example.co/coupons/${v}/mf-manifest.json`,
  routes: ['/'],
  slots: [],
  platform: '^1.0.0',
});
const LISTED = [version('1.5.0', 'live'), version('1.6.0', 'canary'), version('1.4.0')];

function sources(overrides: Partial<OverrideSources> & { fetchVersions?: FetchVersions }): OverrideSources & { dropParam: jest.Mock } {
  return {
    storage: memoryStorage(),
    search: '',
    signedIn: true,
    fetchVersions: async () => ({ status: 200, versions: LISTED }),
    dropParam: jest.fn(),
    ...overrides,
  } as OverrideSources & { dropParam: jest.Mock };
}

test('?probar=<remote>@<version> names a remote and a version; anything else is nothing', () => {
  expect(requestedOverride('?probar=coupons@1.4.0')).toEqual({ remote: 'coupons', version: '1.4.0' });
  for (const search of ['', '?probar=coupons', '?probar=@1.4.0', '?probar=Coupons@1', '?probar=coupons@', `?probar=coupons@${'9'.repeat(65)}`]) {
    expect(requestedOverride(search)).toBeNull();
  }
});

test('nothing chosen: no request at all', async () => {
  const fetchVersions = jest.fn<ReturnType<FetchVersions>, Parameters<FetchVersions>>();
  expect(await resolveOverrides(sources({ fetchVersions }))).toEqual([]);
  expect(fetchVersions).not.toHaveBeenCalled();
});

test('a staff member asking for a listed version gets it, kept by its entry, and the parameter leaves the address', async () => {
  const storage = memoryStorage();
  const given = sources({ storage, search: '?probar=coupons@1.4.0' });
  expect(await resolveOverrides(given)).toEqual([{ remote: 'coupons', choice: version('1.4.0') }]);
  expect(JSON.parse(storage.values.get(OVERRIDES_KEY) ?? '{}')).toEqual({ coupons: version('1.4.0').entry });
  expect(given.dropParam).toHaveBeenCalled();
  // The next page load finds it kept.
  expect(await resolveOverrides(sources({ storage }))).toEqual([{ remote: 'coupons', choice: version('1.4.0') }]);
});

test('the build always comes from the BFF list: an entry written into storage that it does not list is dropped', async () => {
  const storage = memoryStorage({ [OVERRIDES_KEY]: JSON.stringify({ coupons: 'https://evil.example.com/mf-manifest.json' }) });
  expect(await resolveOverrides(sources({ storage }))).toEqual([]);
  expect(storage.values.has(OVERRIDES_KEY)).toBe(false);
});

test('without a staff session a kept choice is ignored (and kept for a later staff session)', async () => {
  const kept = JSON.stringify({ coupons: version('1.4.0').entry });
  const fetchVersions = jest.fn<ReturnType<FetchVersions>, Parameters<FetchVersions>>();
  const guest = memoryStorage({ [OVERRIDES_KEY]: kept });
  expect(await resolveOverrides(sources({ storage: guest, signedIn: false, fetchVersions }))).toEqual([]);
  expect(fetchVersions).not.toHaveBeenCalled();

  const member = memoryStorage({ [OVERRIDES_KEY]: kept });
  expect(await resolveOverrides(sources({ storage: member, fetchVersions: async () => ({ status: 403 }) }))).toEqual([]);
  expect(await resolveOverrides(sources({ storage: member, search: '?probar=coupons@1.4.0', fetchVersions: async () => ({ status: 401 }) }))).toEqual([]);
  expect(member.values.get(OVERRIDES_KEY)).toBe(kept);
});

test('an unknown version keeps what was chosen before; a remote the BFF does not know is forgotten; no answer changes nothing', async () => {
  const storage = memoryStorage({ [OVERRIDES_KEY]: JSON.stringify({ coupons: version('1.4.0').entry, forum: 'https://cdn.example.co/forum/1/mf-manifest.json' }) });
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const result = await resolveOverrides(
    sources({
      storage,
      search: '?probar=coupons@7.7.7',
      fetchVersions: async (remote) => (remote === 'coupons' ? { status: 200, versions: LISTED } : { status: 404 }),
    }),
  );
  expect(result).toEqual([{ remote: 'coupons', choice: version('1.4.0') }]);
  expect(warn).toHaveBeenCalledWith('La versión 7.7.7 de «coupons» no está entre las que el registro conoce.');
  expect(JSON.parse(storage.values.get(OVERRIDES_KEY) ?? '{}')).toEqual({ coupons: version('1.4.0').entry });
  warn.mockRestore();

  const before = storage.values.get(OVERRIDES_KEY);
  expect(await resolveOverrides(sources({ storage, fetchVersions: async () => Promise.reject(new Error('timeout')) }))).toEqual([]);
  expect(storage.values.get(OVERRIDES_KEY)).toBe(before);
});

test('Quitar forgets one remote; malformed storage reads as nothing', () => {
  const storage = memoryStorage({ [OVERRIDES_KEY]: JSON.stringify({ coupons: 'a', forum: 'b' }) });
  removeOverride(storage, 'coupons');
  expect(readKeptOverrides(storage)).toEqual(new Map([['forum', 'b']]));
  removeOverride(storage, 'forum');
  expect(storage.values.has(OVERRIDES_KEY)).toBe(false);
  for (const raw of ['no json', '[1,2]', '{"X":"a","coupons":3}', 'null']) {
    expect(readKeptOverrides(memoryStorage({ [OVERRIDES_KEY]: raw }))).toEqual(new Map());
  }
});
