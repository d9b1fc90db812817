// Site content (SPEC §7 "General"): menu, tops, banners, medals, informations, sitemap and the
// footer data. Catalog parts (shops, categories, offers) reuse the catalog's shapes.
import { Type, type Static } from '@sinclair/typebox';
import { CategorySummary, CategoryWithChildren, ISODate, OfferCard, ShopSummary } from './catalog';
import { ObjectIdString } from './common';

export const Link = Type.Object({
  label: Type.String(),
  /** A site path (`/forum`) or an absolute URL (social networks). */
  url: Type.String(),
});
export type Link = Static<typeof Link>;

/** `GET /api/v1/menu`: the category tree for the menu plus the site's main sections. */
export const MenuResponse = Type.Object({
  categories: Type.Array(CategoryWithChildren),
  links: Type.Array(Link),
});
export type MenuResponse = Static<typeof MenuResponse>;

/** `GET /api/v1/tops`: what is most searched and hottest right now. */
export const TopsResponse = Type.Object({
  shops: Type.Array(ShopSummary),
  categories: Type.Array(CategorySummary),
  coupons: Type.Array(OfferCard),
  offers: Type.Array(OfferCard),
});
export type TopsResponse = Static<typeof TopsResponse>;

export const Banner = Type.Object({
  id: ObjectIdString,
  title: Type.String(),
  subtitle: Type.String(),
  /** Asset key of the 1200×400 picture; `image_url` is it at full size. */
  image_key: Type.Union([Type.String(), Type.Null()]),
  image_url: Type.Union([Type.String(), Type.Null()]),
  /** Where a click goes (a site path or an absolute URL). */
  url: Type.String(),
  button_label: Type.String(),
  starts_at: Type.Union([ISODate, Type.Null()]),
  ends_at: Type.Union([ISODate, Type.Null()]),
});
export type Banner = Static<typeof Banner>;

export const BannersResponse = Type.Object({ items: Type.Array(Banner), total: Type.Integer({ minimum: 0 }) });
export type BannersResponse = Static<typeof BannersResponse>;

/** What a medal counts. */
export const MedalMetric = Type.Union([
  Type.Literal('offers'),
  Type.Literal('coupons'),
  Type.Literal('comments'),
  Type.Literal('forum_topics'),
  Type.Literal('forum_comments'),
  Type.Literal('votes'),
  Type.Literal('hot_offers'),
  Type.Literal('days_member'),
]);
export type MedalMetric = Static<typeof MedalMetric>;

export const Medal = Type.Object({
  id: ObjectIdString,
  slug: Type.String(),
  name: Type.String(),
  description: Type.String(),
  image_url: Type.Union([Type.String(), Type.Null()]),
  metric: MedalMetric,
  /** How many of `metric` earn it. */
  threshold: Type.Integer({ minimum: 1 }),
  /** Only with `?user_id=`: that user's count and whether it is earned. */
  progress: Type.Optional(Type.Integer({ minimum: 0 })),
  earned: Type.Optional(Type.Boolean()),
});
export type Medal = Static<typeof Medal>;

export const MedalsQuery = Type.Object({ user_id: Type.Optional(ObjectIdString) });
export type MedalsQuery = Static<typeof MedalsQuery>;

export const MedalsResponse = Type.Object({ items: Type.Array(Medal), total: Type.Integer({ minimum: 0 }), earned: Type.Optional(Type.Integer({ minimum: 0 })) });
export type MedalsResponse = Static<typeof MedalsResponse>;

/** About, terms, privacy…: pages of text managed by staff. */
export const Information = Type.Object({
  id: ObjectIdString,
  slug: Type.String(),
  title: Type.String(),
  /** Sanitized HTML. */
  body: Type.String(),
  /** `/informacion/{slug}` */
  public_url: Type.String(),
  updated_at: ISODate,
});
export type Information = Static<typeof Information>;

export const InformationsResponse = Type.Object({ items: Type.Array(Information), total: Type.Integer({ minimum: 0 }) });
export type InformationsResponse = Static<typeof InformationsResponse>;

export const SitemapKind = Type.Union([
  Type.Literal('page'),
  Type.Literal('category'),
  Type.Literal('shop'),
  Type.Literal('offer'),
  Type.Literal('coupon'),
  Type.Literal('forum'),
  Type.Literal('post'),
  Type.Literal('information'),
]);

export const SitemapEntry = Type.Object({
  /** Absolute URL on the site. */
  loc: Type.String(),
  kind: SitemapKind,
  lastmod: Type.Union([ISODate, Type.Null()]),
});
export type SitemapEntry = Static<typeof SitemapEntry>;

export const SitemapResponse = Type.Object({ urls: Type.Array(SitemapEntry), total: Type.Integer({ minimum: 0 }), generated_at: ISODate });
export type SitemapResponse = Static<typeof SitemapResponse>;

/** `GET /api/v1/offers/data_fotter`: everything the footer shows. */
export const FooterData = Type.Object({
  about: Type.String(),
  shops: Type.Array(ShopSummary),
  categories: Type.Array(CategorySummary),
  stats: Type.Object({
    offers: Type.Integer({ minimum: 0 }),
    coupons: Type.Integer({ minimum: 0 }),
    shops: Type.Integer({ minimum: 0 }),
    users: Type.Integer({ minimum: 0 }),
  }),
  community: Type.Array(Link),
  legal: Type.Array(Link),
  social: Type.Array(Link),
  copyright: Type.String(),
});
export type FooterData = Static<typeof FooterData>;

export function informationPath(slug: string): string {
  return `/informacion/${slug}`;
}
