import type { RemoteLoadSample, ShellBootstrap } from '@gangazo/contracts';
import { makeStore } from '@gangazo/platform';
import { remoteEntry } from '../test-utils/renderShell';
import { LOAD_BUDGET_MS, RemoteRegistry, type RemoteRegistryOptions } from './remoteRegistry';
import { RemoteLoadError } from './RemoteLoadError';
import { MANIFEST_TIMEOUT_MS, SCRIPT_TIMEOUT_MS } from './loadTimeoutPlugin';

const forum = remoteEntry({ name: 'forum', version: '0.3.1', routes: ['/forum'] });
const forumModule = { default: { routes: [{ path: '/forum', element: null }] } };

function registry(load: (name: string) => Promise<unknown>, options: RemoteRegistryOptions = {}) {
  const bootstrap: ShellBootstrap = { siteName: 'Gangazo', siteUrl: 'http://localhost', apiBase: '/api', remotes: [forum] };
  const samples: RemoteLoadSample[] = [];
  const instance = new RemoteRegistry(bootstrap, makeStore(), load, { now: () => Date.now(), onLoadSettled: (s) => samples.push(s), ...options });
  return { instance, samples };
}

/** A load that never settles, like a host that accepts the connection and never answers. */
const hung = () => new Promise<never>(() => undefined);
/** What the federation plugin throws when its own request timeout fires. */
const timedOut = (ms: number) =>
  new Promise<never>((_resolve, reject) => setTimeout(() => reject(new Error('[ Federation Runtime ]: #RUNTIME-003 TimeoutError: signal timed out')), ms));

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/** Runs timers until `promise` settles; returns when it settled, in fake ms from now. */
async function settleTime(promise: Promise<unknown>): Promise<{ ms: number; error: unknown }> {
  const started = Date.now();
  let done = false;
  let error: unknown;
  promise.then(
    () => (done = true),
    (e: unknown) => {
      done = true;
      error = e;
    },
  );
  while (!done && Date.now() - started < 60_000) await jest.advanceTimersByTimeAsync(50);
  return { ms: Date.now() - started, error };
}

describe('a remote that does not answer fails fast (3 s, one retry included)', () => {
  it('each request of an attempt is bounded so that two attempts at a hung manifest or script fit the budget', () => {
    expect(2 * MANIFEST_TIMEOUT_MS).toBeLessThan(LOAD_BUDGET_MS);
    expect(2 * SCRIPT_TIMEOUT_MS).toBeLessThan(LOAD_BUDGET_MS);
    expect(LOAD_BUDGET_MS).toBeLessThanOrEqual(2_800);
  });

  it('a load that never settles is given up at the budget with load-timeout', async () => {
    const load = jest.fn(hung);
    const { instance, samples } = registry(load);
    const { ms, error } = await settleTime(instance.load('forum'));
    expect(ms).toBeGreaterThanOrEqual(LOAD_BUDGET_MS);
    expect(ms).toBeLessThan(3_000);
    expect(error).toBeInstanceOf(RemoteLoadError);
    expect(error).toMatchObject({ reason: 'load-timeout', remote: 'forum' });
    expect(samples).toEqual([{ remote: 'forum', version: '0.3.1', ms, result: 'load-timeout' }]);
  });

  it('a hung manifest is tried twice (each cut by its own timeout) and falls back before 3 s', async () => {
    const load = jest.fn(() => timedOut(MANIFEST_TIMEOUT_MS));
    const { instance } = registry(load);
    const { ms, error } = await settleTime(instance.load('forum'));
    expect(load).toHaveBeenCalledTimes(2);
    expect(ms).toBeLessThan(3_000);
    expect(error).toMatchObject({ reason: 'load-timeout' });
    expect(String((error as Error).message)).toContain('«forum» 0.3.1 no respondió a tiempo');
  });

  it('a host that answers on the second attempt is shown, and the load counts as ok', async () => {
    const load = jest.fn().mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch'))).mockResolvedValueOnce(forumModule);
    const { instance, samples } = registry(load);
    const { error } = await settleTime(instance.load('forum'));
    expect(error).toBeUndefined();
    expect(load).toHaveBeenCalledTimes(2);
    expect(samples).toEqual([expect.objectContaining({ remote: 'forum', result: 'ok' })]);
  });

  it('does not retry the remote’s own failures', async () => {
    const load = jest.fn(() => Promise.reject(new TypeError('store is undefined')));
    const { instance, samples } = registry(load);
    const { error } = await settleTime(instance.load('forum'));
    expect(load).toHaveBeenCalledTimes(1);
    expect(error).toMatchObject({ reason: 'runtime' });
    expect(samples[0]?.result).toBe('runtime');
  });

  it('the server renderer makes one attempt', async () => {
    const load = jest.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    const { instance } = registry(load, { attempts: 1 });
    await settleTime(instance.load('forum'));
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe("'Reintentar' asks the registry again", () => {
  it('loads the entry the registry has now, and points federation at it', async () => {
    const moved = { ...forum, version: '0.4.0', entry: 'https://cdn.example.co/forum/0.4.0/mf-manifest.json' };
    const refreshEntries = jest.fn(async () => [moved]);
    const onEntryChanged = jest.fn();
    const load = jest.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(forumModule);
    const { instance, samples } = registry(load, { refreshEntries, onEntryChanged });

    expect((await settleTime(instance.load('forum'))).error).toMatchObject({ reason: 'load-network' });
    // The first load used the page's inlined entry, without asking.
    expect(refreshEntries).not.toHaveBeenCalled();

    instance.forget('forum');
    expect((await settleTime(instance.load('forum'))).error).toBeUndefined();
    expect(refreshEntries).toHaveBeenCalledTimes(1);
    expect(onEntryChanged).toHaveBeenCalledWith(moved);
    expect(instance.entry('forum')?.version).toBe('0.4.0');
    expect(samples.map((s) => [s.version, s.result])).toEqual([
      ['0.3.1', 'load-network'],
      ['0.4.0', 'ok'],
    ]);
  });

  it('keeps the entry it has when the registry does not answer', async () => {
    const refreshEntries = jest.fn(hung);
    const onEntryChanged = jest.fn();
    const load = jest.fn().mockResolvedValue(forumModule);
    const { instance } = registry(load, { refreshEntries, onEntryChanged });
    instance.forget('forum');
    const { error, ms } = await settleTime(instance.load('forum'));
    expect(error).toBeUndefined();
    expect(ms).toBeLessThanOrEqual(1_600);
    expect(onEntryChanged).not.toHaveBeenCalled();
    expect(instance.entry('forum')?.version).toBe('0.3.1');
  });
});
