// Catalog: shops, categories, offers and coupons, multiple codes, votes, saved offers, comments and
// images (SPEC §3, §4, §7 "Categories", "Shops", "Offers and coupons", §9). Field names follow the
// spec's snake_case (image_url, public_url, init_date, used_coupon…). Dates are ISO-8601 strings;
// prices are Colombian pesos as integers.
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { ObjectIdString } from './common';

export * from './catalog/price';
export * from './catalog/ranking';
export * from './catalog/slug';
export * from './catalog/delta';
export * from './catalog/images';

// ---------------------------------------------------------------------------------------------
// Page sizes and limits (SPEC §9)

export const CATALOG_LIMITS = {
  /** Offers and coupons lists. */
  offersPerPage: 10,
  /** `/shops/get_coupons_shops`. */
  shopCouponsPerPage: 2,
  /** `/offers/discover`. */
  discoverPerPage: 50,
  maxPerPage: 50,
  maxDiscoverPerPage: 100,
  maxPage: 1000,
  commentsPerPage: 20,
  commentMaxLength: 1000,
  /** Offers younger than this show 'Nuevo' instead of degrees. */
  newOfferMs: 10 * 60 * 1000,
  /** Plain-text fallback cut (SPEC §5). */
  excerptLength: 156,
} as const;

export const Page = Type.Integer({ minimum: 1, maximum: CATALOG_LIMITS.maxPage, default: 1 });
export const PerPage = (defaultValue: number, maximum: number = CATALOG_LIMITS.maxPerPage) =>
  Type.Integer({ minimum: 1, maximum, default: defaultValue });

/** Every paged list: the items of one page plus how many there are in total, so pages can be numbered. */
export const Paged = <T extends TSchema>(item: T) =>
  Type.Object({
    items: Type.Array(item),
    total: Type.Integer({ minimum: 0 }),
    page: Type.Integer({ minimum: 1 }),
    per_page: Type.Integer({ minimum: 1 }),
  });
export interface PagedList<T> {
  items: T[];
  total: number;
  page: number;
  per_page: number;
}

/** A category id on the wire: base64 (standard or URL-safe) of the category's slug or ObjectId (SPEC §7). */
export const Base64Id = Type.String({ minLength: 1, maxLength: 200, pattern: '^[A-Za-z0-9+/_-]+={0,2}$' });
/** A shop's ObjectId or its slug (`/cupones/{slug}`). */
export const ShopRef = Type.String({ minLength: 1, maxLength: 120, pattern: '^[a-z0-9-]+$|^[0-9a-fA-F]{24}$' });

export const ISODate = Type.String({ format: 'date-time' });
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

// ---------------------------------------------------------------------------------------------
// People, shops, categories

export const UserSummary = Type.Object({
  id: ObjectIdString,
  username: Type.String(),
  /** URL of the avatar (ours or the social provider's), or null. */
  avatar: Nullable(Type.String()),
});
export type UserSummary = Static<typeof UserSummary>;

export const ShopSummary = Type.Object({
  id: ObjectIdString,
  name: Type.String(),
  slug: Type.String(),
  /** `/cupones/{slug}` */
  public_url: Type.String(),
  image_key: Nullable(Type.String()),
  image_url: Nullable(Type.String()),
});
export type ShopSummary = Static<typeof ShopSummary>;

export const Shop = Type.Composite([
  ShopSummary,
  Type.Object({
    description: Type.String(),
    /** The shop's own website. */
    website: Nullable(Type.String()),
    offers_count: Type.Integer({ minimum: 0 }),
    coupons_count: Type.Integer({ minimum: 0 }),
  }),
]);
export type Shop = Static<typeof Shop>;

export const CategorySummary = Type.Object({
  /** base64 of the slug: what the category endpoints take as `id`. */
  id: Type.String(),
  name: Type.String(),
  slug: Type.String(),
  /** `/categorias/{slug}` */
  public_url: Type.String(),
  icon_url: Nullable(Type.String()),
  image_url: Nullable(Type.String()),
  parent_id: Nullable(Type.String()),
});
export type CategorySummary = Static<typeof CategorySummary>;

export const Category = Type.Composite([
  CategorySummary,
  Type.Object({
    description: Type.String(),
    offers_count: Type.Integer({ minimum: 0 }),
  }),
]);
export type Category = Static<typeof Category>;

