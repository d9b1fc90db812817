// A staff member may load another build of a remote in their own browser only (like OpenMRS's
// import-map overrides): what they chose is kept in local storage, but the build itself always
// comes from the BFF's list for a staff session (GET /api/v1/remotes/:name/versions), so a value
// a visitor writes into storage loads nothing: without a staff session it is ignored, and an
// entry the BFF does not list is dropped.
import type { RemoteVersionChoice } from '@gangazo/contracts';
import { OVERRIDE_PARAM, OVERRIDES_KEY } from './overrideHint';
import type { VersionOverride } from './versionChoice';

export { OVERRIDE_PARAM, OVERRIDES_KEY };

const REMOTE_NAME = /^[a-z][a-z0-9_]{1,30}$/;

type KeptStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The BFF's answer for one remote: its versions (200), or the status that refused. */
export type FetchVersions = (remote: string) => Promise<{ status: number; versions?: RemoteVersionChoice[] }>;

export interface OverrideSources {
  storage: KeptStorage | null;
  /** The page's query string (`location.search`). */
  search: string;
  /** Whether a session token is kept (only a session can be staff). */
  signedIn: boolean;
  fetchVersions: FetchVersions;
  /** Takes `?probar=` out of the address once read, so a reload or a shared link does not repeat it. */
  dropParam: () => void;
}

/** The kept choices, `{ remote: entry }`; anything malformed is left out. */
export function readKeptOverrides(storage: Pick<Storage, 'getItem'> | null): Map<string, string> {
  const kept = new Map<string, string>();
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(OVERRIDES_KEY) ?? '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return kept;
    for (const [remote, entry] of Object.entries(parsed)) {
      if (REMOTE_NAME.test(remote) && typeof entry === 'string' && entry.length > 0 && entry.length <= 500) kept.set(remote, entry);
    }
  } catch {
    // Not JSON: nothing chosen.
  }
  return kept;
}

function keep(storage: KeptStorage | null, kept: Map<string, string>): void {
  try {
    if (kept.size === 0) storage?.removeItem(OVERRIDES_KEY);
    else storage?.setItem(OVERRIDES_KEY, JSON.stringify(Object.fromEntries(kept)));
  } catch {
    // Storage refused: the choice lasts this page only.
  }
}

/** Forgets the override of `remote` ('Quitar' on the banner); the next page load uses the registry's build. */
export function removeOverride(storage: KeptStorage | null, remote: string): void {
  const kept = readKeptOverrides(storage);
  kept.delete(remote);
  keep(storage, kept);
}

/** `?probar=coupons@1.4.0` → { remote: 'coupons', version: '1.4.0' }. */
export function requestedOverride(search: string): { remote: string; version: string } | null {
  const value = new URLSearchParams(search).get(OVERRIDE_PARAM);
  const at = value?.indexOf('@') ?? -1;
  if (!value || at < 1) return null;
  const remote = value.slice(0, at);
  const version = value.slice(at + 1);
  return REMOTE_NAME.test(remote) && version.length > 0 && version.length <= 64 ? { remote, version } : null;
}

/**
 * The overrides in effect for this browser. No network at all when nothing is chosen (every visitor
 * but a staff member trying a version). Each chosen remote's versions are asked of the BFF with the
 * session: a refusal (not signed in, not staff) ignores the choice and keeps it for a later staff
 * session; a remote or an entry the BFF no longer lists is forgotten; a BFF that does not answer
 * leaves the page on the registry's builds this time.
 */
export async function resolveOverrides(sources: OverrideSources): Promise<VersionOverride[]> {
  const kept = readKeptOverrides(sources.storage);
  const requested = requestedOverride(sources.search);
  if (new URLSearchParams(sources.search).has(OVERRIDE_PARAM)) sources.dropParam();
  const remotes = new Set([...kept.keys(), ...(requested ? [requested.remote] : [])]);
  if (remotes.size === 0 || !sources.signedIn) return [];

  const answers = await Promise.all(
    [...remotes].map(async (remote) => {
      try {
        return { remote, ...(await sources.fetchVersions(remote)) };
      } catch {
        return { remote, status: 0 };
      }
    }),
  );
  const overrides: VersionOverride[] = [];
  let changed = false;
  for (const { remote, status, versions } of answers) {
    if (status === 401 || status === 403) return [];
    if (status === 404) {
      changed = kept.delete(remote) || changed;
      continue;
    }
    if (status !== 200 || !versions) continue;
    const asked = requested?.remote === remote ? versions.find((v) => v.version === requested.version) : undefined;
    if (requested?.remote === remote && !asked) console.warn(`La versión ${requested.version} de «${remote}» no está entre las que el registro conoce.`);
    const choice = asked ?? versions.find((v) => v.entry === kept.get(remote));
    if (choice) {
      overrides.push({ remote, choice });
      if (kept.get(remote) !== choice.entry) {
        kept.set(remote, choice.entry);
        changed = true;
      }
    } else if (kept.delete(remote)) {
      changed = true;
    }
  }
  if (changed) keep(sources.storage, kept);
  return overrides;
}

/** GET /api/v1/remotes/:name/versions with the session, within `timeoutMs`. */
export function versionsFromBff(token: string, timeoutMs: number): FetchVersions {
  return async (remote) => {
    const response = await fetch(`/api/v1/remotes/${encodeURIComponent(remote)}/versions`, {
      headers: { authorization: `Bearer ${token}` },
      cache: 'no-store',
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) return { status: response.status };
    const body = (await response.json()) as { versions?: unknown };
    return { status: 200, versions: Array.isArray(body.versions) ? (body.versions as RemoteVersionChoice[]) : [] };
  };
}
