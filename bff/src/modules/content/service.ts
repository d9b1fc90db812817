// General site content: menu, tops, banners, medals, informations, sitemap and footer data. The
// catalog parts are read through the catalog's own services and presenters, so they look exactly
// like they do on the catalog endpoints.
import {
  categoryPath,
  forumCategoryPath,
  forumTopicPath,
  imageUrl,
  informationPath,
  offerPath,
  postPath,
  shopPath,
  type Banner,
  type CategorySummary,
  type FooterData,
  type Information,
  type Link,
  type Medal,
  type MedalMetric,
  type MenuResponse,
  type SitemapEntry,
  type TopsResponse,
} from '@gangazo/contracts';
import type { Types } from 'mongoose';
import { NotFoundError } from '../../errors';
import { CategoryIndex, categoryTree } from '../categories/service';
import { CategoryModel } from '../categories/model';
import { CommentModel } from '../comments/model';
import { ForumCategoryModel, ForumCommentModel, ForumTopicModel } from '../forum/model';
import { OfferModel } from '../offers/model';
import { feedRankings } from '../offers/feed-rankings';
import { activeFilter, listFeed, topOffersHot } from '../offers/service';
import { PostCategoryModel, PostModel } from '../posts/model';
import { ShopModel } from '../shops/model';
import { topShops } from '../shops/service';
import { UserModel } from '../users/model';
import { VoteModel } from '../votes/model';
import { dependsOn, dependsOnCollection, validUntil } from '../../lib/cache/dependencies';
import { ANY_WRITE_TAG } from '../../lib/cache/invalidations';
import { sanitizeRichText } from '../../lib/rich-text';
import { BannerModel, InformationModel, MedalModel, SiteLinkModel, SiteTextModel } from './model';

const TOP_SIZE = 10;
const FOOTER_SHOPS = 10;
/** A hot offer, for the 'hot_offers' medal: this many degrees or more. */
export const HOT_OFFER_DEGREES = 100;
/** Sitemap caps: newest first, so the list stays bounded however big the catalog grows. */
const SITEMAP_LIMITS = { shops: 2000, offers: 5000, forum: 2000, posts: 1000 } as const;
const DAY = 86_400_000;

async function links(group: 'menu' | 'community' | 'social'): Promise<Link[]> {
  const rows = await SiteLinkModel.find({ group }, { label: 1, url: 1 }).sort({ position: 1 }).lean();
  return rows.map((r) => ({ label: r.label, url: r.url }));
}

async function popularCategories(limit: number): Promise<CategorySummary[]> {
  const [index, ranked] = await Promise.all([
    CategoryIndex.load(),
    CategoryModel.find({}, { _id: 1 }).sort({ popularity: -1, position: 1 }).limit(limit).lean(),
  ]);
  return ranked.flatMap((r) => {
    const row = index.byId.get(String(r._id));
    return row ? [index.summary(row)] : [];
  });
}

export async function menu(): Promise<MenuResponse> {
  const [categories, menuLinks] = await Promise.all([categoryTree(), links('menu')]);
  return { categories, links: menuLinks };
}

export async function tops(): Promise<TopsResponse> {
  const [shops, categories, coupons, offers] = await Promise.all([
    topShops(true),
    popularCategories(TOP_SIZE),
    listFeed('coupon', 'top', 1, TOP_SIZE),
    topOffersHot(),
  ]);
  return { shops: shops.slice(0, TOP_SIZE), categories, coupons: coupons.items, offers };
}

export async function banners(now = new Date()): Promise<{ items: Banner[]; total: number }> {
  const rows = await BannerModel.find({ active: true }).sort({ position: 1 }).lean();
  const items = rows
    .filter((b) => (!b.startsAt || b.startsAt <= now) && (!b.endsAt || b.endsAt > now))
    .map((b) => ({
      id: String(b._id),
      title: b.title,
      subtitle: b.subtitle ?? '',
      image_key: b.imageKey ?? null,
      image_url: b.imageKey ? imageUrl(b.imageKey) : null,
      url: b.url,
      button_label: b.buttonLabel ?? 'Ver más',
      starts_at: b.startsAt ? b.startsAt.toISOString() : null,
      ends_at: b.endsAt ? b.endsAt.toISOString() : null,
    }));
  return { items, total: items.length };
}

