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

/**
 * Colombia's offset from UTC. It has had no daylight saving time since 1993, so a fixed offset
 * gives the same day as Intl with `timeZone: 'America/Bogota'` (format.test.ts checks it over
 * thousands of dates) without loading the time-zone and calendar data a DateTimeFormat needs: on
 * a phone that was a tenth of a second of the page's start-up, for two date formats.
 */
const BOGOTA_OFFSET_MS = -5 * 60 * 60 * 1000;
const MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];

const twoDigits = (value: number) => String(value).padStart(2, '0');

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
  const bogota = new Date(date.getTime() + BOGOTA_OFFSET_MS);
  const [day, month, year] = [bogota.getUTCDate(), bogota.getUTCMonth(), bogota.getUTCFullYear()];
  return style === 'long' ? `${day} de ${MONTHS[month]} de ${year}` : `${twoDigits(day)}/${twoDigits(month + 1)}/${year}`;
}
