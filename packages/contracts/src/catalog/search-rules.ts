// The search rules both sides apply (SPEC §2, §5, §9). Pure and TypeBox-free, so the search box
// imports them as `@gangazo/contracts/catalog/search-rules` without bundling the schemas.

export const SEARCH_LIMITS = {
  /** Shortest term after trimming (SPEC §5). */
  minLength: 3,
  maxLength: 100,
  /** Results per group. */
  perGroup: 5,
  /** Wait after the last keystroke before searching (SPEC §9). */
  debounceMs: 300,
  /** Delay before the box resets after losing focus (SPEC §9). */
  blurResetMs: 200,
  /** Labels are cut at this many characters plus '...' (SPEC §9). */
  labelLength: 30,
} as const;

/**
 * The 400 for a term too short to search: under 3 characters after trimming, or under 3 letters or
 * digits once punctuation is set aside ('20%', 'LG.', '4K!', '.*.*' would otherwise match nothing).
 */
export const SEARCH_MIN_LENGTH_MESSAGE = 'Escribe al menos 3 letras o números para buscar.';
export const SEARCH_MAX_LENGTH_MESSAGE = 'La búsqueda no puede tener más de 100 caracteres.';

/**
 * Letters and digits in a term, punctuation and spaces aside ('4K!' → 2): the results page checks
 * it before asking, as the BFF does (its own count folds accents first; both count 'ñ' once).
 */
export function countSearchable(term: string): number {
  return Array.from(term.matchAll(/[\p{L}\p{N}]/gu)).length;
}

/** Cuts a label at 30 characters and adds '...' (SPEC §2, §9); counts characters, not UTF-16 units. */
export function truncateLabel(label: string, length: number = SEARCH_LIMITS.labelLength): string {
  const chars = Array.from(label);
  return chars.length > length ? `${chars.slice(0, length).join('')}...` : label;
}

// ---------------------------------------------------------------------------------------------
// The search results page (`/buscar`) and its endpoint (`GET /api/v1/search?q=`).

/** The groups the results page shows, one tab each: the dropdown's five plus forum topics. */
export const SEARCH_RESULT_GROUPS = ['offers', 'coupons', 'shops', 'categories', 'topics', 'users'] as const;
export type SearchResultGroup = (typeof SEARCH_RESULT_GROUPS)[number];

/**
 * Orders of a results list. Every one applies to offers and coupons; shops, categories, topics and
 * users have no price or temperature, so there `hot` and the price orders fall back to relevance.
 */
export const SEARCH_RESULT_ORDERS = ['relevance', 'newest', 'hot', 'price_asc', 'price_desc'] as const;
export type SearchResultOrder = (typeof SEARCH_RESULT_ORDERS)[number];

/** Groups that take the shop, category, active and price filters (the others ignore them). */
export const FILTERABLE_GROUPS: readonly SearchResultGroup[] = ['offers', 'coupons'];

export const SEARCH_RESULTS_LIMITS = {
  /** Results per page (SPEC §9: lists of offers and coupons, 10 per page). */
  perPage: 10,
  maxPage: 1000,
  /** The highest price filter, in COP (the highest price an offer may have). */
  maxPrice: 1_000_000_000,
  /** Shops and categories offered as filters: the most frequent among the matches. */
  facets: 30,
} as const;

export const SEARCH_PRICE_RANGE_MESSAGE = 'El precio mínimo no puede ser mayor que el precio máximo.';
