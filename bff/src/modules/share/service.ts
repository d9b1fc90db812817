// Sharing an offer or a code: every rule is checked, and every referenced shop, category and
// image looked up, before anything is written; then the offer, the shop suggestion (if any) and
// the author's activity are recorded.
import {
  SHARE_LIMITS,
  checkShare,
  cleanLine,
  cleanText,
  firstShareError,
  isEmptyDelta,
  offerPath,
  sanitizeDelta,
  type OfferDetail,
  type ShareOfferBody,
  type ShopSuggestion,
} from '@gangazo/contracts';
import { offerBecameVisible } from '../alerts/hooks';
import { Types } from 'mongoose';
import { AppError, ConflictError, ValidationError } from '../../errors';
import { STAFF_ROLES, type SessionClaims } from '../../plugins/auth';
import { awardMedalsLater } from '../content/medal-awards';
import { offersWithUrl } from '../moderation/duplicates';
import { checkNewAccountPosts } from '../moderation/limits';
import { holdReason } from '../moderation/trust';
import { normalizeText } from '../../lib/text';
import { AssetModel } from '../assets/model';
import { CategoryIndex } from '../categories/service';
import { createOffer } from '../offers/create';
import { OfferModel } from '../offers/model';
import { offerDetail } from '../offers/service';
import { ShopModel } from '../shops/model';
import { resolveShop } from '../shops/service';
import { recordActivity } from '../users/service';
import { ShopSuggestionModel } from './model';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Publications per account and hour. Counted from the offers themselves, so every BFF instance
 * agrees and only what was really published counts (a refused attempt does not use one up).
 */
async function checkPublishingRate(authorId: Types.ObjectId, now: Date): Promise<void> {
  const since = new Date(now.getTime() - HOUR_MS);
  // publishedAt, not createdAt: imported or seeded offers carry their real, older publication time.
  const recent = await OfferModel.find({ authorId, publishedAt: { $gt: since, $lte: now } }, { publishedAt: 1 })
    .limit(SHARE_LIMITS.perHour * 2)
    .lean<{ publishedAt: Date }[]>();
  if (recent.length < SHARE_LIMITS.perHour) return;
  const times = recent.map((row) => row.publishedAt.getTime()).sort((a, b) => b - a);
  // The wait ends when the oldest of the newest `perHour` publications leaves the window.
  const freeAt = (times[SHARE_LIMITS.perHour - 1] ?? now.getTime()) + HOUR_MS;
  const minutes = Math.max(1, Math.ceil((freeAt - now.getTime()) / 60_000));
  throw new AppError(
    'TOO_MANY_REQUESTS',
    `Ya compartiste ${SHARE_LIMITS.perHour} publicaciones en la última hora. Podrás compartir de nuevo en ${minutes === 1 ? '1 minuto' : `${minutes} minutos`}.`,
  );
}

async function findCategory(id: string): Promise<Types.ObjectId> {
  const index = await CategoryIndex.load();
  try {
    return index.resolve(id)._id;
  } catch (error) {
    if (error instanceof AppError) throw ValidationError('La categoría elegida no existe.');
    throw error;
  }
}

type ShopChoice = { shopId: Types.ObjectId; suggestion: null } | { shopId: null; suggestion: string };

async function findShop(body: ShareOfferBody): Promise<ShopChoice> {
  if (body.shop) {
    try {
      return { shopId: (await resolveShop(body.shop.trim()))._id, suggestion: null };
    } catch (error) {
      if (error instanceof AppError) throw ValidationError('La tienda elegida no existe. Búscala de nuevo o escribe su nombre.');
      throw error;
    }
  }
  const name = cleanLine(body.shop_name);
  // A name that matches a listed shop is that shop, however it was capitalized or accented.
  const listed = await ShopModel.findOne({ nameNormalized: normalizeText(name) }, { _id: 1 }).lean<{ _id: Types.ObjectId }>();
  return listed ? { shopId: listed._id, suggestion: null } : { shopId: null, suggestion: name };
}

async function checkImages(keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  const found = await AssetModel.countDocuments({ key: { $in: keys } });
  if (found !== keys.length) throw ValidationError('Alguna imagen ya no está disponible: súbela de nuevo.');
}

function storedDescription(body: ShareOfferBody): string {
  if (!body.description) return '';
  const clean = sanitizeDelta(body.description);
  if (isEmptyDelta(clean)) return '';
  const json = JSON.stringify(clean);
  if (json.length > SHARE_LIMITS.descriptionMaxChars) {
    throw ValidationError('La descripción es demasiado grande. Sube las imágenes con el botón de imagen en lugar de pegarlas.');
  }
  return json;
}

