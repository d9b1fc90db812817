// Text helpers shared by every module that stores searchable names or builds URLs.

/** Lowercase, accents folded, spaces collapsed: 'Teléfono  Niño' → 'telefono nino'. */
export function normalizeText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9ñ\s]/g, ' ')
    .replace(/ñ/g, 'n')
    .replace(/\s+/g, ' ')
    .trim();
}

/** URL slug in Spanish-friendly form: 'Televisor 55" Samsung – 4K' → 'televisor-55-samsung-4k'. */
export function slugify(value: string, maxLength = 80): string {
  const slug = normalizeText(value).replace(/\s/g, '-').replace(/-+/g, '-').replace(/^-|-$/g, '');
  return slug.slice(0, maxLength).replace(/-$/, '') || 'item';
}

/** Escapes every regex metacharacter, so user input is matched literally. */
export function escapeRegex(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
}
