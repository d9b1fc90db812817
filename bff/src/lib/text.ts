// Text helpers shared by every module that stores searchable names or builds URLs. Normalization
// and slugs come from contracts so the browser and the BFF can never disagree on them.
export { normalizeText, slugify } from '@gangazo/contracts';

/** Escapes every regex metacharacter, so user input is matched literally. */
export function escapeRegex(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
}
