import { init, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteEntry } from '@gangazo/contracts';
import { loadTimeoutPlugin } from './loadTimeoutPlugin';

/** Absolute URL: the runtime derives a remote's public path from where its manifest lives. */
export function manifestUrl(entry: string): string {
  return new URL(entry, window.location.href).href;
}

/**
 * Tells the federation runtime (created by the shell's build) where the remotes live. The URLs
 * come from the registry at run time; none is baked into the shell's build.
 */
export function startFederation(remotes: readonly RemoteEntry[]): void {
  init({
    name: 'shell',
    remotes: remotes.map((remote) => ({ name: remote.name, entry: manifestUrl(remote.entry) })),
    plugins: [loadTimeoutPlugin()],
  });
}

/** Points the runtime at a remote's new entry (the registry moved it since the page was served). */
export function pointFederationAt(remote: RemoteEntry): void {
  registerRemotes([{ name: remote.name, entry: manifestUrl(remote.entry) }], { force: true });
}

/** The module a remote exposes as `./remote`. */
export async function loadRemoteModule(name: string): Promise<unknown> {
  const loaded = await loadRemote<unknown>(`${name}/remote`);
  if (loaded == null) throw new Error(`La federación no devolvió el módulo ${name}/remote`);
  return loaded;
}
