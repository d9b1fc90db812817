import { init, loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteEntry } from '@gangazo/contracts';
import { loadTimeoutPlugin } from './loadTimeoutPlugin';

/** Absolute URL: the runtime derives a remote's public path from where its manifest lives. */
function manifestUrl(entry: string): string {
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

/** The module a remote exposes as `./remote`. */
export async function loadRemoteModule(name: string): Promise<unknown> {
  const loaded = await loadRemote<unknown>(`${name}/remote`);
  if (loaded == null) throw new Error(`La federación no devolvió el módulo ${name}/remote`);
  return loaded;
}
