// Search (SPEC §2 "Search dropdown", §3 search result groups, §4 "Search", §5, §9):
// `GET /api/v1/search/{term}` answers five groups of at most five results each (the dropdown),
// `GET /api/v1/search?q=` one group's results a page at a time, filtered and ordered (`/buscar`),
// and `POST /api/v1/search/clicks` records which result a shopper opened (it ranks the groups).
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { OfferCard } from './catalog';
import { ObjectIdString } from './common';
import { SEARCH_LIMITS, SEARCH_RESULTS_LIMITS } from './catalog/search-rules';

export {
  SEARCH_LIMITS,
  SEARCH_MIN_LENGTH_MESSAGE,
  SEARCH_MAX_LENGTH_MESSAGE,
  SEARCH_PRICE_RANGE_MESSAGE,
  SEARCH_RESULTS_LIMITS,
  SEARCH_RESULT_GROUPS,
  SEARCH_RESULT_ORDERS,
  FILTERABLE_GROUPS,
  truncateLabel,
} from './catalog/search-rules';


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
  /** The offer's shop, '' when it has none (shown beside the label, like a coupon's). */
  nameShop: Type.String(),
  /** COP; null when the offer has no price. */
  price: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
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

// ---------------------------------------------------------------------------------------------
// The results page: `GET /api/v1/search?q=&group=&page=&shop=&category=&active=&min_price=&max_price=&order=`

export const SearchResultGroup = Type.Union([
  Type.Literal('offers'),
  Type.Literal('coupons'),
  Type.Literal('shops'),
  Type.Literal('categories'),
  Type.Literal('topics'),
  Type.Literal('users'),
]);
export type SearchResultGroup = Static<typeof SearchResultGroup>;

export const SearchResultOrder = Type.Union([
  Type.Literal('relevance'),
  Type.Literal('newest'),
  Type.Literal('hot'),
  Type.Literal('price_asc'),
  Type.Literal('price_desc'),
]);
export type SearchResultOrder = Static<typeof SearchResultOrder>;

const Slug = Type.String({ minLength: 1, maxLength: 120, pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$' });
const PriceFilter = Type.Integer({ minimum: 0, maximum: SEARCH_RESULTS_LIMITS.maxPrice });

/**
 * The term follows the dropdown's rules (trimmed, 3 to 100 characters, 3 letters or digits: a
 * Spanish 400 otherwise); `shop` and `category` are slugs (an unknown one matches nothing);
 * `active=true` leaves out expired offers (by default they are listed after the active ones);
 * prices are COP (an offer without a price is left out by a price filter). The filters and the
 * orders beyond relevance and newest apply to offers and coupons only.
 */
export const SearchResultsQuery = Type.Object({
  q: Type.String({ maxLength: 1_000 }),
  group: Type.Optional(SearchResultGroup),
  page: Type.Integer({ minimum: 1, maximum: SEARCH_RESULTS_LIMITS.maxPage, default: 1 }),
  shop: Type.Optional(Slug),
  category: Type.Optional(Slug),
  active: Type.Optional(Type.Boolean()),
  min_price: Type.Optional(PriceFilter),
  max_price: Type.Optional(PriceFilter),
  order: Type.Optional(SearchResultOrder),
});
export type SearchResultsQuery = Static<typeof SearchResultsQuery>;

export const SearchTopic = Type.Object({
  id: ObjectIdString,
  title: Type.String(),
  /** `/forum/{id}/{slug}` */
  public_url: Type.String(),
  comments_count: Type.Integer({ minimum: 0 }),
  last_activity_at: Type.String({ format: 'date-time' }),
});
export type SearchTopic = Static<typeof SearchTopic>;

/** A shop or category the matches belong to, offered as a filter, with how many matches it holds. */
export const SearchFacet = Type.Object({ slug: Type.String(), name: Type.String(), count: Type.Integer({ minimum: 1 }) });
export type SearchFacet = Static<typeof SearchFacet>;

/** How many results each group holds for the term (offers and coupons: with the filters). */
export const SearchResultCounts = Type.Object({
  offers: Type.Integer({ minimum: 0 }),
  coupons: Type.Integer({ minimum: 0 }),
  shops: Type.Integer({ minimum: 0 }),
  categories: Type.Integer({ minimum: 0 }),
  topics: Type.Integer({ minimum: 0 }),
  users: Type.Integer({ minimum: 0 }),
});
export type SearchResultCounts = Static<typeof SearchResultCounts>;

const resultsOf = <G extends string, T extends TSchema>(group: G, item: T) =>
  Type.Object({
    term: Type.String(),
    group: Type.Literal(group),
    order: SearchResultOrder,
    items: Type.Array(item, { maxItems: SEARCH_RESULTS_LIMITS.perPage }),
    /** Results of this group with the filters; `items` is page `page` of them. */
    total: Type.Integer({ minimum: 0 }),
    page: Type.Integer({ minimum: 1 }),
    per_page: Type.Integer({ minimum: 1 }),
    counts: SearchResultCounts,
    /**
     * Offers and coupons: the shops and categories of the group's matches (the term and `active`
     * applied, the other filters not), most frequent first; empty for the other groups.
     */
    facets: Type.Object({ shops: Type.Array(SearchFacet), categories: Type.Array(SearchFacet) }),
  });

/** One page of one group; `group` says which, and so what `items` holds. */
export const SearchResultsResponse = Type.Union([
  resultsOf('offers', OfferCard),
  resultsOf('coupons', OfferCard),
  resultsOf('shops', SearchShop),
  resultsOf('categories', SearchCategory),
  resultsOf('topics', SearchTopic),
  resultsOf('users', SearchUser),
]);
export type SearchResultsResponse = Static<typeof SearchResultsResponse>;
