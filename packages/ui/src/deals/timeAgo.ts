import { onFirstUse } from '@gangazo/contracts/catalog/format';

// Built on first use: see onFirstUse.
const relative = onFirstUse(() => new Intl.RelativeTimeFormat('es-CO', { numeric: 'always' }));

/**
 * How long ago something was posted, as people say it in Spanish: 'hace 3 horas', 'hace 2 días'.
 * Under a minute (or a clock a little ahead of ours) is 'hace un momento'.
 */
export function timeAgo(date: string | Date, now: number = Date.now()): string {
  const then = new Date(date).getTime();
  if (Number.isNaN(then)) return '';
  const seconds = (now - then) / 1000;
  if (seconds < 60) return 'hace un momento';
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return relative().format(-minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return relative().format(-hours, 'hour');
  const days = Math.floor(hours / 24);
  if (days < 30) return relative().format(-days, 'day');
  if (days < 365) return relative().format(-Math.floor(days / 30), 'month');
  return relative().format(-Math.floor(days / 365), 'year');
}
