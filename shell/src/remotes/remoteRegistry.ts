import type { RemoteEntry, RemoteLoadSample, ShellBootstrap, SlotName } from '@gangazo/contracts';
import { emitPlatformEvent, preloadRoute, type AppStore, type RemoteModule } from '@gangazo/platform';
import { matchPath } from 'react-router';
import { matchingRoute } from '../router/matchingRoute';
import { acceptsPlatform } from './platformRange';
import { classifyLoadFailure, isRetryable } from './loadFailure';
import { RemoteLoadError, type RemoteLoadReason } from './RemoteLoadError';

/**
 * A remote whose manifest or entry does not answer shows its fallback within 3 s: both attempts
 * (the federation plugin bounds each request, loadTimeoutPlugin.ts) fit in this, and React needs a
 * moment to draw the fallback after it (up to about 0.4 s on a busy 2-core machine, measured in
 * e2e/src/remote-failures.test.ts, hence 2.4 s and not more).
 */
export const LOAD_BUDGET_MS = 2_400;
/** A second attempt is made only with at least this much of the budget left. */
const MIN_ATTEMPT_MS = 250;
/** How long 'Reintentar' waits for the registry's answer before using the entry it has. */
const REFRESH_TIMEOUT_MS = 1_500;

export interface RemoteRegistryOptions {
  /** Attempts per load within the budget (the server renderer, with its own budget, makes one). */
  attempts?: number;
  budgetMs?: number;
  /** Asks the registry again (`GET /api/v1/remotes`); 'Reintentar' uses it instead of the page's inlined entry. */
  refreshEntries?: () => Promise<RemoteEntry[]>;
  /** Told when a refresh found a remote at a new entry or version, to point the federation runtime there. */
  onEntryChanged?: (entry: RemoteEntry) => void;
  /** Told of every load as it ends: how long it took and how it ended (the shell batches them to the BFF). */
  onLoadSettled?: (sample: RemoteLoadSample) => void;
  now?: () => number;
}

