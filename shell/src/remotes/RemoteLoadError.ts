import type { MonitoringReason } from '@gangazo/contracts';

/** Why a remote could not be used: the load reasons of a MonitoringReport, or `runtime` for its own code. */
export type RemoteLoadReason = Exclude<MonitoringReason, 'render'>;

/** A remote that could not be used; `reason` goes on the report and decides the reload guard. */
export class RemoteLoadError extends Error {
  constructor(
    readonly remote: string,
    readonly reason: RemoteLoadReason,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'RemoteLoadError';
    // The report sends this error's stack: keep where the runtime (or the remote) really failed.
    if (options?.cause instanceof Error && options.cause.stack) this.stack = `${this.stack ?? ''}\nCaused by: ${options.cause.stack}`;
  }
}