/** A user's count for each medal metric (only the metrics asked for are counted). */
export async function userProgress(userId: string, metrics: Set<MedalMetric>): Promise<Map<MedalMetric, number>> {
  const user = await UserModel.findById(userId, { createdAt: 1 }).lean();
  if (!user) throw NotFoundError('No encontramos ese usuario.');
  const counters: Record<MedalMetric, () => Promise<number>> = {
    offers: () => OfferModel.countDocuments({ authorId: userId, kind: 'offer' }),
    coupons: () => OfferModel.countDocuments({ authorId: userId, kind: 'coupon' }),
    comments: () => CommentModel.countDocuments({ userId }),
    forum_topics: () => ForumTopicModel.countDocuments({ authorId: userId }),
    forum_comments: () => ForumCommentModel.countDocuments({ authorId: userId }),
    votes: () => VoteModel.countDocuments({ userId }),
    hot_offers: () => OfferModel.countDocuments({ authorId: userId, temperature: { $gte: HOT_OFFER_DEGREES } }),
    days_member: async () => Math.floor((Date.now() - (user.createdAt as Date).getTime()) / DAY),
  };
  const entries = await Promise.all([...metrics].map(async (m) => [m, await counters[m]()] as const));
  return new Map(entries);
}

export async function medals(userId?: string): Promise<{ items: Medal[]; total: number; earned?: number }> {
  const rows = await MedalModel.find({}).sort({ position: 1 }).lean();
  const items: Medal[] = rows.map((m) => ({
    id: String(m._id),
    slug: m.slug,
    name: m.name,
    description: m.description,
    image_url: m.imageKey ? imageUrl(m.imageKey, { width: 128, height: 128 }) : null,
    metric: m.metric,
    threshold: m.threshold,
  }));
  if (!userId) return { items, total: items.length };
  const progress = await userProgress(userId, new Set(items.map((m) => m.metric)));
  for (const medal of items) {
    medal.progress = progress.get(medal.metric) ?? 0;
    medal.earned = medal.progress >= medal.threshold;
  }
  return { items, total: items.length, earned: items.filter((m) => m.earned).length };
}

/** Whether an information page has this slug (`/informacion/{slug}`). */
export async function informationExists(slug: string): Promise<boolean> {
  return (await InformationModel.exists({ slug })) !== null;
}

export async function informations(): Promise<{ items: Information[]; total: number }> {
  const rows = await InformationModel.find({}, { slug: 1, title: 1, body: 1, updatedAt: 1 }).sort({ position: 1 }).lean();
  const items = rows.map((r) => ({ id: String(r._id), slug: r.slug, title: r.title, body: sanitizeRichText(r.body).html, public_url: informationPath(r.slug), updated_at: r.updatedAt.toISOString() }));
  return { items, total: items.length };
}

