// Offers and coupons by id, as their pages read them: from the entity cache (lib/cache), exact on
// every write through the model (a vote, a comment, a save, an edit, an expiry), never with `$in`.
import { Types } from 'mongoose';
import { EntityCache } from '../../lib/cache/entity-cache';
import { OfferModel } from './model';
import { DETAIL_PROJECTION, type OfferRow } from './present';

export const offerRows = new EntityCache<OfferRow>({
  kind: 'offer',
  load: (id) => OfferModel.findById(id, DETAIL_PROJECTION).lean<OfferRow>(),
  maxEntries: 5_000,
});

export async function findOfferById(id: string): Promise<OfferRow | null> {
  return Types.ObjectId.isValid(id) && /^[0-9a-f]{24}$/i.test(id) ? offerRows.get(id.toLowerCase()) : null;
}
