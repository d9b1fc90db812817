import { init, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteEntry } from '@gangazo/contracts';
import { loadTimeoutPlugin } from './loadTimeoutPlugin';
import { remoteScripts } from './remoteManifest';

// The shell's build leaves out the runtime's snapshot handling (webpack-config: disableSnapshot),
// which read each remote's mf-manifest.json: 1.3 KB of every first visit's JavaScript for what
// takes a few lines here. The registry still names manifests; this module reads them
// (remoteManifest.ts) and gives the runtime the container script they point to.

/** Absolute URL: relative names in a manifest are taken from where it lives. */
export function manifestUrl(entry: string): string {
  return new URL(entry, window.location.href).href;
}

/** Where each remote lives now (the registry's entry, after canary and overrides). */
const entries = new Map<string, string>();
/** The container script the runtime was given for each remote. */
const registered = new Map<string, string>();
/** Scripts already asked for ahead, so a second load of the same build adds no second hint. */
const preloaded = new Set<string>();

/**
 * Tells the federation runtime (created by the shell's build) where the remotes live. The URLs
 * come from the registry at run time; none is baked into the shell's build.
 */
export function startFederation(remotes: readonly RemoteEntry[]): void {
  init({ name: 'shell', remotes: [], plugins: [loadTimeoutPlugin()] });
  for (const remote of remotes) entries.set(remote.name, manifestUrl(remote.entry));
}

/** Points the runtime at a remote's new entry (the registry moved it since the page was served). */
export function pointFederationAt(remote: RemoteEntry): void {
  entries.set(remote.name, manifestUrl(remote.entry));
}

/**
 * The exposed module's own scripts, fetched while the container script loads instead of after it
 * (as the runtime's snapshot did). In the CORS mode the remote's chunk loader will ask them in
 * (webpack's: `crossorigin="anonymous"` only for another origin), or the browser fetches them twice.
 */
function preloadScripts(urls: readonly string[]): void {
  for (const url of urls) {
    if (preloaded.has(url)) continue;
    preloaded.add(url);
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    if (new URL(url).origin !== window.location.origin) link.crossOrigin = 'anonymous';
    link.href = url;
    document.head.appendChild(link);
  }
}

/** The module a remote exposes as `./remote`. */
export async function loadRemoteModule(name: string): Promise<unknown> {
  const entry = entries.get(name);
  if (!entry) throw new Error(`La federación no conoce el remoto ${name}`);
  const scripts = await remoteScripts(entry);
  if (registered.get(name) !== scripts.entry) {
    // A new build of a remote already loaded replaces it (force); the runtime then loads the new one.
    registerRemotes([{ name, entry: scripts.entry, entryGlobalName: scripts.globalName, type: 'global' }], { force: registered.has(name) });
    registered.set(name, scripts.entry);
  }
  preloadScripts(scripts.exposed);
  const loaded = await loadRemote<unknown>(`${name}/remote`);
  if (loaded == null) throw new Error(`La federación no devolvió el módulo ${name}/remote`);
  return loaded;
}
