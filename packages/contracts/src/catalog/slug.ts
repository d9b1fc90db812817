// Slugs, public paths and the base64 category ids the category endpoints take (SPEC §2, §7).
// normalizeText and slugify are the one implementation: the BFF re-exports them (bff/src/lib/text.ts).

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

/** URL slug: 'Televisor 55" Samsung – 4K' → 'televisor-55-samsung-4k'. */
export function slugify(value: string, maxLength = 80): string {
  const slug = normalizeText(value).replace(/\s/g, '-').replace(/-+/g, '-').replace(/^-|-$/g, '');
  return slug.slice(0, maxLength).replace(/-$/, '') || 'item';
}

/** `/ofertas/{name-slug}-{id}` */
export function offerPath(title: string, id: string): string {
  return `/ofertas/${slugify(title)}-${id}`;
}

/** The offer id at the end of `/ofertas/{name-slug}-{id}` (or of the last segment alone). */
export function offerIdFromPath(pathOrSlug: string): string | null {
  const match = /(?:^|-|\/)([0-9a-f]{24})\/?$/i.exec(pathOrSlug);
  return match?.[1]?.toLowerCase() ?? null;
}

export function shopPath(slug: string): string {
  return `/cupones/${slug}`;
}

export function categoryPath(slug: string): string {
  return `/categorias/${slug}`;
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Standard base64 of an ASCII string (slugs and ObjectIds are ASCII). Works in the browser and Node. */
export function encodeBase64Ascii(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i += 3) {
    const a = text.charCodeAt(i) & 0xff;
    const b = i + 1 < text.length ? text.charCodeAt(i + 1) & 0xff : -1;
    const c = i + 2 < text.length ? text.charCodeAt(i + 2) & 0xff : -1;
    const triple = (a << 16) | ((b < 0 ? 0 : b) << 8) | (c < 0 ? 0 : c);
    out += ALPHABET[(triple >> 18) & 63]! + ALPHABET[(triple >> 12) & 63]!;
    out += b < 0 ? '=' : ALPHABET[(triple >> 6) & 63]!;
    out += c < 0 ? '=' : ALPHABET[triple & 63]!;
  }
  return out;
}

/** Decodes standard or URL-safe base64 (padding optional); null if it is not well-formed base64. */
export function decodeBase64Ascii(encoded: string): string | null {
  const normalized = encoded.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
  if (!/^[A-Za-z0-9+/]*$/.test(normalized) || normalized.length % 4 === 1) return null;
  let bits = 0;
  let buffer = 0;
  let out = '';
  for (const char of normalized) {
    buffer = (buffer << 6) | ALPHABET.indexOf(char);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out += String.fromCharCode((buffer >> bits) & 0xff);
    }
  }
  return out;
}

/** The `id` the category endpoints take: base64 of the category's slug. */
export function encodeCategoryId(slug: string): string {
  return encodeBase64Ascii(slug);
}

/** The slug or ObjectId inside a base64 category id, or null if it is not one. */
export function decodeCategoryId(id: string): string | null {
  const decoded = decodeBase64Ascii(id);
  if (decoded === null || decoded.length === 0 || decoded.length > 120) return null;
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(decoded) || /^[0-9a-f]{24}$/i.test(decoded) ? decoded : null;
}
