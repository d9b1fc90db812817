// The BFF's own scheduler for the daily summary: wakes at `DIGEST_HOUR`:00 Bogotá and runs the day's
// summary under the day's lock, so with several instances one sends. A start after today's hour
// (a deploy, a crash) catches up a minute later, under the same lock.
import type { Clock } from './clock';
import { digestDueToday, nextDigestAt } from './clock';
import { runDigest, type DigestContext, type DigestResult } from './run';

export interface Timers {
  setTimeout: (callback: () => void, ms: number) => { unref?: () => void };
  clearTimeout: (handle: never) => void;
}

const CATCH_UP_DELAY_MS = 60_000;
/** Timers longer than this are capped (setTimeout overflows past ~24.8 days; a day is plenty). */
const MAX_WAIT_MS = 6 * 60 * 60 * 1000;

export interface DigestScheduler {
  stop(): void;
  /** Resolves with each run's result (tests). */
  readonly runs: Promise<DigestResult>[];
}

export function startDigestScheduler(context: DigestContext, options: { hour: number; clock: Clock; timers?: Timers }): DigestScheduler {
  const timers: Timers = options.timers ?? { setTimeout: (callback, ms) => setTimeout(callback, ms), clearTimeout: (handle) => clearTimeout(handle) };
  let handle: ReturnType<Timers['setTimeout']> | null = null;
  let stopped = false;
  const runs: Promise<DigestResult>[] = [];

  const wait = (ms: number, then: () => void) => {
    if (stopped) return;
    handle = timers.setTimeout(then, Math.max(0, Math.min(ms, MAX_WAIT_MS)));
    handle.unref?.();
  };

  const tick = () => {
    const now = options.clock();
    if (digestDueToday(now, options.hour)) {
      const run = runDigest(context, now, { lock: true });
      runs.push(run);
      run.catch((error: unknown) => context.log?.(`El resumen diario falló: ${error instanceof Error ? error.message : String(error)}`)).finally(() => schedule());
      return;
    }
    schedule();
  };

  const schedule = () => {
    const now = options.clock();
    wait(nextDigestAt(now, options.hour).getTime() - now.getTime(), tick);
  };

  // The first look a minute after start: today's run if it is due and nobody has done it.
  wait(CATCH_UP_DELAY_MS, tick);
  return {
    runs,
    stop() {
      stopped = true;
      if (handle) timers.clearTimeout(handle as never);
    },
  };
}
