// The two moments an offer can start matching alerts. Other modules call these and nothing else:
//   offerBecameVisible(offerId)                       — published (share), or approved by moderation;
//   offerTemperatureChanged(offerId, before, after)   — after a vote moved its temperature.
// Each match is written once per alert and offer (AlertMatch's unique index), then notified (the
// bell) and, for alerts with instant e-mail, mailed after the caller's answer. They never throw:
// an alert problem must not fail a publication or a vote (it is logged instead).
import { imageUrl, offerPath } from '@gangazo/contracts';
import { Types } from 'mongoose';
import { isDuplicateKeyError } from '../../errors';
import { normalizeText } from '../../lib/text';
import { CategoryModel } from '../categories/model';
import { OfferModel } from '../offers/model';
import { notifyUser } from '../notifications/service';
import { ShopModel } from '../shops/model';
import { UserModel } from '../users/model';
import { activeAlertIndex } from './active-index';
import { alertMatchEmail } from './emails';
import { formatCop } from './html';
import { crossedUpwards, hotEnoughNow, matchesOffer, type ActiveAlert, type OfferFacts } from './matching';
import { AlertMatchModel } from './model';
import { inBackground } from '../../lib/background';
import { alertRuntime } from './runtime';
import { unsubscribeHeaders, unsubscribeUrl } from './unsubscribe-token';

interface OfferRow {
  _id: Types.ObjectId;
  title: string;
  status: string;
  endsAt: Date | null;
  authorId: Types.ObjectId | null;
  shopId: Types.ObjectId | null;
  categoryId: Types.ObjectId | null;
  price: number | null;
  temperature: number;
  imageKeys: string[];
  imageUrl: string | null;
}

interface VisibleOffer {
  row: OfferRow;
  facts: OfferFacts;
}

/** The offer and what matching needs about it, or null when it is not public (expired, pending, gone). */
async function visibleOffer(offerId: string, now: Date): Promise<VisibleOffer | null> {
  if (!Types.ObjectId.isValid(offerId)) return null;
  const row = await OfferModel.findById(offerId, { title: 1, status: 1, endsAt: 1, authorId: 1, shopId: 1, categoryId: 1, price: 1, temperature: 1, imageKeys: 1, imageUrl: 1 }).lean<OfferRow>();
  if (!row || row.status !== 'published' || (row.endsAt && row.endsAt.getTime() <= now.getTime())) return null;
  const categoryIds = new Set<string>();
  if (row.categoryId) {
    categoryIds.add(String(row.categoryId));
    const category = await CategoryModel.findById(row.categoryId, { parentId: 1 }).lean<{ parentId: Types.ObjectId | null }>();
    if (category?.parentId) categoryIds.add(String(category.parentId));
  }
  const facts: OfferFacts = {
    authorId: row.authorId ? String(row.authorId) : null,
    words: new Set(normalizeText(row.title).split(' ').filter(Boolean)),
    shopId: row.shopId ? String(row.shopId) : null,
    categoryIds,
    price: row.price ?? null,
  };
  return { row, facts };
}

function offerImage(row: OfferRow): string | null {
  const key = row.imageKeys[0];
  if (key) return imageUrl(key, { width: 320, height: 320 });
  return row.imageUrl;
}

async function mailMatch(alert: ActiveAlert, offer: OfferRow): Promise<void> {
  const runtime = alertRuntime();
  if (!runtime) return;
  const [user, shop] = await Promise.all([
    UserModel.findById(alert.userId, { email: 1, username: 1 }).lean<{ email: string; username: string }>(),
    offer.shopId ? ShopModel.findById(offer.shopId, { name: 1 }).lean<{ name: string }>() : null,
  ]);
  if (!user) return;
  const image = offerImage(offer);
  const unsubscribe = unsubscribeUrl(runtime.siteUrl, runtime.secret, { userId: alert.userId, scope: { kind: 'alert', alertId: alert.id } });
  const mail = alertMatchEmail({
    siteName: runtime.siteName,
    username: user.username,
    alertLabel: alert.label,
    offer: {
      title: offer.title,
      url: `${runtime.siteUrl}${offerPath(offer.title, String(offer._id))}`,
      image: image ? (image.startsWith('/') ? `${runtime.siteUrl}${image}` : image) : null,
      price: offer.price !== null ? formatCop(offer.price) : null,
      shop: shop?.name ?? null,
    },
    manageUrl: `${runtime.siteUrl}/perfil/${alert.userId}/alertas`,
    unsubscribeUrl: unsubscribe,
  });
  await runtime.mailer.send({ to: user.email, ...mail, headers: unsubscribeHeaders(unsubscribe) });
}

/** Writes one match; false when this alert had already found this offer. */
async function recordMatch(alert: ActiveAlert, offer: OfferRow, reason: 'published' | 'temperature'): Promise<boolean> {
  try {
    await AlertMatchModel.create({ alertId: new Types.ObjectId(alert.id), offerId: offer._id, userId: new Types.ObjectId(alert.userId), email: alert.email });
  } catch (error) {
    if (isDuplicateKeyError(error)) return false;
    throw error;
  }
  const title =
    reason === 'published'
      ? `Nueva oferta para tu alerta «${alert.label}»: ${offer.title}`
      : `«${offer.title}» llegó a ${alert.minTemperature ?? 0}° (tu alerta «${alert.label}»)`;
  await notifyUser(alert.userId, 'alert_match', { title, url: offerPath(offer.title, String(offer._id)), image: offerImage(offer), key: `alert:${alert.id}:${String(offer._id)}` });
  if (alert.email === 'instant') inBackground('El correo de una alerta', () => mailMatch(alert, offer));
  return true;
}

/** The alerts this offer satisfies now, found in memory (the part `npm run bench` times). */
export async function findMatchingAlerts(offer: VisibleOffer, keep: (alert: ActiveAlert, offer: OfferRow) => boolean): Promise<ActiveAlert[]> {
  const index = await activeAlertIndex();
  return index.candidates(offer.facts.words).filter((alert) => keep(alert, offer.row) && matchesOffer(alert, offer.facts));
}

async function notifyMatches(offerId: string, reason: 'published' | 'temperature', keep: (alert: ActiveAlert, offer: OfferRow) => boolean, now: Date): Promise<number> {
  try {
    const offer = await visibleOffer(offerId, now);
    if (!offer) return 0;
    const alerts = await findMatchingAlerts(offer, keep);
    let written = 0;
    for (const alert of alerts) if (await recordMatch(alert, offer.row, reason)) written++;
    return written;
  } catch (error) {
    alertRuntime()?.log.error({ err: error, offerId }, 'Las alertas de una oferta fallaron');
    return 0;
  }
}

/** The offer is public now: every active alert it satisfies (at its current temperature) is told once. Returns how many were. */
export async function offerBecameVisible(offerId: string, now: Date = new Date()): Promise<number> {
  return notifyMatches(offerId, 'published', (alert, offer) => hotEnoughNow(alert, offer.temperature ?? 0), now);
}

/** A vote moved the offer from `before` to `after` degrees: alerts whose minimum it crossed upwards are told once. */
export async function offerTemperatureChanged(offerId: string, before: number, after: number, now: Date = new Date()): Promise<number> {
  if (after <= before) return 0;
  return notifyMatches(offerId, 'temperature', (alert) => crossedUpwards(alert, before, after), now);
}

export { visibleOffer as offerForMatching, type VisibleOffer };
