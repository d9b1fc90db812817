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

export function configureAlertRuntime(value: AlertRuntime): void {
  runtime = value;
}

export function alertRuntime(): AlertRuntime | null {
  return runtime;
}
