/**
 * Spanish names of the units, one and many. Written out rather than Intl.RelativeTimeFormat: the
 * words are few and fixed (timeAgo.test.ts checks them against Intl), and a RelativeTimeFormat
 * loads its own locale data on a page's first card, tens of milliseconds of a phone's start-up.
 */
const UNITS = {
  minute: ['minuto', 'minutos'],
  hour: ['hora', 'horas'],
  day: ['día', 'días'],
  month: ['mes', 'meses'],
  year: ['año', 'años'],
} as const;

export type TimeAgoUnit = keyof typeof UNITS;

/** 'hace 3 horas', as Intl.RelativeTimeFormat('es-CO') says a past count of whole units. */
export function ago(count: number, unit: TimeAgoUnit): string {
  const [one, many] = UNITS[unit];
  return `hace ${count} ${count === 1 ? one : many}`;
}

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
  if (minutes < 60) return ago(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return ago(hours, 'hour');
  const days = Math.floor(hours / 24);
  if (days < 30) return ago(days, 'day');
  if (days < 365) return ago(Math.floor(days / 30), 'month');
  return ago(Math.floor(days / 365), 'year');
}
