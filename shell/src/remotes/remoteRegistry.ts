import type { RemoteEntry, ShellBootstrap, SlotName } from '@gangazo/contracts';
import { emitPlatformEvent, type AppStore, type RemoteModule } from '@gangazo/platform';
import { matchPath } from 'react-router';
import { acceptsPlatform } from './platformRange';
import { RemoteLoadError } from './RemoteLoadError';

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
  readonly entries: readonly RemoteEntry[];
  /** Told of every failed load (the server renderer reports them to the BFF). */
  onFailure?: (remote: string, error: unknown) => void;

  constructor(
    private readonly bootstrap: ShellBootstrap,
    private readonly store: AppStore,
    private readonly loadRemoteModule: LoadRemoteModule,
  ) {
    this.entries = bootstrap.remotes;
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
    const loads = this.namesForPath(pathname).map((name) => this.load(name).catch(() => undefined));
    await Promise.race([Promise.all(loads), new Promise((resolve) => setTimeout(resolve, timeoutMs))]);
  }

  /** Forgets a load (failed or not) so the next `load` fetches the remote again. */
  forget(name: string): void {
    this.loads.delete(name);
  }

  private async loadOnce(name: string): Promise<RemoteModule> {
    const entry = this.entry(name);
    if (!entry) throw new RemoteLoadError(name, 'unknown-remote', `El remoto «${name}» no está en el registro`);
    if (!acceptsPlatform(entry.platform)) {
      throw new RemoteLoadError(name, 'platform-mismatch', `El remoto «${name}» ${entry.version} necesita la plataforma ${entry.platform}`);
    }
    let loaded: unknown;
    try {
      loaded = await this.loadRemoteModule(name);
    } catch (error) {
      // Keep the runtime's own error name (ChunkLoadError triggers one reload after a deploy).
      if (error instanceof Error) throw error;
      throw new RemoteLoadError(name, 'load-failed', `No se pudo cargar el remoto «${name}»`, { cause: error });
    }
    const module = asRemoteModule(loaded);
    if (!module) throw new RemoteLoadError(name, 'invalid-module', `El remoto «${name}» no exporta { routes, slots?, startup? }`);
    await module.startup?.({ store: this.store, bootstrap: this.bootstrap, remote: { name, version: entry.version } });
    return module;
  }
}
