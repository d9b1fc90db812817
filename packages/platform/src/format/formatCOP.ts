// One formatter for the whole site: the design system's cards use the same one from contracts.
export { formatCOP, formatCount } from '@gangazo/contracts/catalog/format';
