// Reports ("Reportar") and community expiry ("¿Expiró?"). One report per user and item, and one
// "¿Expiró?" per user and offer, by unique index: a second is a 409, never a second count.
import { cleanText, type ExpiryReportResponse, type ReportBody, type ReportResponse } from '@gangazo/contracts';
import { Types } from 'mongoose';
import { ConflictError, ForbiddenError, isDuplicateKeyError, NotFoundError, ValidationError } from '../../errors';
import { STAFF_ROLES, type SessionClaims } from '../../plugins/auth';
import { OfferModel } from '../offers/model';
import { ForumTopicModel } from '../forum/model';
import { recountCategory } from '../forum/service';
import { ExpiryReportModel, ReportModel } from './model';
import { recordAudit, setCommentVisibility } from './service';
import { moderationSettings } from './settings';
import { requireTarget, type Target } from './targets';
import { trustOf } from './trust';

/** Hides a public item until staff review it: offers and topics go back to `pending`, comments are hidden. */
async function hideForReview(target: Target): Promise<boolean> {
  const review = { reason: 'reports', rejection: null };
  if (target.kind === 'offer') {
    const result = await OfferModel.updateOne({ _id: target.id, status: { $in: ['published', 'expired'] } }, { $set: { status: 'pending', review } });
    return result.modifiedCount > 0;
  }
  if (target.kind === 'topic') {
    const result = await ForumTopicModel.updateOne({ _id: target.id, status: { $nin: ['pending', 'rejected'] } }, { $set: { status: 'pending', review } });
    const topic = await ForumTopicModel.findById(target.id, { categoryId: 1 }).lean();
    if (topic) await recountCategory(topic.categoryId);
    return result.modifiedCount > 0;
  }
  if (target.kind === 'comment' || target.kind === 'forum_comment') {
    if (target.hidden) return false;
    await setCommentVisibility(target, true);
    return true;
  }
  // A profile is not hidden; its reports wait in the queue.
  return false;
}

/** Records a report; at REPORTS_TO_HIDE distinct trusted reporters the item is hidden pending review. */
export async function reportItem(session: Pick<SessionClaims, 'sub' | 'role'>, body: ReportBody): Promise<ReportResponse> {
  const text = cleanText(body.text ?? '').trim();
  if (body.reason === 'otra' && text.length < 3) throw ValidationError('Cuéntanos qué pasa: con «Otra» el motivo es obligatorio.');
  const target = await requireTarget(body.kind, body.id);
  if (target.hidden && !STAFF_ROLES.includes(session.role) && String(target.authorId) !== session.sub) throw NotFoundError();
  if (target.authorId && String(target.authorId) === session.sub) throw ValidationError('No puedes reportar algo tuyo.');
  const { trusted } = await trustOf(session.sub, session.role);
  try {
    await ReportModel.create({ targetKind: target.kind, targetId: target.id, reporterId: new Types.ObjectId(session.sub), reason: body.reason, text, trusted });
  } catch (error) {
    if (isDuplicateKeyError(error)) throw ConflictError('Ya reportaste esto. El equipo lo revisará.');
    throw error;
  }
  const trustedReports = await ReportModel.countDocuments({ targetKind: target.kind, targetId: target.id, state: 'open', trusted: true });
  const hidden = !target.hidden && trustedReports >= moderationSettings().reportsToHide ? await hideForReview(target) : false;
  return { reported: true, hidden };
}

const LIVE = { status: 'published' as const };

async function expire(offerId: Types.ObjectId, by: Types.ObjectId | null, now: Date): Promise<boolean> {
  const result = await OfferModel.updateOne({ _id: offerId, ...LIVE }, { $set: { status: 'expired', expiredBy: by, expiredAt: now } });
  return result.modifiedCount > 0;
}

/**
 * "¿Expiró?": its author or staff expire the offer at once; anyone else adds one report, and
 * EXPIRY_REPORTS distinct users expire it (`expiredBy` null: the community).
 */
export async function reportExpired(session: Pick<SessionClaims, 'sub' | 'role'>, offerId: string, now: Date = new Date()): Promise<ExpiryReportResponse> {
  const needed = moderationSettings().expiryReports;
  const offer = Types.ObjectId.isValid(offerId)
    ? await OfferModel.findById(offerId, { status: 1, authorId: 1, endsAt: 1 }).lean<{ _id: Types.ObjectId; status: string; authorId: Types.ObjectId | null; endsAt: Date | null }>()
    : null;
  if (!offer || offer.status === 'pending' || offer.status === 'rejected') throw NotFoundError('No encontramos esa oferta.');
  const pastEnd = offer.endsAt !== null && offer.endsAt.getTime() <= now.getTime();
  if (offer.status === 'expired' || pastEnd) return { expired: true, reports: await ExpiryReportModel.countDocuments({ offerId: offer._id }), needed };
  const user = new Types.ObjectId(session.sub);
  const staff = STAFF_ROLES.includes(session.role);
  if (staff || (offer.authorId && String(offer.authorId) === session.sub)) {
    await expire(offer._id, user, now);
    if (staff) await recordAudit(session, 'expire', { kind: 'offer', id: offer._id }, { status: 'published' }, { status: 'expired' });
    return { expired: true, reports: await ExpiryReportModel.countDocuments({ offerId: offer._id }), needed };
  }
  try {
    await ExpiryReportModel.create({ offerId: offer._id, userId: user });
  } catch (error) {
    if (isDuplicateKeyError(error)) throw ConflictError('Ya nos dijiste que esta oferta expiró. Gracias.');
    throw error;
  }
  const reports = await ExpiryReportModel.countDocuments({ offerId: offer._id });
  const expired = reports >= needed ? (await expire(offer._id, null, now)) || true : false;
  return { expired, reports, needed };
}

/** Its author (or staff) puts an offer expired early back in the feeds; the "¿Expiró?" count starts again. */
export async function reopenOffer(session: Pick<SessionClaims, 'sub' | 'role'>, offerId: string, now: Date = new Date()): Promise<ExpiryReportResponse> {
  const offer = Types.ObjectId.isValid(offerId)
    ? await OfferModel.findById(offerId, { status: 1, authorId: 1, endsAt: 1 }).lean<{ _id: Types.ObjectId; status: string; authorId: Types.ObjectId | null; endsAt: Date | null }>()
    : null;
  if (!offer || offer.status === 'pending' || offer.status === 'rejected') throw NotFoundError('No encontramos esa oferta.');
  const staff = STAFF_ROLES.includes(session.role);
  if (!staff && (!offer.authorId || String(offer.authorId) !== session.sub)) throw ForbiddenError('Solo quien compartió la oferta o el equipo pueden reabrirla.');
  if (offer.status !== 'expired') throw ConflictError('Esta oferta no está marcada como expirada.');
  if (offer.endsAt && offer.endsAt.getTime() <= now.getTime()) throw ConflictError('Su fecha de fin ya pasó: cámbiala antes de reabrirla.');
  await OfferModel.updateOne({ _id: offer._id, status: 'expired' }, { $set: { status: 'published', expiredBy: null, expiredAt: null } });
  await ExpiryReportModel.deleteMany({ offerId: offer._id });
  if (staff) await recordAudit(session, 'reopen', { kind: 'offer', id: offer._id }, { status: 'expired' }, { status: 'published' });
  return { expired: false, reports: 0, needed: moderationSettings().expiryReports };
}
