const integer = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 0 });

/** A count as people in Colombia write it: `1.520`. */
export function formatCount(value: number): string {
  return integer.format(value);
}

/** Degrees of temperature: `1.520°`, `-3°`. */
export function formatDegrees(value: number): string {
  return `${integer.format(value)}°`;
}
