// Which build of each remote this browser loads: the stable entry, the canary when the browser's
// bucket falls in its share, or a version a staff member chose for their own browser (override.ts).
import type { RemoteEntry, RemoteVersionChoice } from '@gangazo/contracts';
import { matchPath } from 'react-router';

/** Local storage key of this browser's canary bucket: a number in [0, 100), drawn once. */
export const CANARY_BUCKET_KEY = 'gangazo:canary-bucket';

/**
 * This browser's bucket, drawn once and kept, so it stays in (or out of) a canary across page loads
 * and as the share grows (5 % → 50 % keeps the first 5 % in). Null when nothing can be kept: such a
 * browser gets the stable build unless a canary is at 100 %.
 */
export function canaryBucket(storage: Pick<Storage, 'getItem' | 'setItem'> | null, random: () => number = Math.random): number | null {
  if (!storage) return null;
  try {
    const kept = Number.parseFloat(storage.getItem(CANARY_BUCKET_KEY) ?? '');
    if (Number.isFinite(kept) && kept >= 0 && kept < 100) return kept;
    const drawn = Math.min(99.999, Math.max(0, random() * 100));
    storage.setItem(CANARY_BUCKET_KEY, drawn.toFixed(3));
    return drawn;
  } catch {
    // Storage refused (private mode, quota): nothing is sticky, so no canary.
    return null;
  }
}

/** Whether a browser in `bucket` loads a canary at `percent` (0: nobody; 100: everybody). */
export function inCanary(bucket: number | null, percent: number): boolean {
  if (percent >= 100) return true;
  return bucket !== null && bucket < percent;
}

/** A version a staff member chose for `remote` in their own browser, as the BFF listed it. */
export interface VersionOverride {
  remote: string;
  choice: RemoteVersionChoice;
}

export type VersionSource = 'stable' | 'canary' | 'override';

export interface ChosenVersions {
  /** The entries this browser loads: the registry's, with canaries and overrides put in place. */
  remotes: RemoteEntry[];
  /** Where each remote's chosen build comes from. */
  sources: ReadonlyMap<string, VersionSource>;
  /** The overrides in effect (the banner shows them). */
  overrides: VersionOverride[];
}

function withBuild(remote: RemoteEntry, build: Pick<RemoteEntry, 'version' | 'entry' | 'serverEntry' | 'routes' | 'slots' | 'platform'>): RemoteEntry {
  const { canary: _canary, serverEntry: _serverEntry, ...rest } = remote;
  return {
    ...rest,
    version: build.version,
    entry: build.entry,
    ...(build.serverEntry ? { serverEntry: build.serverEntry } : {}),
    routes: [...build.routes],
    slots: [...build.slots],
    platform: build.platform,
  };
}

/** Each remote's build for this browser: an override first, then the canary its bucket falls in, else stable. */
export function chooseVersions(registry: readonly RemoteEntry[], bucket: number | null, overrides: readonly VersionOverride[] = []): ChosenVersions {
  const sources = new Map<string, VersionSource>();
  const applied: VersionOverride[] = [];
  const remotes = registry.map((remote) => {
    const override = overrides.find((o) => o.remote === remote.name);
    if (override) {
      sources.set(remote.name, 'override');
      applied.push(override);
      return withBuild(remote, override.choice);
    }
    if (remote.canary && inCanary(bucket, remote.canary.percent)) {
      sources.set(remote.name, 'canary');
      return withBuild(remote, remote.canary);
    }
    sources.set(remote.name, 'stable');
    return withBuild(remote, remote);
  });
  return { remotes, sources, overrides: applied };
}

/**
 * Whether a server-rendered page must be drawn again by this browser instead of hydrated. The
 * server always renders with the stable builds (it cannot know a browser's bucket or overrides);
 * hydrating that HTML with another build's code would mix two versions' markup in one page. So when
 * a remote this page shows (the page's owner, or a slot in the frame) is loaded in another build
 * here, the browser renders the page itself (the server's data is still used, nothing is fetched
 * twice). Pages that show only stable builds hydrate as usual, and later navigations render in the
 * browser anyway, with the chosen builds.
 */
export function mustRenderInBrowser(pathname: string, stable: readonly RemoteEntry[], chosen: ChosenVersions): boolean {
  const shows = (remote: Pick<RemoteEntry, 'routes' | 'slots'>) => remote.slots.length > 0 || remote.routes.some((route) => matchPath(route, pathname) !== null);
  return chosen.remotes.some((remote) => {
    const served = stable.find((s) => s.name === remote.name);
    if (served && served.entry === remote.entry && served.version === remote.version) return false;
    return shows(remote) || (served !== undefined && shows(served));
  });
}
