// Small formatting for the demo descriptions ('$ 1.899.900', as es-CO writes pesos).
export { discountPercent } from '@gangazo/contracts';

export function formatCopForText(amount: number): string {
  return new Intl.NumberFormat('es-CO', { style: 'currency', currency: 'COP', maximumFractionDigits: 0 }).format(amount);
}
