// Staff tools on content and accounts, each recorded in the audit log: hide or show a comment,
// lock or pin a topic, feature an offer on the home page, merge a duplicate into its original,
// and set an account's trust.
import type { MergeResult, StaffChange, TrustOverride, TrustState } from '@gangazo/contracts';
import { offerPath } from '@gangazo/contracts';
import { Types } from 'mongoose';
import { ConflictError, isDuplicateKeyError, NotFoundError, ValidationError } from '../../errors';
import type { SessionClaims } from '../../plugins/auth';
import { CommentModel } from '../comments/model';
import { recountComments } from '../comments/service';
import { ForumTopicModel } from '../forum/model';
import { OfferModel } from '../offers/model';
import { SavedOfferModel } from '../saved-offers/model';
import { UserModel } from '../users/model';
import { VoteModel } from '../votes/model';
import { recomputeTemperature } from '../votes/service';
import { ExpiryReportModel, ReportModel } from './model';
import { notifyAuthor, recordAudit, setCommentVisibility } from './service';
import { requireTarget } from './targets';
import { trustOf } from './trust';

export async function setCommentHidden(actor: SessionClaims, kind: 'comment' | 'forum_comment', id: string, hidden: boolean): Promise<StaffChange> {
  const target = await requireTarget(kind, id);
  if (target.hidden !== hidden) await setCommentVisibility(target, hidden);
  await recordAudit(actor, hidden ? 'hide' : 'unhide', target, { hidden: target.hidden }, { hidden });
  return { kind, id: String(target.id), changed: { hidden } };
}

export async function setTopicFlags(actor: SessionClaims, id: string, flags: { locked?: boolean; pinned?: boolean }): Promise<StaffChange> {
  if (flags.locked === undefined && flags.pinned === undefined) throw ValidationError('Indica qué cambiar: cerrar (locked) o fijar (pinned).');
  const topic = Types.ObjectId.isValid(id) ? await ForumTopicModel.findById(id, { locked: 1, pinned: 1 }).lean() : null;
  if (!topic) throw NotFoundError('No encontramos ese tema del foro.');
  const set = Object.fromEntries(Object.entries(flags).filter(([, value]) => value !== undefined));
  await ForumTopicModel.updateOne({ _id: topic._id }, { $set: set });
  const before = { locked: topic.locked === true, pinned: topic.pinned === true };
  await recordAudit(actor, 'topic_flags', { kind: 'topic', id: topic._id }, Object.fromEntries(Object.keys(set).map((key) => [key, before[key as keyof typeof before]])), set);
  return { kind: 'topic', id: String(topic._id), changed: set };
}

export async function setOfferFeatured(actor: SessionClaims, id: string, featured: boolean): Promise<StaffChange> {
  const offer = Types.ObjectId.isValid(id) ? await OfferModel.findById(id, { featured: 1, status: 1 }).lean<{ _id: Types.ObjectId; featured?: boolean; status: string }>() : null;
  if (!offer) throw NotFoundError('No encontramos esa oferta.');
  if (featured && offer.status !== 'published') throw ConflictError('Solo una oferta publicada y vigente puede destacarse en la portada.');
  await OfferModel.updateOne({ _id: offer._id }, { $set: { featured } });
  await recordAudit(actor, featured ? 'feature' : 'unfeature', { kind: 'offer', id: offer._id }, { featured: offer.featured === true }, { featured });
  return { kind: 'offer', id: String(offer._id), changed: { featured } };
}

/**
 * Merges a duplicate into the original: votes, comments and saves move (a person who voted or saved
 * both keeps the original's, by the unique indexes), the duplicate is rejected as merged, and the
 * original's temperature and comment count are recomputed.
 */