export const CategoryWithChildren = Type.Composite([CategorySummary, Type.Object({ children: Type.Array(CategorySummary) })]);
export type CategoryWithChildren = Static<typeof CategoryWithChildren>;

/** `/categories/search?id=`: the category, its parent (null for a top-level one) and its children. */
export const CategoryDetailResponse = Type.Object({
  category: Category,
  parent: Nullable(CategorySummary),
  children: Type.Array(CategorySummary),
});
export type CategoryDetailResponse = Static<typeof CategoryDetailResponse>;

export const CategoriesResponse = Type.Object({ categories: Type.Array(CategorySummary) });
export type CategoriesResponse = Static<typeof CategoriesResponse>;
export const CategoryTreeResponse = Type.Object({ categories: Type.Array(CategoryWithChildren) });
export type CategoryTreeResponse = Static<typeof CategoryTreeResponse>;

// ---------------------------------------------------------------------------------------------
// Offers and coupons

export const OfferKind = Type.Union([Type.Literal('offer'), Type.Literal('coupon')]);
export type OfferKind = Static<typeof OfferKind>;
export const OfferStatus = Type.Union([Type.Literal('published'), Type.Literal('expired')]);
export type OfferStatus = Static<typeof OfferStatus>;
export const Availability = Type.Union([Type.Literal('online'), Type.Literal('in_store')]);
export type Availability = Static<typeof Availability>;
export const VoteValue = Type.Union([Type.Literal('hot'), Type.Literal('cold')]);
export type VoteValue = Static<typeof VoteValue>;

/** What a card in any feed shows. */
export const OfferCard = Type.Object({
  id: ObjectIdString,
  kind: OfferKind,
  title: Type.String(),
  slug: Type.String(),
  /** `/ofertas/{name-slug}-{id}` */
  public_url: Type.String(),
  /** Image order: image_key (serve with `imageUrl(key, size)`), then image_url, then a default. */
  image_key: Nullable(Type.String()),
  image_url: Nullable(Type.String()),
  price: Nullable(Type.Integer({ minimum: 0 })),
  previous_price: Nullable(Type.Integer({ minimum: 0 })),
  discount_percent: Nullable(Type.Integer({ minimum: 0, maximum: 100 })),
  /** 0 = free shipping; null = unknown or not applicable. */
  shipping_cost: Nullable(Type.Integer({ minimum: 0 })),
  availability: Availability,
  city: Nullable(Type.String()),
  /** Coupons: '20%', '$50.000', 'Envío gratis'… */
  reduction: Nullable(Type.String()),
  multiple_codes_offer: Type.Boolean(),
  /** A multiple-code coupon with no code left: the card says 'Agotado' and it ranks after live ones. */
  codes_exhausted: Type.Boolean(),
  shop: Nullable(ShopSummary),
  category: Nullable(CategorySummary),
  author: Nullable(UserSummary),
  /** Sum of votes (hot +1, cold −1), in degrees. */
  temperature: Type.Integer(),
  /** Younger than 10 minutes: show 'Nuevo' instead of degrees. */
  is_new: Type.Boolean(),
  status: OfferStatus,
  /** End date passed: the page says 'Expirada'. */
  expired: Type.Boolean(),
  published_at: ISODate,
  init_date: Nullable(ISODate),
  end_date: Nullable(ISODate),
  comments_count: Type.Integer({ minimum: 0 }),
  /** Plain text of the description, cut at 156 characters. */
  excerpt: Type.String(),
  /** Staff put it on the home page: first in «Destacadas», with a badge (absent when not). */
  featured: Type.Optional(Type.Boolean()),
});
export type OfferCard = Static<typeof OfferCard>;

/** Why an item is not public: held for review (new account, reports) or rejected with a reason. */
export const ContentReview = Type.Object({
  state: Type.Union([Type.Literal('pending'), Type.Literal('rejected')]),
  /** Spanish, for its author and staff: 'Cuenta nueva: el equipo revisa sus primeras publicaciones.' */
  reason: Type.String(),
  /** The reason staff gave when rejecting it. */
  rejection: Nullable(Type.String()),
});
export type ContentReview = Static<typeof ContentReview>;

