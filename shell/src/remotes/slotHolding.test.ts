import { makeStore } from '@gangazo/platform';
import type { ShellBootstrap } from '@gangazo/contracts';
import { remoteEntry } from '../test-utils/renderShell';
import { RemoteRegistry } from './remoteRegistry';
import { visitorActsOrIdles } from './slotRelease';

const bootstrap: ShellBootstrap = {
  siteName: 'Gangazo',
  siteUrl: 'http://localhost',
  apiBase: '/api',
  remotes: [
    remoteEntry({ name: 'coupons', routes: ['/'], slots: ['overlay'] }),
    remoteEntry({ name: 'search', slots: ['topbar.search'] }),
    remoteEntry({ name: 'auth', slots: ['overlay'] }),
  ],
};

function registryWith(loadRemoteModule: (name: string) => Promise<unknown>) {
  return new RemoteRegistry(bootstrap, makeStore(), loadRemoteModule);
}

const moduleNamed = (name: string) => ({ default: { routes: [], slots: {}, name } });

describe('slots held until the visitor acts', () => {
  it('fetches no slot code before the release, and each slot once after it', async () => {
    const load = jest.fn(async (name: string) => moduleNamed(name));
    const registry = registryWith(load);
    let release!: () => void;
    registry.holdSlots(new Promise((resolve) => (release = resolve)));

    const search = registry.loadForSlot('search');
    expect(registry.loadForSlot('search')).toBe(search); // the same pending promise on every render
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();

    release();
    await search;
    expect(load.mock.calls).toEqual([['search']]);
    // After the release a slot loads at once.
    await registry.loadForSlot('auth');
    expect(load.mock.calls).toEqual([['search'], ['auth']]);
  });

  it('does not hold the page owner: its route loads now, and its slot shares that load', async () => {
    const load = jest.fn(async (name: string) => moduleNamed(name));
    const registry = registryWith(load);
    registry.holdSlots(new Promise(() => undefined));
    expect(registry.namesForPath('/')).toEqual(['coupons']);
    await registry.preloadForPath('/', 1000);
    await registry.loadForSlot('coupons');
    expect(load.mock.calls).toEqual([['coupons']]);
  });

  it('loads slots at once when nothing holds them (a page drawn in the browser)', async () => {
    const load = jest.fn(async (name: string) => moduleNamed(name));
    await registryWith(load).loadForSlot('search');
    expect(load).toHaveBeenCalledWith('search');
  });
});

describe('visitorActsOrIdles', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  async function settled(promise: Promise<void>): Promise<boolean> {
    let done = false;
    void promise.then(() => (done = true));
    await Promise.resolve();
    await Promise.resolve();
    return done;
  }

  it.each(['pointerdown', 'touchstart', 'keydown', 'focusin'])('settles on the first %s', async (type) => {
    const release = visitorActsOrIdles(window, 4000);
    expect(await settled(release)).toBe(false);
    document.body.dispatchEvent(new Event(type, { bubbles: true }));
    expect(await settled(release)).toBe(true);
  });

  it('settles once the loaded page has been left alone for the idle time, not before', async () => {
    expect(document.readyState).toBe('complete');
    const release = visitorActsOrIdles(window, 4000);
    jest.advanceTimersByTime(3999);
    expect(await settled(release)).toBe(false);
    jest.advanceTimersByTime(1);
    expect(await settled(release)).toBe(true);
  });

  it('stops listening once settled', async () => {
    const removed = jest.spyOn(window, 'removeEventListener');
    const release = visitorActsOrIdles(window, 4000);
    document.body.dispatchEvent(new Event('keydown', { bubbles: true }));
    await release;
    expect(removed.mock.calls.map(([type]) => type)).toEqual(expect.arrayContaining(['pointerdown', 'touchstart', 'keydown', 'focusin']));
    removed.mockRestore();
  });
});
