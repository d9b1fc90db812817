import { MANIFEST_TIMEOUT_MS } from './loadTimeoutPlugin';

/** What the shell needs of a remote's mf-manifest.json to load its `./remote`. */
export interface RemoteScripts {
  /** The container script (remoteEntry.<hash>.js), absolute. */
  entry: string;
  /** The global the container script defines. */
  globalName: string;
  /** The scripts `./remote` needs at once, absolute: fetched beside the container script. */
  exposed: string[];
}

interface ManifestShape {
  metaData?: { remoteEntry?: { name?: string; path?: string }; globalName?: string; publicPath?: string };
  exposes?: { name?: string; assets?: { js?: { sync?: string[] } } }[];
}

/**
 * Reads a manifest into the addresses of the remote's scripts. Names are taken from the build's
 * public path, or from the manifest's own folder when the build says `auto` (ours do: a deployed
 * build works wherever it is copied). The registry checked the manifest when the build was
 * deployed (BFF deploy-check.ts); what is checked here is that the address still serves one.
 */
export function remoteScriptsFrom(manifest: unknown, manifestUrl: string): RemoteScripts {
  const { metaData: meta, exposes } = (manifest ?? {}) as ManifestShape;
  const file = meta?.remoteEntry?.name;
  if (typeof file !== 'string' || !file || typeof meta?.globalName !== 'string') throw new Error(`${manifestUrl} no es un manifiesto de Module Federation`);
  const base = new URL(meta.publicPath && meta.publicPath !== 'auto' ? meta.publicPath : './', manifestUrl);
  const folder = meta.remoteEntry?.path ? `${meta.remoteEntry.path.replace(/\/$/, '')}/` : '';
  const exposed = exposes?.find((expose) => expose.name === 'remote')?.assets?.js?.sync;
  return {
    entry: new URL(folder + file, base).href,
    globalName: meta.globalName,
    exposed: Array.isArray(exposed) ? exposed.map((name) => new URL(name, base).href) : [],
  };
}

const read = new Map<string, Promise<RemoteScripts>>();

/**
 * A remote's scripts, from its manifest: fetched once per address, with the same time limit the
 * federation runtime's own manifest fetch had. A failure is forgotten, so the registry's next
 * attempt really asks again.
 */
export function remoteScripts(manifestUrl: string, fetchManifest: typeof fetch = fetch): Promise<RemoteScripts> {
  let pending = read.get(manifestUrl);
  if (!pending) {
    pending = fetchManifest(manifestUrl, { signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) })
      .then(async (response) => {
        if (!response.ok) throw new Error(`${manifestUrl} respondió HTTP ${response.status}`);
        // An error page answered 200 is not JSON: the same error as JSON that is not a manifest.
        const manifest: unknown = await response.json().catch(() => null);
        return remoteScriptsFrom(manifest, manifestUrl);
      })
      .catch((error: unknown) => {
        read.delete(manifestUrl);
        throw error;
      });
    read.set(manifestUrl, pending);
  }
  return pending;
}
