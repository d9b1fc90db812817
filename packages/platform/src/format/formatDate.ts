const longDate = new Intl.DateTimeFormat('es-CO', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'America/Bogota' });
const shortDate = new Intl.DateTimeFormat('es-CO', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'America/Bogota' });

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
  return (style === 'long' ? longDate : shortDate).format(date);
}
