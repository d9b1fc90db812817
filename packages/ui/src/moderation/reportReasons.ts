import type { ReportReason } from '@gangazo/contracts';

/** The reasons of the report dialog, in its order (the BFF's `REPORT_REASONS`). */
export const REPORT_REASON_OPTIONS: readonly { value: ReportReason; label: string }[] = [
  { value: 'spam', label: 'Spam' },
  { value: 'expirada', label: 'Expirada' },
  { value: 'precio_incorrecto', label: 'Precio incorrecto' },
  { value: 'duplicada', label: 'Duplicada' },
  { value: 'ofensiva', label: 'Ofensiva' },
  { value: 'otra', label: 'Otra' },
];
