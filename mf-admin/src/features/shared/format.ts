const dateTime = new Intl.DateTimeFormat('es-CO', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'America/Bogota' });
const integer = new Intl.NumberFormat('es-CO');

/** '12 de mar de 2025, 3:04 p. m.' in Bogotá time, whatever the staff member's machine says. */
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

export function formatCount(value: number): string {
  return integer.format(value);
}
