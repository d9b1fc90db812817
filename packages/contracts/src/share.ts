// Sharing an offer or a code: `POST /api/v1/offers` (SPEC §1, §6 "Logged-in user: can share an
// offer, a code"), and the lookup behind `/cupones/{shop or coupon slug}`. The schema bounds the
// shape and size of every field; the rules people hit (lengths, prices, dates) live in
// `catalog/share.ts` with their Spanish messages, shared with the forms.
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Availability, Base64Id, ISODate, OfferKind, ShopRef } from './catalog';
import { SHARE_LIMITS } from './catalog/share';

export * from './catalog/share';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/**
 * One Delta operation. Attributes are read loosely here and cleaned by `sanitizeDelta` (unknown
 * formats dropped, unsafe links removed), as an editor's paste may carry more than its toolbar.
 */
export const ShareDeltaOp = Type.Object({
  insert: Type.Union([
    Type.String({ maxLength: SHARE_LIMITS.descriptionMaxText * 2 }),
    Type.Object({
      image: Type.Optional(Type.String({ maxLength: SHARE_LIMITS.descriptionMaxChars })),
      video: Type.Optional(Type.String({ maxLength: SHARE_LIMITS.urlMax })),
    }),
  ]),
  attributes: Type.Optional(Type.Record(Type.String({ maxLength: 40 }), Type.Unknown(), { maxProperties: 20 })),
});
export type ShareDeltaOp = Static<typeof ShareDeltaOp>;

/** A Quill Delta (`quill.getContents()`). */
export const ShareDelta = Type.Object({ ops: Type.Array(ShareDeltaOp, { maxItems: SHARE_LIMITS.deltaMaxOps }) });
export type ShareDelta = Static<typeof ShareDelta>;

// Nullable scalars as one JSON-schema type list, not a union: the BFF's validator coerces types,
// and in a union it would turn a null price into 0 before trying the null branch.
const NullableInteger = (options: { minimum: number; maximum: number }) => Type.Unsafe<number | null>({ type: ['integer', 'null'], ...options });
const NullableString = (options: { maxLength: number; minLength?: number; pattern?: string; format?: string }) =>
  Type.Unsafe<string | null>({ type: ['string', 'null'], ...options });
const CopAmount = NullableInteger({ minimum: 0, maximum: SHARE_LIMITS.priceMax });
// Generous text bounds: the exact lengths are checked by `checkShare`, whose messages name the field in Spanish.
const Line = (maxLength: number) => NullableString({ maxLength: maxLength * 2 });

/** `POST /api/v1/offers`. */
export const ShareOfferBody = Type.Object(
  {
    kind: OfferKind,
    title: Type.String({ maxLength: SHARE_LIMITS.titleMax * 2 }),
    url: Type.Optional(NullableString({ maxLength: SHARE_LIMITS.urlMax })),
    shop: Type.Optional(NullableString({ maxLength: ShopRef.maxLength ?? 120, pattern: ShopRef.pattern ?? '' })),
    shop_name: Type.Optional(Line(SHARE_LIMITS.shopNameMax)),
    category: Base64Id,
    price: Type.Optional(CopAmount),
    previous_price: Type.Optional(CopAmount),
    shipping_cost: Type.Optional(NullableInteger({ minimum: 0, maximum: SHARE_LIMITS.shippingMax })),
    availability: Type.Optional(Availability),
    city: Type.Optional(Line(SHARE_LIMITS.cityMax)),
    init_date: Type.Optional(NullableString({ maxLength: 40, format: 'date-time' })),
    end_date: Type.Optional(NullableString({ maxLength: 40, format: 'date-time' })),
    description: Type.Optional(Nullable(ShareDelta)),
    images: Type.Optional(Type.Array(Type.String({ maxLength: 80 }), { maxItems: SHARE_LIMITS.imagesMax })),
    code: Type.Optional(Line(SHARE_LIMITS.codeMax)),
    reduction: Type.Optional(Line(SHARE_LIMITS.reductionMax)),
    tyt: Type.Optional(NullableString({ maxLength: SHARE_LIMITS.tytMax * 2 })),
  },
  { additionalProperties: false },
);
export type ShareOfferBody = Static<typeof ShareOfferBody>;

/** `GET /api/v1/coupons/slug/{slug}`: what `/cupones/{slug}` shows when no shop has that slug. */
export const CouponSlugResponse = Type.Object({
  /** The newest active coupon with that slug (the newest of all when none is active). */
  id: Type.String({ pattern: '^[0-9a-fA-F]{24}$' }),
  title: Type.String(),
  /** Its shop's slug, or null when it has no shop. */
  shop_slug: Nullable(Type.String()),
  /** Where to show it: `/cupones/{shop_slug}?active_coupon={id}` (the coupon modal over its shop), or `/ofertas/{name-slug}-{id}` without a shop. */
  public_url: Type.String(),
});
export type CouponSlugResponse = Static<typeof CouponSlugResponse>;

/** A shop named in a share that is not listed yet, for staff to review (`GET /api/v1/shop_suggestions`). */
export const ShopSuggestion = Type.Object({
  id: Type.String({ pattern: '^[0-9a-fA-F]{24}$' }),
  name: Type.String(),
  /** The shared offer or code that named it. */
  offer_id: Type.String({ pattern: '^[0-9a-fA-F]{24}$' }),
  offer_url: Type.String(),
  author_id: Nullable(Type.String()),
  /** The merchant address given in the share, a hint of the shop's website. */
  url: Nullable(Type.String()),
  created_at: ISODate,
});
export type ShopSuggestion = Static<typeof ShopSuggestion>;

export const ShopSuggestionsResponse = Type.Object({ items: Type.Array(ShopSuggestion) });
export type ShopSuggestionsResponse = Static<typeof ShopSuggestionsResponse>;
