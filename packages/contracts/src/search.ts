// Search (SPEC §2 "Search dropdown", §3 search result groups, §4 "Search", §5, §9):
// `GET /api/v1/search/{term}` answers five groups of at most five results each, and
// `POST /api/v1/search/clicks` records which result a shopper opened (it ranks the groups).
import { Type, type Static } from '@sinclair/typebox';
import { ObjectIdString } from './common';
import { SEARCH_LIMITS } from './catalog/search-rules';

export { SEARCH_LIMITS, truncateLabel } from './catalog/search-rules';

/**
 * The 400 for a term too short to search: under 3 characters after trimming, or under 3 letters or
 * digits once punctuation is set aside ('20%', 'LG.', '4K!', '.*.*' would otherwise match nothing).
 */
export const SEARCH_MIN_LENGTH_MESSAGE = 'Escribe al menos 3 letras o números para buscar.';
export const SEARCH_MAX_LENGTH_MESSAGE = 'La búsqueda no puede tener más de 100 caracteres.';

const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);

/**
 * The path after `/api/v1/search/` (the term): the BFF trims it and answers 400 under 3 characters,
 * under 3 letters or digits, or over 100 characters. Every word of the term is required.
 */
export const SearchParams = Type.Object({ '*': Type.String() });
export type SearchParams = Static<typeof SearchParams>;

export const SearchCoupon = Type.Object({
  id: ObjectIdString,
  name: Type.String(),
  /** The coupon's shop, '' when it has none. */
  nameShop: Type.String(),
});
export type SearchCoupon = Static<typeof SearchCoupon>;

export const SearchShop = Type.Object({
  id: ObjectIdString,
  name: Type.String(),
  /** `/cupones/{slug}` */
  public_url: Type.String(),
  image_url: Nullable(Type.String()),
});
export type SearchShop = Static<typeof SearchShop>;

export const SearchCategory = Type.Object({
  name: Type.String(),
  /** `/categorias/{slug}` */
  public_url: Type.String(),
  icon_url: Nullable(Type.String()),
  image_url: Nullable(Type.String()),
});
export type SearchCategory = Static<typeof SearchCategory>;

export const SearchOffer = Type.Object({
  id: ObjectIdString,
  name: Type.String(),
  /** Image order (SPEC §4): image_key (served resized), then image_url, then a default. */
  image_key: Nullable(Type.String()),
  image_url: Nullable(Type.String()),
  /** `/ofertas/{name-slug}-{id}` */
  public_url: Type.String(),
  /** End date passed or expired by staff: ranked last. */
  expired: Type.Boolean(),
});
export type SearchOffer = Static<typeof SearchOffer>;

export const SearchUser = Type.Object({
  id: ObjectIdString,
  username: Type.String(),
  avatar: Nullable(Type.String()),
});
export type SearchUser = Static<typeof SearchUser>;

/** Each group is ordered best first: exact and prefix matches, then popularity, then recency. */
export const SearchResponse = Type.Object({
  coupons: Type.Array(SearchCoupon, { maxItems: SEARCH_LIMITS.perGroup }),
  shops: Type.Array(SearchShop, { maxItems: SEARCH_LIMITS.perGroup }),
  categories: Type.Array(SearchCategory, { maxItems: SEARCH_LIMITS.perGroup }),
  offers: Type.Array(SearchOffer, { maxItems: SEARCH_LIMITS.perGroup }),
  users: Type.Array(SearchUser, { maxItems: SEARCH_LIMITS.perGroup }),
});
export type SearchResponse = Static<typeof SearchResponse>;

export const SearchGroup = Type.Union([
  Type.Literal('coupons'),
  Type.Literal('shops'),
  Type.Literal('categories'),
  Type.Literal('offers'),
  Type.Literal('users'),
]);
export type SearchGroup = Static<typeof SearchGroup>;

/**
 * `POST /api/v1/search/clicks`: the result a shopper opened. `id` is the ObjectId for coupons,
 * shops, offers and users, and the category's slug for categories (their results carry no id).
 */
export const SearchClickBody = Type.Object({
  group: SearchGroup,
  id: Type.String({ minLength: 1, maxLength: 120, pattern: '^[0-9a-fA-F]{24}$|^[a-z0-9]+(?:-[a-z0-9]+)*$' }),
  /** What was typed, to count searches that led to it. */
  term: Type.Optional(Type.String({ maxLength: SEARCH_LIMITS.maxLength })),
});
export type SearchClickBody = Static<typeof SearchClickBody>;

/** `counted` is false when this visitor already opened that result today (it counts once a day). */
export const SearchClickResponse = Type.Object({ counted: Type.Boolean() });
export type SearchClickResponse = Static<typeof SearchClickResponse>;
