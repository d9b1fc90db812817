import type { RemoteEntry } from '@gangazo/contracts';
import { reportError } from '@gangazo/platform';
import { classifyLoadFailure } from '../remotes/loadFailure';
import { attributeError, codeOwners } from './attributeError';

interface Shell {
  version: string;
  /** The registry's entries as they are now (a retry may have moved a remote). */
  entries: () => readonly RemoteEntry[];
}

function stackOf(error: unknown): string | undefined {
  return error instanceof Error ? error.stack : undefined;
}

/**
 * Reports what no error boundary sees — event handlers, timers, promise rejections — to the part
 * of the site whose code threw it, with that part's live version. A chunk a remote could not fetch
 * later on (a lazy import) is reported as `chunk-missing`, anything else as `runtime`.
 */
export function reportUncaught(target: Window, shell: Shell): void {
  const report = (error: unknown, filename: string | undefined) => {
    const owner = attributeError({ filename, stack: stackOf(error) }, codeOwners(shell.entries(), target.location.href), { source: 'shell', version: shell.version });
    const reason = classifyLoadFailure(error) === 'chunk-missing' ? 'chunk-missing' : 'runtime';
    reportError(error, { ...owner, reason });
  };
  target.addEventListener('error', (event: ErrorEvent) => {
    // A resource that failed to load (an <img>, a <script>) fires a plain Event here, not an ErrorEvent.
    if (!(event instanceof ErrorEvent)) return;
    report(event.error ?? event.message, event.filename || undefined);
  });
  target.addEventListener('unhandledrejection', (event: PromiseRejectionEvent) => report(event.reason, undefined));
}
