const copFormatter = new Intl.NumberFormat('es-CO', { style: 'currency', currency: 'COP', maximumFractionDigits: 0 });

/** A price in Colombian pesos as people there read it: `$ 1.299.900`. */
export function formatCOP(amount: number): string {
  return copFormatter.format(amount);
}
