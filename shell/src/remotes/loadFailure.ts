import { RemoteLoadError, type RemoteLoadReason } from './RemoteLoadError';

function text(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}

/**
 * Why loading a remote failed, from what the federation runtime, webpack or the shell's own
 * manifest reading (remoteManifest.ts) threw:
 * - a fetch or script that ran out of time (`TimeoutError`, `… timed out`) → `load-timeout`;
 * - a file the build names that is not there: webpack's `ChunkLoadError`, an entry script that did
 *   not load although its manifest just did (RUNTIME-008 ScriptNetworkError: a script tag cannot
 *   tell a 404 from a refusal, but the host has just answered), an entry without the container
 *   (RUNTIME-001) or without the module (RUNTIME-014), a manifest answered 404 or 410 → `chunk-missing`;
 * - any other failure to fetch or read the manifest (refused, another HTTP error, not a manifest,
 *   RUNTIME-003/013…) → `load-network`;
 * - the remote's own code throwing (start-up, a module without routes) → `runtime`.
 */
export function classifyLoadFailure(error: unknown): RemoteLoadReason {
  if (error instanceof RemoteLoadError) return error.reason;
  const described = text(error);
  if (/TimeoutError|timed out/i.test(described)) return 'load-timeout';
  // The entry arrived but threw while running: the remote's own code, not its host.
  if (/ScriptExecutionError/.test(described)) return 'runtime';
  if (/ChunkLoadError|Loading (CSS )?chunk [\w-]+ failed|\bRUNTIME-0(01|08|14)\b|ScriptNetworkError|respondió HTTP 4(04|10)\b/.test(described)) return 'chunk-missing';
  if (/\bRUNTIME-0\d\d\b|Failed to fetch|NetworkError|respondió HTTP|no es un manifiesto/.test(described)) return 'load-network';
  return 'runtime';
}

/** Load failures worth a second attempt: the host or a file may answer the next time; a remote's own code or platform will not change. */
export function isRetryable(reason: RemoteLoadReason): boolean {
  return reason !== 'runtime' && reason !== 'platform-mismatch';
}
