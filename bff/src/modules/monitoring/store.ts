import type { MonitoringReason, MonitoringReport, RemoteHealth, RemoteLoadSample, StoredMonitoringReport } from '@gangazo/contracts';

const HOUR_MS = 60 * 60 * 1000;
/** Reports kept per remote for the admin page. */
export const REPORTS_PER_REMOTE = 50;
/** Events (errors, loads) kept per remote for the last hour's numbers: a flood is counted up to here. */
const EVENTS_PER_REMOTE = 5_000;
/** A stored report keeps this much of its stack: enough to read, small enough for 50 × every remote. */
const STORED_STACK_CHARS = 4_000;

interface Timed<T> {
  at: number;
  value: T;
}

/** Appends, then drops the oldest past `max`. */
function pushBounded<T>(list: T[], item: T, max: number): void {
  list.push(item);
  if (list.length > max) list.splice(0, list.length - max);
}

function p75(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(sorted.length * 0.75) - 1] ?? null;
}

/**
 * The last reports and loads of each remote, in this BFF's memory (each instance keeps its own;
 * the metrics and the forwarding to error trackers are the durable record). Every list is bounded,
 * and only registered remotes and `shell` reach it (the routes check), so it cannot grow without end.
 */
export class MonitoringStore {
  private readonly reports = new Map<string, StoredMonitoringReport[]>();
  private readonly errors = new Map<string, Timed<MonitoringReason>[]>();
  private readonly loads = new Map<string, Timed<{ ms: number; ok: boolean }>[]>();

  constructor(private readonly now: () => number = Date.now) {}

  addReport(report: MonitoringReport): StoredMonitoringReport {
    const at = this.now();
    const stored: StoredMonitoringReport = {
      ...report,
      ...(report.stack ? { stack: report.stack.slice(0, STORED_STACK_CHARS) } : {}),
      reason: report.reason ?? 'runtime',
      receivedAt: new Date(at).toISOString(),
    };
    pushBounded(this.listOf(this.reports, report.source), stored, REPORTS_PER_REMOTE);
    pushBounded(this.listOf(this.errors, report.source), { at, value: stored.reason }, EVENTS_PER_REMOTE);
    return stored;
  }

  addLoad(sample: RemoteLoadSample): void {
    pushBounded(this.listOf(this.loads, sample.remote), { at: this.now(), value: { ms: sample.ms, ok: sample.result === 'ok' } }, EVENTS_PER_REMOTE);
  }

  /** The last hour of `name`: errors by reason, load success rate and p75 load time, and its last reports. */
  health(name: string, version: string): RemoteHealth {
    const since = this.now() - HOUR_MS;
    const errors = (this.errors.get(name) ?? []).filter((event) => event.at >= since);
    const loads = (this.loads.get(name) ?? []).filter((event) => event.at >= since);
    const errorsByReason: Record<string, number> = {};
    for (const { value } of errors) errorsByReason[value] = (errorsByReason[value] ?? 0) + 1;
    const succeeded = loads.filter((load) => load.value.ok);
    return {
      name,
      version,
      errorsLastHour: errors.length,
      errorsByReason,
      loadsLastHour: loads.length,
      loadSuccessRate: loads.length === 0 ? null : succeeded.length / loads.length,
      p75LoadMs: p75(succeeded.map((load) => load.value.ms)),
      lastReports: [...(this.reports.get(name) ?? [])].reverse(),
    };
  }

  private listOf<T>(map: Map<string, T[]>, key: string): T[] {
    let list = map.get(key);
    if (!list) map.set(key, (list = []));
    return list;
  }
}
