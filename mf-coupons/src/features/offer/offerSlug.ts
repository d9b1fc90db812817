import { humanizeSlug } from '@gangazo/platform';

export interface OfferSlug {
  /** The offer's id: what the API is asked for. */
  id: string;
  /** A readable name from the URL, shown until the offer itself is loaded. */
  name: string;
}

/** Spec §2: offer URLs are `/ofertas/{name-slug}-{id}`; the id is after the last hyphen. */
export function parseOfferSlug(slug: string): OfferSlug {
  const cut = slug.lastIndexOf('-');
  if (cut <= 0) return { id: slug, name: '' };
  return { id: slug.slice(cut + 1), name: humanizeSlug(slug.slice(0, cut)) };
}
