import type { MonitoringReason, MonitoringReport } from '@gangazo/contracts';

/** Spec §7 Other: error reports go through this same-origin tunnel. */
export const MONITORING_PATH = '/monitoring';
const DEDUPE_WINDOW_MS = 10_000;
const recentReports = new Map<string, number>();

export interface ErrorSource {
  /** `shell` or the remote's name from remote.json. */
  source: string;
  version: string;
  level?: MonitoringReport['level'];
  /** Why it failed; `runtime` (a handler, a timer, a promise) unless said. */
  reason?: MonitoringReason;
}

function describe(error: unknown): { message: string; stack?: string } {
  if (error instanceof Error) return { message: `${error.name}: ${error.message}`, stack: error.stack };
  try {
    return { message: typeof error === 'string' ? error : JSON.stringify(error) };
  } catch {
    return { message: String(error) };
  }
}

/** The page address without secrets: a password-reset link carries its token in the query. */
function reportedUrl(): string {
  try {
    const url = new URL(window.location.href);
    if (url.searchParams.has('token')) url.searchParams.set('token', '[redacted]');
    return url.href;
  } catch {
    return '';
  }
}

/** Keeps a crash loop (a component throwing on every render) from flooding the tunnel. */
function seenRecently(key: string, now: number): boolean {
  for (const [seenKey, at] of recentReports) if (now - at > DEDUPE_WINDOW_MS) recentReports.delete(seenKey);
  if (recentReports.has(key)) return true;
  recentReports.set(key, now);
  return false;
}

/**
 * Sends an error, tagged with the part of the site it came from, to `/monitoring`.
 * Never throws: reporting an error must not cause another one.
 */
export function reportError(error: unknown, { source, version, level = 'error', reason = 'runtime' }: ErrorSource): void {
  try {
    const { message, stack } = describe(error);
    const report: MonitoringReport = {
      source: source.slice(0, 40) || 'unknown',
      version: version.slice(0, 64),
      level,
      reason,
      message: (message || 'Error sin mensaje').slice(0, 2000),
      ...(stack ? { stack: stack.slice(0, 20000) } : {}),
      url: reportedUrl().slice(0, 2000),
    };
    if (seenRecently(`${report.source}|${report.version}|${reason}|${report.message}`, Date.now())) return;
    void fetch(MONITORING_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(report),
      // Lets a report sent while the page unloads still arrive.
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // Nothing sensible left to do.
  }
}

/** For tests: forget which reports were sent. */
export function resetReportedErrors(): void {
  recentReports.clear();
}