/** `GET /api/v1/offers/{id}`. */
export const OfferDetail = Type.Composite([
  OfferCard,
  Type.Object({
    /** Quill Delta as JSON text, or plain text (SPEC §3). */
    description: Type.String(),
    /** The description rendered to sanitized HTML (safe to inject). */
    description_html: Type.String(),
    /** Terms and conditions ('Condiciones'). */
    tyt: Type.String(),
    /** The merchant's page for this offer. */
    url: Nullable(Type.String()),
    /** Single code of a coupon; null for offers and for multiple-code coupons (claim one instead). */
    code: Nullable(Type.String()),
    /** Every image's asset key, the first being `image_key`. */
    images: Type.Array(Type.String()),
    /** The caller's vote when signed in. */
    my_vote: Nullable(VoteValue),
    /** Whether the signed-in caller saved it. */
    saved: Type.Boolean(),
    /** Only its author and staff see it: held for review ('En revisión') or rejected, and why. */
    review: Type.Optional(Nullable(ContentReview)),
    /** Marked expired by the community, its author or staff ("Expirada"): who and when. */
    expired_by: Type.Optional(Nullable(Type.Object({ username: Nullable(Type.String()), at: ISODate }))),
  }),
]);
export type OfferDetail = Static<typeof OfferDetail>;

/** The coupon detail modal (SPEC §2, §3): `GET /api/v1/coupons/{id}` answers `{ offer }`. */
export const Coupon = Type.Object({
  id: ObjectIdString,
  title: Type.String(),
  reduction: Nullable(Type.String()),
  image_key: Nullable(Type.String()),
  image_url: Nullable(Type.String()),
  /** Null for multiple-code coupons: `POST /api/v1/multiple_codes/claim?idOffer=` hands one out. */
  code: Nullable(Type.String()),
  url: Nullable(Type.String()),
  init_date: Nullable(ISODate),
  end_date: Nullable(ISODate),
  description: Type.String(),
  description_html: Type.String(),
  tyt: Type.String(),
  multiple_codes_offer: Type.Boolean(),
  codes_exhausted: Type.Boolean(),
  expired: Type.Boolean(),
  shop: Nullable(ShopSummary),
});
export type Coupon = Static<typeof Coupon>;

export const CouponResponse = Type.Object({
  offer: Coupon,
  /** Other coupons of the same shop, ordered as asked (`order=ranking`: hottest first). */
  related: Type.Array(OfferCard),
});
export type CouponResponse = Static<typeof CouponResponse>;

export const OfferOrder = Type.Union(
  [Type.Literal('news'), Type.Literal('hot'), Type.Literal('top'), Type.Literal('comments'), Type.Literal('ranking')],
  { default: 'news' },
);
export type OfferOrder = Static<typeof OfferOrder>;

export const OffersPage = Paged(OfferCard);
export type OffersPage = Static<typeof OffersPage>;
export const OffersList = Type.Object({ items: Type.Array(OfferCard) });
export type OffersList = Static<typeof OffersList>;

export const TopOffersForCategoryResponse = Type.Object({
  categories: Type.Array(Type.Object({ category: CategorySummary, offers: Type.Array(OfferCard) })),
});
export type TopOffersForCategoryResponse = Static<typeof TopOffersForCategoryResponse>;

/** `/offers/data_offers_active?active=`: how many offers and coupons are active (or expired). */
export const OffersActiveData = Type.Object({
  active: Type.Boolean(),
  offers: Type.Integer({ minimum: 0 }),
  coupons: Type.Integer({ minimum: 0 }),
  shops: Type.Integer({ minimum: 0 }),
});
export type OffersActiveData = Static<typeof OffersActiveData>;

// ---------------------------------------------------------------------------------------------
// Multiple codes (SPEC §3, §4)

export const MultipleCode = Type.Object({
  id: ObjectIdString,
  value: Type.String(),
  used_coupon: Type.Boolean(),
  used_ip: Nullable(Type.String()),
  used_at: Nullable(ISODate),
});
export type MultipleCode = Static<typeof MultipleCode>;

export const MultipleCodesResponse = Type.Object({ items: Type.Array(MultipleCode), total: Type.Integer(), used: Type.Integer() });
export type MultipleCodesResponse = Static<typeof MultipleCodesResponse>;

