/** A remote that could not be used; `reason` says why, for the report. */
export class RemoteLoadError extends Error {
  constructor(
    readonly remote: string,
    readonly reason: 'platform-mismatch' | 'load-failed' | 'invalid-module' | 'unknown-remote',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'RemoteLoadError';
  }
}