/** Rejects with a `load-timeout` when `promise` has not settled within `ms`. */
function withDeadline<T>(promise: Promise<T>, ms: number, remote: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new RemoteLoadError(remote, 'load-timeout', `El remoto «${remote}» no respondió en ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

const FAILURE_WORDS: Record<RemoteLoadReason, string> = {
  'load-timeout': 'no respondió a tiempo',
  'load-network': 'no se pudo descargar',
  'chunk-missing': 'tiene archivos que ya no están',
  'platform-mismatch': 'necesita otra plataforma',
  runtime: 'falló al iniciar',
};

/** The failure as the fallback's report says it: which remote, which version, why, and what the runtime said. */
function asLoadError(remote: string, version: string, error: unknown): RemoteLoadError {
  if (error instanceof RemoteLoadError) return error;
  const reason = classifyLoadFailure(error);
  const detail = (error instanceof Error ? error.message : String(error)).slice(0, 500);
  return new RemoteLoadError(remote, reason, `El remoto «${remote}» ${version} ${FAILURE_WORDS[reason]}: ${detail}`, { cause: error });
}

/**
 * Records the outcome on the promise itself (React's thenable protocol), so `use()` of a load that
 * has finished returns at once instead of suspending, as hydration needs.
 */
function settledInPlace<T>(promise: Promise<T>): Promise<T> {
  const tracked = promise as Promise<T> & { status?: string; value?: T; reason?: unknown };
  tracked.status = 'pending';
  promise.then(
    (value) => {
      Object.assign(tracked, { status: 'fulfilled', value });
    },
    (reason: unknown) => {
      Object.assign(tracked, { status: 'rejected', reason });
    },
  );
  return promise;
}

/** Loads `<name>/remote` through module federation; injected so tests need no network. */
export type LoadRemoteModule = (name: string) => Promise<unknown>;

function asRemoteModule(loaded: unknown): RemoteModule | null {
  const candidate = loaded && typeof loaded === 'object' && 'default' in loaded ? (loaded as { default: unknown }).default : loaded;
  if (!candidate || typeof candidate !== 'object') return null;
  const module = candidate as Partial<RemoteModule>;
  return Array.isArray(module.routes) ? (module as RemoteModule) : null;
}

/**
 * The remotes the registry listed, and their modules once loaded. A load is shared by every route
 * and slot of that remote. A failed load stays failed (every render sees the same rejection and
 * the error boundary shows its fallback) until `forget`, which 'Reintentar' calls, so a retry
 * really fetches again. Dropping it on its own would make React's re-render start a new load and
 * keep "Cargando…" on screen forever for a hung remote.
 */
export class RemoteRegistry {
  private readonly loads = new Map<string, Promise<RemoteModule>>();
  /** Slot loads waiting for `holdSlots`' signal, by remote. */
  private readonly heldSlotLoads = new Map<string, Promise<RemoteModule>>();
  private slotsReleased = true;
  private slotRelease: Promise<void> = Promise.resolve();
  /** Remotes 'Reintentar' was pressed for: the next load asks the registry first. */
  private readonly staleEntries = new Set<string>();
  private current: RemoteEntry[];
  private readonly options: Required<Pick<RemoteRegistryOptions, 'attempts' | 'budgetMs' | 'now'>> & RemoteRegistryOptions;
  /** Told of every failed load (the server renderer reports them to the BFF). */
  onFailure?: (remote: string, error: unknown) => void;

  constructor(
    private readonly bootstrap: ShellBootstrap,
    private readonly store: AppStore,
    private readonly loadRemoteModule: LoadRemoteModule,
    options: RemoteRegistryOptions = {},
  ) {
    this.current = [...bootstrap.remotes];
    this.options = { attempts: 2, budgetMs: LOAD_BUDGET_MS, now: () => performance.now(), ...options };
  }

  /** The registry's entries: the page's inlined ones, updated by any refresh 'Reintentar' made. */
  get entries(): readonly RemoteEntry[] {
    return this.current;
  }

  entry(name: string): RemoteEntry | undefined {
    return this.entries.find((remote) => remote.name === name);
  }

  /** Remotes whose platform range accepts this shell; the others are never fetched. */
  compatibleEntries(): RemoteEntry[] {
    return this.entries.filter((remote) => acceptsPlatform(remote.platform));
  }

  /** Remotes that fill `slot`, in registry order. */
  entriesForSlot(slot: SlotName): RemoteEntry[] {
    return this.entries.filter((remote) => remote.slots.includes(slot));
  }

  load(name: string): Promise<RemoteModule> {
    let pending = this.loads.get(name);
    if (!pending) {
      pending = settledInPlace(this.loadOnce(name));
      this.loads.set(name, pending);
      pending.catch((error: unknown) => {
        this.onFailure?.(name, error);
        emitPlatformEvent('gangazo:remote-failed', {
          remote: name,
          version: this.entry(name)?.version ?? 'desconocida',
          message: error instanceof Error ? error.message : String(error),
        });
      });
    }
    return pending;
  }

  /** The remote that owns the page at `pathname`, if any. */
  namesForPath(pathname: string): string[] {
    return this.entries.filter((remote) => remote.routes.some((route) => matchPath(route, pathname) !== null)).map((remote) => remote.name);
  }

  /**
   * Slots (the search box, the sign-in dialog) load only once `release` settles. A server-rendered
   * page shows them as the server drew them meanwhile (React keeps a part whose code is not there
   * yet as static HTML and hydrates it when it arrives), so the first view does not download and
   * run their code while the phone is busy with the page itself.
   */
  holdSlots(release: Promise<void>): void {
    this.slotsReleased = false;
    this.slotRelease = release.then(() => {
      this.slotsReleased = true;
      this.heldSlotLoads.clear();
    });
  }

  /** The module for a slot: `load`, once `holdSlots`' signal came (at once if it was never held or the remote is already in). */
  loadForSlot(name: string): Promise<RemoteModule> {
    if (this.slotsReleased || this.loads.has(name)) return this.load(name);
    let held = this.heldSlotLoads.get(name);
    if (!held) {
      held = settledInPlace(this.slotRelease.then(() => this.load(name)));
      this.heldSlotLoads.set(name, held);
    }
    return held;
  }

  /**
   * Loads the remote that owns a server-rendered page before the browser hydrates it: a part
   * whose code is still on its way when an update arrives would be thrown away and drawn again.
   */
  async preloadForPath(pathname: string, timeoutMs: number): Promise<void> {
    // The page's own chunk too, when the remote loads its pages on demand (ui's onDemand).
    const loads = this.namesForPath(pathname).map((name) =>
      this.load(name)
        .then((module) => {
          const route = matchingRoute(module.routes, pathname);
          return route ? preloadRoute(route) : undefined;
        })
        .catch(() => undefined),
    );
    await Promise.race([Promise.all(loads), new Promise((resolve) => setTimeout(resolve, timeoutMs))]);
  }

  /**
   * Forgets a load (failed or not) so the next `load` fetches the remote again, after asking the
   * registry where it lives now: the entry inlined in the page may be the one that stopped working.
   */
  forget(name: string): void {
    this.loads.delete(name);
    if (this.options.refreshEntries) this.staleEntries.add(name);
  }

  private async loadOnce(name: string): Promise<RemoteModule> {
    if (this.staleEntries.delete(name)) await this.refreshEntry(name);
    const started = this.options.now();
    const version = this.entry(name)?.version ?? 'desconocida';
    try {
      const module = await this.loadAndStart(name);
      this.settled(name, version, started, 'ok');
      return module;
    } catch (error) {
      const failure = asLoadError(name, version, error);
      this.settled(name, version, started, failure.reason);
      throw failure;
    }
  }

  private settled(remote: string, version: string, started: number, result: RemoteLoadSample['result']): void {
    this.options.onLoadSettled?.({ remote, version, ms: Math.min(60_000, Math.max(0, Math.round(this.options.now() - started))), result });
  }

  private async loadAndStart(name: string): Promise<RemoteModule> {
    const entry = this.entry(name);
    if (!entry) throw new RemoteLoadError(name, 'runtime', `El remoto «${name}» no está en el registro`);
    if (!acceptsPlatform(entry.platform)) {
      throw new RemoteLoadError(name, 'platform-mismatch', `El remoto «${name}» ${entry.version} necesita la plataforma ${entry.platform}`);
    }
    const module = asRemoteModule(await this.fetchModule(name));
    if (!module) throw new RemoteLoadError(name, 'runtime', `El remoto «${name}» no exporta { routes, slots?, startup? }`);
    await module.startup?.({ store: this.store, bootstrap: this.bootstrap, remote: { name, version: entry.version } });
    return module;
  }

  /**
   * The remote's module, in at most `attempts` tries that all end within the budget: a host that
   * hangs or refuses gets one more chance, and the fallback still shows within 3 s.
   */
  private async fetchModule(name: string): Promise<unknown> {
    const { attempts, budgetMs, now } = this.options;
    const started = now();
    let lastError: unknown;
    for (let attempt = 1; attempt <= attempts; attempt++) {
      const left = budgetMs - (now() - started);
      if (attempt > 1 && left < MIN_ATTEMPT_MS) break;
      try {
        return await withDeadline(this.loadRemoteModule(name), left, name);
      } catch (error) {
        lastError = error;
        if (!isRetryable(classifyLoadFailure(error))) break;
      }
    }
    throw lastError;
  }

  /** Asks the registry where `name` lives now; keeps the entry it has when the registry does not answer. */
  private async refreshEntry(name: string): Promise<void> {
    const { refreshEntries, onEntryChanged } = this.options;
    if (!refreshEntries) return;
    let fresh: RemoteEntry | undefined;
    try {
      fresh = (await withDeadline(refreshEntries(), REFRESH_TIMEOUT_MS, name)).find((remote) => remote.name === name);
    } catch {
      return;
    }
    const known = this.entry(name);
    if (!fresh || (known && known.entry === fresh.entry && known.version === fresh.version && known.platform === fresh.platform)) return;
    const update = fresh;
    this.current = known ? this.current.map((remote) => (remote.name === name ? update : remote)) : [...this.current, update];
    onEntryChanged?.(fresh);
  }
}
