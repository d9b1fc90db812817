const dateTime = new Intl.DateTimeFormat('es-CO', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'America/Bogota' });

/** '12 de mar de 2025, 3:04 p. m.' in Bogotá time, whatever the staff member's machine says. */
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

/** The site's one es-CO count format. */
export { formatCount } from '@gangazo/platform';
