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
const countFormatter = onFirstUse(() => new Intl.NumberFormat('es-CO'));

/**
 * Whole numbers below this are written out here; anything else (fractions of a count, NaN,
 * infinities, amounts past the exact integers) goes to Intl.
 */
const WRITTEN_OUT_BELOW = Number.MAX_SAFE_INTEGER;
const NBSP = '\u00a0';

/** `1299900` → `1.299.900`: es-CO groups thousands with dots, from four digits on. */
function groupThousands(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+$)/g, '.');
}

/** Intl's sign: `-` for every negative amount, −0 included. */
function minus(value: number): string {
  return value < 0 || Object.is(value, -0) ? '-' : '';
}

/**
 * A price in Colombian pesos as people there read it: `$ 1.299.900` (a no-break space after the
 * sign), rounded half away from zero, `-$ 1.500` below zero. Written out, as Intl says it
 * (format.test.ts compares them over many amounts): building the es-CO currency format loads the
 * locale's number data, a long task of the page's start-up on a phone, for a format this simple.
 */
export function formatCOP(amount: number): string {
  const whole = Math.round(Math.abs(amount));
  if (!(whole < WRITTEN_OUT_BELOW)) return copFormatter().format(amount);
  return `${minus(amount)}$${NBSP}${groupThousands(whole)}`;
}

/** A count as people in Colombia read it: `12.480` (written out for whole numbers, like prices). */
export function formatCount(value: number): string {
  if (!Number.isInteger(value) || !(Math.abs(value) < WRITTEN_OUT_BELOW)) return countFormatter().format(value);
  return `${minus(value)}${groupThousands(Math.abs(value))}`;
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
