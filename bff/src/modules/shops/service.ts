import type { OfferCard, OfferOrder, PagedList, Shop, ShopSummary } from '@gangazo/contracts';
import type { Types } from 'mongoose';
import { ConflictError, NotFoundError, isDuplicateKeyError } from '../../errors';
import { searchFields } from '../../lib/search-fields';
import { escapeRegex, normalizeText, slugify } from '../../lib/text';
import { feedRankings } from '../offers/feed-rankings';
import { rankedPage } from '../offers/service';
import { ShopModel } from './model';
import { findShop } from './repository';
import { SHOP_PROJECTION, toShopSummary, type ShopRow } from './present';

/** A shop by ObjectId or slug (`/cupones/{slug}`); 404 if there is none. */
export async function resolveShop(ref: string): Promise<ShopRow> {
  const row = await findShop(ref);
  if (!row) throw NotFoundError('No encontramos esa tienda.');
  return row;
}

/** Whether `resolveShop(ref)` would find a shop (the shop page's HTML status). */
export async function shopExists(ref: string): Promise<boolean> {
  return (await findShop(ref)) !== null;
}

/** Active offers and coupons per shop, counted from the in-memory ranking (one pass for the list). */
async function activeCounts(shopIds: Types.ObjectId[]): Promise<Map<string, { offers: number; coupons: number }>> {
  const counts = new Map<string, { offers: number; coupons: number }>(shopIds.map((id) => [String(id), { offers: 0, coupons: 0 }]));
  if (shopIds.length === 0) return counts;
  for (const row of await feedRankings.rows({}, 'news')) {
    const entry = row.shopId ? counts.get(row.shopId) : undefined;
    if (!entry) continue;
    if (row.kind === 'coupon') entry.coupons += 1;
    else entry.offers += 1;
  }
  return counts;
}

async function toShops(rows: ShopRow[]): Promise<Shop[]> {
  const counts = await activeCounts(rows.map((row) => row._id));
  return rows.map((row) => {
    const count = counts.get(String(row._id)) ?? { offers: 0, coupons: 0 };
    return { ...toShopSummary(row), description: row.description ?? '', website: row.website ?? null, offers_count: count.offers, coupons_count: count.coupons };
  });
}

export async function shopDetail(ref: string): Promise<Shop> {
  const [shop] = await toShops([await resolveShop(ref)]);
  if (!shop) throw NotFoundError('No encontramos esa tienda.');
  return shop;
}

const TOP_SHOPS = 12;
const ALL_SHOPS_LIMIT = 500;

/** `top=true`: the most popular shops; otherwise every shop by name. */
export async function topShops(top: boolean): Promise<ShopSummary[]> {
  const query = ShopModel.find({}, SHOP_PROJECTION);
  const rows = top
    ? await query.sort({ popularity: -1, name: 1 }).limit(TOP_SHOPS).lean<ShopRow[]>()
    : await query.sort({ nameNormalized: 1 }).limit(ALL_SHOPS_LIMIT).lean<ShopRow[]>();
  return rows.map(toShopSummary);
}

export async function totalShops(): Promise<number> {
  return ShopModel.countDocuments({});
}

/**
 * The shop directory: `filter` is a letter or the start of any word of the name ('0-9' for names
 * starting with a digit), matched accent- and case-insensitively.
 */
export async function listShops(filter: string | undefined, page: number, perPage: number): Promise<PagedList<Shop>> {
  const normalized = filter ? normalizeText(filter) : '';
  // Punctuation alone matches nothing rather than everything.
  if (filter && filter !== '0-9' && !normalized) return { items: [], total: 0, page, per_page: perPage };
  const query =
    filter === '0-9' ? { nameNormalized: { $regex: '^[0-9]' } } : normalized ? { searchWords: { $regex: `^${escapeRegex(normalized.split(' ')[0] ?? '')}` } } : {};
  const [rows, total] = await Promise.all([
    ShopModel.find(query, SHOP_PROJECTION).sort({ nameNormalized: 1 }).skip((page - 1) * perPage).limit(perPage).lean<ShopRow[]>(),
    ShopModel.countDocuments(query),
  ]);
  return { items: await toShops(rows), total, page, per_page: perPage };
}

export async function shopCoupons(ref: string, order: OfferOrder, page: number, perPage: number): Promise<PagedList<OfferCard>> {
  const shop = await resolveShop(ref);
  return rankedPage({ kind: 'coupon', shopId: String(shop._id) }, order, page, perPage);
}

export async function shopOffers(ref: string, page: number, perPage: number): Promise<PagedList<OfferCard>> {
  const shop = await resolveShop(ref);
  return rankedPage({ kind: 'offer', shopId: String(shop._id) }, 'news', page, perPage);
}

const OUTSTANDING = 5;

/** The shop's hottest active offers. */
export async function shopOutstanding(ref: string): Promise<OfferCard[]> {
  const shop = await resolveShop(ref);
  return (await rankedPage({ kind: 'offer', shopId: String(shop._id) }, 'hot', 1, OUTSTANDING)).items;
}

export interface NewShop {
  name: string;
  slug?: string;
  description?: string;
  website?: string | null;
  imageKey?: string | null;
  imageUrl?: string | null;
  popularity?: number;
}

/** Creates a shop with its slug and search fields. A taken slug is a 409 (unique index). */
export async function createShop(input: NewShop): Promise<ShopRow> {
  const slug = input.slug ?? slugify(input.name);
  try {
    const doc = await ShopModel.create({ ...input, slug, ...searchFields(input.name) });
    return { _id: doc._id, name: doc.name, slug: doc.slug, description: doc.description, website: doc.website ?? null, imageKey: doc.imageKey ?? null, imageUrl: doc.imageUrl ?? null };
  } catch (error) {
    if (isDuplicateKeyError(error)) throw ConflictError('Ya existe una tienda con ese nombre.');
    throw error;
  }
}
