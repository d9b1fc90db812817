// Votes (temperature). One vote per user and offer is carried by the unique index; the
// `temperature` on the offer is a cache of the sum, recomputed after every change and on start-up.
import { VOTE_DEGREES, isNewOffer, offerPath, type VoteResponse, type VoteValue } from '@gangazo/contracts';
import { Types } from 'mongoose';
import { NotFoundError, isDuplicateKeyError } from '../../errors';
import { offerTemperatureChanged } from '../alerts/hooks';
import { awardMedalsLater } from '../content/medal-awards';
import { OfferModel } from '../offers/model';
import { recordActivity } from '../users/service';
import { VoteModel } from './model';

async function votedOffer(offerId: string) {
  const offer = Types.ObjectId.isValid(offerId)
    ? await OfferModel.findById(offerId, { publishedAt: 1, title: 1, temperature: 1, authorId: 1 }).lean<{ _id: Types.ObjectId; publishedAt: Date; title: string; temperature: number; authorId?: Types.ObjectId | null }>()
    : null;
  if (!offer) throw NotFoundError('No encontramos esa oferta.');
  return offer;
}

async function sumVotes(offerId: Types.ObjectId): Promise<number> {
  const [row] = await VoteModel.aggregate<{ total: number }>([{ $match: { offerId } }, { $group: { _id: null, total: { $sum: '$value' } } }]);
  return row?.total ?? 0;
}

/**
 * Writes the sum onto the offer. Two requests finishing together could write in the wrong order,
 * so the sum is read again after writing and rewritten if it moved meanwhile.
 */
export async function recomputeTemperature(offerId: Types.ObjectId): Promise<number> {
  let total = await sumVotes(offerId);
  for (let attempt = 0; attempt < 3; attempt++) {
    await OfferModel.updateOne({ _id: offerId }, { $set: { temperature: total } });
    const again = await sumVotes(offerId);
    if (again === total) break;
    total = again;
  }
  return total;
}

export async function castVote(offerId: string, userId: string, vote: VoteValue): Promise<VoteResponse> {
  const offer = await votedOffer(offerId);
  const user = new Types.ObjectId(userId);
  const value = VOTE_DEGREES[vote];
  let firstVote = false;
  try {
    await VoteModel.create({ offerId: offer._id, userId: user, value });
    firstVote = true;
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
    // Already voted: this is a change of mind (or a repeat), never a second vote.
    await VoteModel.updateOne({ offerId: offer._id, userId: user }, { $set: { value } });
  }
  const temperature = await recomputeTemperature(offer._id);
  // Alerts with a minimum temperature hear about an offer that just got that hot (never throws).
  await offerTemperatureChanged(String(offer._id), offer.temperature ?? 0, temperature);
  // A change of mind is not new activity; the first vote on an offer is.
  if (firstVote) {
    await recordActivity(user, { kind: 'vote', title: `Votó ${vote === 'hot' ? 'caliente' : 'frío'} «${offer.title}»`, url: offerPath(offer.title, String(offer._id)) });
    awardMedalsLater(user, ['votes']);
  }
  // Its author may have just got a hot offer.
  if (offer.authorId && temperature > (offer.temperature ?? 0)) awardMedalsLater(offer.authorId, ['hot_offers']);
  return { temperature, is_new: isNewOffer(offer.publishedAt), my_vote: vote };
}

export async function withdrawVote(offerId: string, userId: string): Promise<VoteResponse> {
  const offer = await votedOffer(offerId);
  await VoteModel.deleteOne({ offerId: offer._id, userId: new Types.ObjectId(userId) });
  const temperature = await recomputeTemperature(offer._id);
  await offerTemperatureChanged(String(offer._id), offer.temperature ?? 0, temperature);
  return { temperature, is_new: isNewOffer(offer.publishedAt), my_vote: null };
}

/** Rebuilds every offer's temperature from the votes (start-up task; also after seeding). */
export async function recomputeAllTemperatures(): Promise<number> {
  const sums = await VoteModel.aggregate<{ _id: Types.ObjectId; total: number }>([{ $group: { _id: '$offerId', total: { $sum: '$value' } } }]);
  const bySum = new Map(sums.map((row) => [String(row._id), row.total]));
  const offers = await OfferModel.find({}, { temperature: 1 }).lean<{ _id: Types.ObjectId; temperature: number }[]>();
  const fixes = offers.filter((offer) => (bySum.get(String(offer._id)) ?? 0) !== offer.temperature);
  // One update at a time: bulkWrite of many updates stalls on FerretDB v1.
  for (const offer of fixes) await OfferModel.updateOne({ _id: offer._id }, { $set: { temperature: bySum.get(String(offer._id)) ?? 0 } });
  return fixes.length;
}
