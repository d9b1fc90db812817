import type { MonitoringReason } from '@gangazo/contracts';

const RELOAD_GUARD_KEY = 'gangazo:chunk-reload-at';
const RELOAD_GUARD_MS = 60_000;

/**
 * The federation runtime's codes (@module-federation/error-codes) for a remote whose files could
 * not be fetched or used: 001 no exports in the entry, 002 no `init`, 003 manifest, 004 remote not
 * found, 007 snapshot, 008 the entry script, 011 no entry URL, 013 not a manifest, 014 module not
 * exposed, 015 container start-up. The other codes are programming errors a reload cannot fix.
 */
const FEDERATION_LOAD_CODES = /\bRUNTIME-0(?:0[1-478]|1[1345])\b/;

/** Reasons a load failure is reported with (MonitoringReason), read from a failure that carries one. */
const REASONS: readonly MonitoringReason[] = ['render', 'runtime', 'load-timeout', 'load-network', 'platform-mismatch', 'chunk-missing'];

/** The `reason` a failure carries (the shell's RemoteLoadError does), if it is a known one. */
export function failureReason(error: unknown): MonitoringReason | undefined {
  const reason = error && typeof error === 'object' ? (error as { reason?: unknown }).reason : undefined;
  return REASONS.find((known) => known === reason);
}

/**
 * After a deploy, a page opened before it asks for chunks that no longer exist. webpack names that
 * failure `ChunkLoadError`; federation reports a script that did not load as `ScriptNetworkError`.
 */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && (error.name === 'ChunkLoadError' || /Loading (CSS )?chunk [\w-]+ failed/.test(error.message));
}

/** Any failure of the federation runtime to fetch or start a remote, or of webpack to fetch a chunk. */
export function isFederationLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return isChunkLoadError(error) || FEDERATION_LOAD_CODES.test(error.message) || /^Script(Network|Execution)Error$/.test(error.name);
}

/**
 * Whether a fresh page could fix this failure: a load error whose files may have moved with a
 * deploy (`chunk-missing` when the shell says why). Not a host that does not answer or refuses (a
 * reload would fail the same way and lose what the visitor typed) and not a remote built for
 * another platform (the new page has the same shell).
 */
export function mayBeStaleBuild(error: unknown): boolean {
  const reason = failureReason(error);
  if (reason) return reason === 'chunk-missing';
  const cause = error instanceof Error ? error.cause : undefined;
  const failure = isFederationLoadError(error) ? error : isFederationLoadError(cause) ? cause : undefined;
  if (!(failure instanceof Error)) return false;
  return !/timed out|TimeoutError/i.test(failure.message);
}

/**
 * Reloads the page to pick up the new build, at most once a minute per tab, so a chunk that is
 * really gone shows the fallback instead of reloading forever. Returns whether it reloaded.
 */
export function reloadOnceForNewBuild(now = Date.now(), reload = () => window.location.reload()): boolean {
  try {
    const last = Number(window.sessionStorage.getItem(RELOAD_GUARD_KEY) ?? 0);
    if (now - last < RELOAD_GUARD_MS) return false;
    window.sessionStorage.setItem(RELOAD_GUARD_KEY, String(now));
  } catch {
    // Without sessionStorage there is no guard against a reload loop: do not reload.
    return false;
  }
  reload();
  return true;
}
