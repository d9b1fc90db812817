// How prices and dates read on the site (es-CO). Pure and browser-safe: the design system's cards
// and @gangazo/platform share these, so a price looks the same wherever it is shown.

/**
 * A value made on first use. Intl formatters are costly to build (a page's first one loads locale
 * and time-zone data: tens of milliseconds on a mid-range phone), and building them all while the
 * module loads put that on every page's start-up, used or not.
 */
export function onFirstUse<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

const copFormatter = onFirstUse(() => new Intl.NumberFormat('es-CO', { style: 'currency', currency: 'COP', maximumFractionDigits: 0 }));

/** A price in Colombian pesos as people there read it: `$ 1.299.900`. */
export function formatCOP(amount: number): string {
  return copFormatter().format(amount);
}

const countFormatter = onFirstUse(() => new Intl.NumberFormat('es-CO'));

/** A count as people in Colombia read it: `12.480`. */
export function formatCount(value: number): string {
  return countFormatter().format(value);
}

const longDate = onFirstUse(() => new Intl.DateTimeFormat('es-CO', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'America/Bogota' }));
const shortDate = onFirstUse(() => new Intl.DateTimeFormat('es-CO', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'America/Bogota' }));

function toDate(value: Date | string | number): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * A date in Spanish, in Colombia's time zone so every visitor sees the same day:
 * `5 de marzo de 2025` (long) or `05/03/2025` (short). An unreadable date gives ''.
 */
export function formatDate(value: Date | string | number, style: 'long' | 'short' = 'long'): string {
  const date = toDate(value);
  if (!date) return '';
  return (style === 'long' ? longDate : shortDate)().format(date);
}
