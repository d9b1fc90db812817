import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import { init, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteEntryExports } from '@module-federation/runtime/types';
import type { RemoteEntry } from '@gangazo/contracts';
import { SERVER_API_ORIGIN } from '@gangazo/platform';

/** Returns a remote container's code for its URL, or throws; the BFF decides what may be loaded. */
export type LoadServerCode = (url: string) => Promise<string>;

/**
 * Federation on the server: the same runtime as in the browser, loading each remote's server
 * container (the registry's `serverEntry`). Every script the runtime asks for goes through
 * `loadCode` — never a network fetch of its own — so the BFF's allow-list is the only way in.
 */
export function startServerFederation(loadCode: LoadServerCode): void {
  init({
    name: 'shell',
    remotes: [],
    plugins: [
      {
        name: 'gangazo-server-code',
        // Replaces the runtime's own loading of a container (an HTTP fetch of any URL). A failure
        // must not escape here: the runtime does not handle it, and the BFF would die of an
        // unhandled rejection. It becomes a container whose modules cannot be had, so the load of
        // the page's part fails where the renderer handles it.
        async loadEntry({ remoteInfo }) {
          try {
            return evaluateContainer(await loadCode(remoteInfo.entry), remoteInfo.entry, remoteInfo.entryGlobalName);
          } catch (error) {
            return unusableContainer(error);
          }
        },
      },
    ],
  });
}

function unusableContainer(error: unknown): RemoteEntryExports {
  const reason = error instanceof Error ? error : new Error(String(error));
  return {
    init: () => undefined,
    get: () => Promise.reject(reason),
  } as unknown as RemoteEntryExports;
}

/** Runs a CommonJS container's code as Node would run a module file, and returns the container. */
function evaluateContainer(code: string, url: string, globalName: string): RemoteEntryExports {
  const wrapper = new vm.Script(`(function (exports, module, require, __dirname, __filename) {${code}\n})`, { filename: url });
  const module: { exports: Record<string, unknown> } = { exports: {} };
  const run = wrapper.runInThisContext() as (exports: object, module: object, require: NodeJS.Require, dirname: string, filename: string) => void;
  run(module.exports, module, createRequire(path.join(process.cwd(), 'remote-container.js')), '', url);
  const container = (module.exports[globalName] ?? module.exports) as RemoteEntryExports;
  if (typeof container.get !== 'function' || typeof container.init !== 'function') throw new Error(`${url} no es un contenedor de federación`);
  return container;
}

/** Absolute URL of a server container: a path on the site resolves against the in-process origin. */
export function serverEntryUrl(entry: string): string {
  return new URL(entry, SERVER_API_ORIGIN).href;
}

let registered = '';

/** Points the runtime at the registry's server containers; a deploy (another URL) replaces the old one. */
export function registerServerEntries(remotes: readonly RemoteEntry[]): void {
  const entries = remotes.filter((r) => r.serverEntry).map((r) => ({ name: r.name, entry: serverEntryUrl(r.serverEntry as string) }));
  const key = JSON.stringify(entries);
  if (key === registered) return;
  registerRemotes(entries, { force: true });
  registered = key;
}

/** The module a remote's server container exposes as `./remote`. */
export async function loadServerRemoteModule(name: string): Promise<unknown> {
  const loaded = await loadRemote<unknown>(`${name}/remote`);
  if (loaded == null) throw new Error(`La federación no devolvió el módulo ${name}/remote en el servidor`);
  return loaded;
}
