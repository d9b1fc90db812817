// `/cupones/{shop or coupon slug}` (SPEC §2): when no shop has the slug, a coupon may. Coupon slugs
// come from titles and are not unique, so the newest active coupon wins (the newest at all when
// every one has expired).
import { offerPath, shopPath, type CouponSlugResponse } from '@gangazo/contracts';
import type { Types } from 'mongoose';
import { NotFoundError } from '../../errors';
import { isExpired } from '../offers/present';
import { OfferModel } from '../offers/model';
import { ShopModel } from '../shops/model';

/** Coupons looked at for one slug; more than this many identical titles is not a real case. */
const CANDIDATES = 50;

interface CandidateRow {
  _id: Types.ObjectId;
  title: string;
  shopId: Types.ObjectId | null;
  status: 'published' | 'expired';
  endsAt: Date | null;
  publishedAt: Date;
}

/** Whether `couponBySlug(slug)` would find a coupon (expired ones too): `/cupones/{slug}` is a page. */
export async function couponSlugExists(slug: string): Promise<boolean> {
  return (await OfferModel.exists({ slug, kind: 'coupon', status: { $in: ['published', 'expired'] } })) !== null;
}

export async function couponBySlug(slug: string, now: Date = new Date()): Promise<CouponSlugResponse> {
  const rows = await OfferModel.find({ slug, kind: 'coupon', status: { $in: ['published', 'expired'] } }, { title: 1, shopId: 1, status: 1, endsAt: 1, publishedAt: 1 })
    .limit(CANDIDATES)
    .lean<CandidateRow[]>();
  const newestFirst = rows.sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime());
  const chosen = newestFirst.find((row) => !isExpired(row, now)) ?? newestFirst[0];
  if (!chosen) throw NotFoundError('No encontramos ese cupón.');
  const shop = chosen.shopId ? await ShopModel.findById(chosen.shopId, { slug: 1 }).lean<{ slug: string }>() : null;
  const id = String(chosen._id);
  return {
    id,
    title: chosen.title,
    shop_slug: shop?.slug ?? null,
    public_url: shop ? `${shopPath(shop.slug)}?active_coupon=${id}` : offerPath(chosen.title, id),
  };
}
