const RELOAD_GUARD_KEY = 'gangazo:chunk-reload-at';
const RELOAD_GUARD_MS = 60_000;

/**
 * After a deploy, a page opened before it asks for chunks that no longer exist. webpack names that
 * failure `ChunkLoadError`; federation reports a script that did not load as `ScriptNetworkError`.
 */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && (error.name === 'ChunkLoadError' || /Loading (CSS )?chunk [\w-]+ failed/.test(error.message));
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
