// What the alert hooks need from the app (mailer, addresses, secret, logger). Set once when the
// routes are registered; the hooks are plain functions other modules call without an app at hand.
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../../lib/mailer';

export interface AlertRuntime {
  mailer: Mailer;
  siteUrl: string;
  siteName: string;
  /** Signs unsubscribe links. */
  secret: string;
  log: Pick<FastifyBaseLogger, 'error' | 'warn' | 'info'>;
}

let runtime: AlertRuntime | null = null;
const pending = new Set<Promise<unknown>>();

export function configureAlertRuntime(value: AlertRuntime): void {
  runtime = value;
}

export function alertRuntime(): AlertRuntime | null {
  return runtime;
}

/** Runs mail work after the caller's answer, logging failures (mail never fails a publication). */
export function inBackground(what: string, work: () => Promise<unknown>): void {
  const task = work().catch((error: unknown) => runtime?.log.error({ err: error }, `${what} falló`));
  pending.add(task);
  void task.finally(() => pending.delete(task));
}

/** Waits for queued mail (tests, and a clean shutdown). */
export async function settleBackgroundMail(): Promise<void> {
  while (pending.size > 0) await Promise.all([...pending]);
}