export async function sitemap(siteUrl: string, now = new Date()): Promise<{ urls: SitemapEntry[]; total: number; generated_at: string }> {
  const at = (path: string) => `${siteUrl}${path}`;
  const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
  const [categories, shops, offers, forumCategories, topics, postCategories, posts, infos] = await Promise.all([
    CategoryModel.find({}, { slug: 1, updatedAt: 1 }).lean<{ slug: string; updatedAt: Date }[]>(),
    ShopModel.find({}, { slug: 1, updatedAt: 1 }).sort({ popularity: -1 }).limit(SITEMAP_LIMITS.shops).lean<{ slug: string; updatedAt: Date }[]>(),
    OfferModel.find(activeFilter(now, { kind: 'offer' }), { title: 1, updatedAt: 1 })
      .sort({ publishedAt: -1 })
      .limit(SITEMAP_LIMITS.offers)
      .lean<{ _id: Types.ObjectId; title: string; updatedAt: Date }[]>(),
    ForumCategoryModel.find({}, { slug: 1, updatedAt: 1 }).lean(),
    ForumTopicModel.find({ status: { $nin: ['pending', 'rejected'] } }, { slug: 1, lastActivityAt: 1 }).sort({ lastActivityAt: -1 }).limit(SITEMAP_LIMITS.forum).lean(),
    PostCategoryModel.find({}, { slug: 1 }).lean(),
    PostModel.find({ status: 'published', publishedAt: { $lte: now } }, { categoryId: 1, updatedAt: 1 }).sort({ publishedAt: -1 }).limit(SITEMAP_LIMITS.posts).lean(),
    InformationModel.find({}, { slug: 1, updatedAt: 1 }).lean(),
  ]);
  const postCategorySlug = new Map(postCategories.map((c) => [String(c._id), c.slug]));
  const urls: SitemapEntry[] = [
    ...['/', '/forum', '/blog'].map((path) => ({ loc: at(path), kind: 'page' as const, lastmod: null })),
    ...categories.map((c) => ({ loc: at(categoryPath(c.slug)), kind: 'category' as const, lastmod: iso(c.updatedAt) })),
    ...shops.map((s) => ({ loc: at(shopPath(s.slug)), kind: 'shop' as const, lastmod: iso(s.updatedAt) })),
    ...offers.map((o) => ({ loc: at(offerPath(o.title, String(o._id))), kind: 'offer' as const, lastmod: iso(o.updatedAt) })),
    ...forumCategories.map((c) => ({ loc: at(forumCategoryPath(c.slug)), kind: 'forum' as const, lastmod: iso(c.updatedAt) })),
    ...topics.map((t) => ({ loc: at(forumTopicPath(String(t._id), t.slug)), kind: 'forum' as const, lastmod: iso(t.lastActivityAt) })),
    ...postCategories.map((c) => ({ loc: at(`/blog/${c.slug}`), kind: 'post' as const, lastmod: null })),
    ...posts.map((p) => ({ loc: at(postPath(postCategorySlug.get(String(p.categoryId)) ?? 'blog', String(p._id))), kind: 'post' as const, lastmod: iso(p.updatedAt) })),
    ...infos.map((i) => ({ loc: at(informationPath(i.slug)), kind: 'information' as const, lastmod: iso(i.updatedAt) })),
  ];
  return { urls, total: urls.length, generated_at: now.toISOString() };
}

export async function footerData(siteName: string, now = new Date()): Promise<FooterData> {
  // Kept in the answer cache until what it reads changes: shops and users by their kinds' tags
  // (a ranking job reorders the shops), the offers' counts and the categories by their own
  // readers' records, its links and texts by any write (they change only through the API), and
  // the copyright's year at New Year.
  dependsOn(ANY_WRITE_TAG);
  dependsOnCollection('shop');
  dependsOnCollection('user');
  validUntil(new Date(now.getFullYear() + 1, 0, 1).getTime());
  const [shops, index, offers, coupons, shopsCount, users, community, social, infos, about] = await Promise.all([
    topShops(true),
    CategoryIndex.load(),
    feedRankings.activeCount({ kind: 'offer' }),
    feedRankings.activeCount({ kind: 'coupon' }),
    ShopModel.countDocuments({}),
    UserModel.countDocuments({}),
    links('community'),
    links('social'),
    InformationModel.find({}, { slug: 1, title: 1 }).sort({ position: 1 }).lean(),
    SiteTextModel.findOne({ key: 'footer.about' }, { value: 1 }).lean(),
  ]);
  return {
    about: about?.value ?? '',
    shops: shops.slice(0, FOOTER_SHOPS),
    categories: index.rows.filter((r) => !r.parentId).map((r) => index.summary(r)),
    stats: { offers, coupons, shops: shopsCount, users },
    community,
    legal: infos.map((i) => ({ label: i.title, url: informationPath(i.slug) })),
    social,
    copyright: `© ${now.getFullYear()} ${siteName}. Hecho en Colombia.`,
  };
}