export async function mergeOffer(actor: SessionClaims, duplicateId: string, intoId: string): Promise<MergeResult> {
  if (duplicateId === intoId) throw ValidationError('Una oferta no puede unirse consigo misma.');
  const [duplicate, original] = await Promise.all(
    [duplicateId, intoId].map((id) =>
      Types.ObjectId.isValid(id) ? OfferModel.findById(id, { title: 1, status: 1, authorId: 1, mergedInto: 1 }).lean<{ _id: Types.ObjectId; title: string; status: string; authorId: Types.ObjectId | null; mergedInto: Types.ObjectId | null }>() : null,
    ),
  );
  if (!duplicate || !original) throw NotFoundError('No encontramos una de las dos ofertas.');
  if (original.mergedInto) throw ConflictError('La oferta original ya se unió a otra: elige esa.');

  let votes = 0;
  for (const vote of await VoteModel.find({ offerId: duplicate._id }).lean<{ _id: Types.ObjectId; userId: Types.ObjectId; value: number }[]>()) {
    try {
      await VoteModel.create({ offerId: original._id, userId: vote.userId, value: vote.value });
      votes += 1;
    } catch (error) {
      // Already voted on the original: that vote stays.
      if (!isDuplicateKeyError(error)) throw error;
    }
    await VoteModel.deleteOne({ _id: vote._id });
  }
  for (const saved of await SavedOfferModel.find({ offerId: duplicate._id }).lean<{ _id: Types.ObjectId; userId: Types.ObjectId }[]>()) {
    try {
      await SavedOfferModel.create({ offerId: original._id, userId: saved.userId });
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
    await SavedOfferModel.deleteOne({ _id: saved._id });
  }
  const moved = await CommentModel.updateMany({ offerId: duplicate._id }, { $set: { offerId: original._id } });
  await ExpiryReportModel.deleteMany({ offerId: duplicate._id });
  await ReportModel.updateMany({ targetKind: 'offer', targetId: duplicate._id, state: 'open' }, { $set: { state: 'closed' } });
  await OfferModel.updateOne(
    { _id: duplicate._id },
    { $set: { status: 'rejected', review: { reason: 'merged', rejection: `Duplicada de «${original.title}»` }, mergedInto: original._id, featured: false } },
  );
  // One after the other: each write bumps the offer's cache tags before the next one starts.
  for (const id of [original._id, duplicate._id]) {
    await recomputeTemperature(id);
    await recountComments(id);
  }
  await recordAudit(actor, 'merge', { kind: 'offer', id: duplicate._id }, { status: duplicate.status, mergedInto: null }, { status: 'rejected', mergedInto: String(original._id), votes, comments: moved.modifiedCount });
  await notifyAuthor(duplicate.authorId, {
    title: `Tu publicación «${duplicate.title}» ya existía: la unimos a «${original.title}», con sus votos y comentarios`,
    url: offerPath(original.title, String(original._id)),
  });
  return { id: String(duplicate._id), into: String(original._id), votes, comments: moved.modifiedCount };
}

export async function setTrust(actor: SessionClaims, userId: string, trust: TrustOverride): Promise<TrustState> {
  const user = Types.ObjectId.isValid(userId) ? await UserModel.findById(userId, { trust: 1, role: 1 }).lean<{ _id: Types.ObjectId; trust?: string; role: SessionClaims['role'] }>() : null;
  if (!user) throw NotFoundError('No encontramos ese usuario.');
  await UserModel.updateOne({ _id: user._id }, { $set: { trust } });
  await recordAudit(actor, 'trust', { kind: 'profile', id: user._id }, { trust: user.trust ?? 'auto' }, { trust });
  return trustState(userId, user.role);
}

export async function trustState(userId: string, role?: SessionClaims['role']): Promise<TrustState> {
  const user = Types.ObjectId.isValid(userId) ? await UserModel.findById(userId, { trust: 1, role: 1 }).lean<{ trust?: TrustOverride; role: SessionClaims['role'] }>() : null;
  if (!user) throw NotFoundError('No encontramos ese usuario.');
  const trust = await trustOf(userId, role ?? user.role);
  return { user_id: userId, trust: user.trust ?? 'auto', trusted: trust.trusted, reason: trust.reason };
}