function optionalDate(value: string | null | undefined): Date | null {
  return value ? new Date(value) : null;
}

/**
 * Publishes an offer or a code shared by `session.sub` and answers with its page's data. An
 * untrusted account's post waits in the moderation queue (`pending`, moderation/trust.ts); the
 * same link as a live or held offer is refused (409) unless staff share it.
 */
export async function shareOffer(session: Pick<SessionClaims, 'sub' | 'role'>, body: ShareOfferBody, now: Date = new Date()): Promise<OfferDetail> {
  const problem = firstShareError(checkShare(body, now));
  if (problem) throw ValidationError(problem);
  const description = storedDescription(body);
  const authorId = session.sub;
  const author = new Types.ObjectId(authorId);
  await checkPublishingRate(author, now);
  const hold = await holdReason(authorId, session.role, now);
  if (hold) await checkNewAccountPosts(authorId, now);
  const url = body.url?.trim() || null;

  const coupon = body.kind === 'coupon';
  const [categoryId, shop] = await Promise.all([findCategory(body.category), findShop(body), checkImages(body.images ?? [])]);
  if (url && !STAFF_ROLES.includes(session.role)) {
    const [same] = await offersWithUrl(url, now, coupon ? { code: body.code ?? '' } : null);
    if (same && coupon) throw ConflictError(`Este código ya está publicado: ${same.public_url} («${same.title}»). Vota o comenta allí en lugar de compartirlo de nuevo.`);
    if (same) throw ConflictError(`Esta oferta ya está publicada: ${same.public_url} («${same.title}»). Vota o comenta allí en lugar de compartirla de nuevo.`);
  }
  const availability = body.availability ?? 'online';
  const title = cleanLine(body.title);

  const id = await createOffer({
    kind: body.kind,
    title,
    description,
    tyt: coupon ? cleanText(body.tyt ?? '').trim() : '',
    url,
    price: body.price ?? null,
    previousPrice: body.previous_price ?? null,
    shippingCost: body.shipping_cost ?? null,
    availability,
    city: availability === 'in_store' ? cleanLine(body.city) : null,
    reduction: coupon ? cleanLine(body.reduction) : null,
    code: coupon ? cleanLine(body.code) || null : null,
    multipleCodes: false,
    shopId: shop.shopId,
    categoryId,
    authorId: author,
    imageKeys: body.images ?? [],
    startsAt: optionalDate(body.init_date),
    endsAt: optionalDate(body.end_date),
    status: hold ? 'pending' : 'published',
    review: hold ? { reason: hold, rejection: null } : null,
    publishedAt: now,
  });

  const publicUrl = offerPath(title, String(id));
  if (shop.suggestion) {
    await ShopSuggestionModel.create({ name: shop.suggestion, nameNormalized: normalizeText(shop.suggestion), offerId: id, authorId: author, url });
  }
  const what = coupon ? 'el código' : 'la oferta';
  await recordActivity(author, { kind: body.kind, title: hold ? `Envió ${what} «${title}»: en revisión` : `Compartió ${what} «${title}»`, url: publicUrl });
  // Public from now (a held one waits for its approval): people waiting for it with an alert hear about it (never throws).
  if (!hold) await offerBecameVisible(String(id), now);
  if (!hold) awardMedalsLater(author, [coupon ? 'coupons' : 'offers']);
  return offerDetail(String(id), session);
}

const SUGGESTIONS_SHOWN = 50;

/** The newest shop suggestions, for staff. */
export async function listShopSuggestions(): Promise<ShopSuggestion[]> {
  const rows = await ShopSuggestionModel.find({}, { name: 1, offerId: 1, authorId: 1, url: 1, createdAt: 1 })
    .sort({ createdAt: -1, _id: -1 })
    .limit(SUGGESTIONS_SHOWN)
    .lean<{ _id: Types.ObjectId; name: string; offerId: Types.ObjectId; authorId: Types.ObjectId | null; url: string | null; createdAt: Date }[]>();
  const offers = await OfferModel.find({ _id: { $in: rows.map((row) => row.offerId) } }, { title: 1 }).lean<{ _id: Types.ObjectId; title: string }[]>();
  const titles = new Map(offers.map((offer) => [String(offer._id), offer.title]));
  return rows.map((row) => ({
    id: String(row._id),
    name: row.name,
    offer_id: String(row.offerId),
    offer_url: offerPath(titles.get(String(row.offerId)) ?? row.name, String(row.offerId)),
    author_id: row.authorId ? String(row.authorId) : null,
    url: row.url ?? null,
    created_at: row.createdAt.toISOString(),
  }));
}
