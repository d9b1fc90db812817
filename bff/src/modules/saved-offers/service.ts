import { offerPath, type OfferCard, type PagedList } from '@gangazo/contracts';
import { Types } from 'mongoose';
import { NotFoundError, isDuplicateKeyError } from '../../errors';
import { OfferModel } from '../offers/model';
import { CARD_PROJECTION, toOfferCards, type OfferRow } from '../offers/present';
import { recordActivity } from '../users/service';
import { SavedOfferModel } from './model';

async function requireOffer(offerId: string): Promise<Types.ObjectId> {
  const offer = Types.ObjectId.isValid(offerId) ? await OfferModel.exists({ _id: offerId }) : null;
  if (!offer) throw NotFoundError('No encontramos esa oferta.');
  return offer._id;
}

async function recordSaved(userId: string, offerId: Types.ObjectId): Promise<void> {
  const offer = await OfferModel.findById(offerId, { title: 1 }).lean<{ title: string }>();
  if (offer) await recordActivity(userId, { kind: 'saved_offer', title: `Guardó «${offer.title}»`, url: offerPath(offer.title, String(offerId)) });
}

/** Saving twice is the same as saving once (the unique index keeps one row). */
export async function saveOffer(userId: string, offerId: string): Promise<void> {
  const offer = await requireOffer(offerId);
  try {
    await SavedOfferModel.create({ userId: new Types.ObjectId(userId), offerId: offer });
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
    return;
  }
  await recordSaved(userId, offer);
}

export async function unsaveOffer(userId: string, offerId: string): Promise<void> {
  const offer = await requireOffer(offerId);
  await SavedOfferModel.deleteOne({ userId: new Types.ObjectId(userId), offerId: offer });
}

/** "Ofertas Guardadas": newest saved first, expired ones included (they say 'Expirada'). */
export async function listSavedOffers(userId: string, page: number, perPage: number): Promise<PagedList<OfferCard>> {
  const filter = { userId: new Types.ObjectId(userId) };
  const [saved, total] = await Promise.all([
    SavedOfferModel.find(filter, { offerId: 1 }).sort({ createdAt: -1, _id: -1 }).skip((page - 1) * perPage).limit(perPage).lean<{ offerId: Types.ObjectId }[]>(),
    SavedOfferModel.countDocuments(filter),
  ]);
  const rows = await OfferModel.find({ _id: { $in: saved.map((s) => s.offerId) } }, CARD_PROJECTION).lean<OfferRow[]>();
  const byId = new Map(rows.map((row) => [String(row._id), row]));
  const ordered = saved.map((s) => byId.get(String(s.offerId))).filter((row): row is OfferRow => !!row);
  return { items: await toOfferCards(ordered), total, page, per_page: perPage };
}