/** `POST /api/v1/multiple_codes/claim?idOffer=`: the caller's IP's code (410 'No mas cupones' when none are left). */
export const MultipleCodeClaim = Type.Object({
  id: ObjectIdString,
  value: Type.String(),
  used_ip: Type.String(),
  used_at: ISODate,
  /** True when this IP had claimed it before (the same code is shown again). */
  already_claimed: Type.Boolean(),
});
export type MultipleCodeClaim = Static<typeof MultipleCodeClaim>;

export const NO_MORE_CODES_MESSAGE = 'No mas cupones';

/** `PATCH /api/v1/multiple_codes/{id}` (staff; form data or JSON). */
export const MultipleCodePatchBody = Type.Object({
  'multiple_code[used_ip]': Type.String({ minLength: 2, maxLength: 45 }),
  'multiple_code[used_at]': Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}T[0-9:.]+(Z|[+-]\\d{2}:\\d{2})$', maxLength: 40 })),
  'multiple_code[used_coupon]': Type.Optional(Type.Union([Type.Literal('true'), Type.Literal(true)])),
});
export type MultipleCodePatchBody = Static<typeof MultipleCodePatchBody>;

export const IpResponse = Type.Object({ ip: Type.String() });
export type IpResponse = Static<typeof IpResponse>;

// ---------------------------------------------------------------------------------------------
// Votes and saved offers

export const VoteBody = Type.Object({ vote: VoteValue });
export type VoteBody = Static<typeof VoteBody>;

export const VoteResponse = Type.Object({
  temperature: Type.Integer(),
  is_new: Type.Boolean(),
  my_vote: Nullable(VoteValue),
});
export type VoteResponse = Static<typeof VoteResponse>;

export const SavedOfferBody = Type.Object({ offer_id: ObjectIdString });
export type SavedOfferBody = Static<typeof SavedOfferBody>;
export const SavedOfferResponse = Type.Object({ offer_id: ObjectIdString, saved: Type.Boolean() });
export type SavedOfferResponse = Static<typeof SavedOfferResponse>;

// ---------------------------------------------------------------------------------------------
// Comments

export const Comment = Type.Object({
  id: ObjectIdString,
  offer_id: ObjectIdString,
  /** What the author wrote, as plain text. */
  text: Type.String(),
  /** The text escaped, with http(s) links made clickable (rel="nofollow ugc noopener"): safe to inject. */
  html: Type.String(),
  author: Nullable(UserSummary),
  created_at: ISODate,
});
export type Comment = Static<typeof Comment>;

export const CommentsPage = Paged(Comment);
export type CommentsPage = Static<typeof CommentsPage>;

export const CommentBody = Type.Object({
  offer_id: ObjectIdString,
  text: Type.String({ minLength: 1, maxLength: CATALOG_LIMITS.commentMaxLength }),
});
export type CommentBody = Static<typeof CommentBody>;

// ---------------------------------------------------------------------------------------------
// Images

/**
 * `POST /api/v1/assets?type=`: what the image is for (also the folder of its key). Avatars go
 * through the users API. SPEC §7 writes the call with an empty type, so one not given is 'upload'.
 */
export const AssetType = Type.Union(
  [
    Type.Literal('offer'),
    Type.Literal('coupon'),
    Type.Literal('shop'),
    Type.Literal('category'),
    Type.Literal('banner'),
    Type.Literal('post'),
    Type.Literal('forum'),
    Type.Literal('upload'),
  ],
  { default: 'upload' },
);
export type AssetType = Static<typeof AssetType>;

export const AssetUploadResponse = Type.Object({
  /** Stable key: pass it to `imageUrl(key, { width, height })`. */
  key: Type.String(),
  /** The original size, served by the images endpoint. */
  url: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
});
export type AssetUploadResponse = Static<typeof AssetUploadResponse>;

export const ImageSizeQuery = Type.Object({
  width: Type.Optional(Type.Integer({ minimum: 16, maximum: 1600 })),
  height: Type.Optional(Type.Integer({ minimum: 16, maximum: 1600 })),
  /** `cover` (default) crops to fill the box; `inside` keeps the whole picture. */
  fit: Type.Optional(Type.Union([Type.Literal('cover'), Type.Literal('inside')])),
});
export type ImageSizeQuery = Static<typeof ImageSizeQuery>;
