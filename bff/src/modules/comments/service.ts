import { offerPath, plainTextToHtml, type Comment, type PagedList } from '@gangazo/contracts';
import { Types } from 'mongoose';
import { NotFoundError, ValidationError } from '../../errors';
import { inBackground } from '../../lib/background';
import { pagedTotal } from '../../lib/paged-total';
import { awardMedalsLater } from '../content/medal-awards';
import { notifyConversation } from '../notifications/conversation';
import { OfferModel } from '../offers/model';
import { authorSummaries } from '../users/authors';
import { recordActivity } from '../users/service';
import { CommentModel } from './model';

interface CommentRow {
  _id: Types.ObjectId;
  offerId: Types.ObjectId;
  userId: Types.ObjectId;
  text: string;
  createdAt: Date;
}

async function requireOffer(offerId: string) {
  const offer = Types.ObjectId.isValid(offerId) ? await OfferModel.findById(offerId, { title: 1 }).lean<{ _id: Types.ObjectId; title: string }>() : null;
  if (!offer) throw NotFoundError('No encontramos esa oferta.');
  return offer;
}

async function toComments(rows: CommentRow[]): Promise<Comment[]> {
  const authors = await authorSummaries(rows.map((row) => String(row.userId)));
  return rows.map((row) => ({
    id: String(row._id),
    offer_id: String(row.offerId),
    text: row.text,
    html: plainTextToHtml(row.text),
    author: authors.get(String(row.userId)) ?? null,
    created_at: row.createdAt.toISOString(),
  }));
}

export async function listComments(offerId: string, page: number, perPage: number): Promise<PagedList<Comment>> {
  if (!Types.ObjectId.isValid(offerId)) throw NotFoundError('No encontramos esa oferta.');
  const filter = { offerId: new Types.ObjectId(offerId), hidden: { $ne: true } };
  // The offer is checked beside the read of its comments, not before it: one round trip less for
  // an offer page the server renders (its comments are on it).
  const [, rows] = await Promise.all([
    requireOffer(offerId),
    CommentModel.find(filter, { offerId: 1, userId: 1, text: 1, createdAt: 1 }).sort({ createdAt: -1, _id: -1 }).skip((page - 1) * perPage).limit(perPage).lean<CommentRow[]>(),
  ]);
  const total = await pagedTotal(rows.length, page, perPage, () => CommentModel.countDocuments(filter));
  return { items: await toComments(rows), total, page, per_page: perPage };
}

/** Control characters other than line breaks and tabs are dropped; runs of blank lines are squeezed. */
export function cleanCommentText(text: string): string {
  let clean = '';
  for (const char of text.normalize('NFC')) {
    const code = char.charCodeAt(0);
    if (code === 0x0a || code === 0x09 || (code >= 0x20 && code !== 0x7f && !(code >= 0x80 && code <= 0x9f))) clean += char;
  }
  return clean.replace(/\n{3,}/g, '\n\n').trim();
}

export async function postComment(userId: string, offerId: string, text: string): Promise<Comment> {
  const offer = await requireOffer(offerId);
  const clean = cleanCommentText(text);
  if (!clean) throw ValidationError('El comentario no puede estar vacío.');
  const created = await CommentModel.create({ offerId: offer._id, userId: new Types.ObjectId(userId), text: clean });
  await recountComments(offer._id);
  await recordActivity(userId, { kind: 'comment', title: `Comentó en «${offer.title}»`, url: offerPath(offer.title, String(offer._id)) });
  awardMedalsLater(userId, ['comments']);
  const earlier = await CommentModel.find({ offerId: offer._id, _id: { $ne: created._id } }, { userId: 1 }).sort({ createdAt: -1 }).limit(200).lean<{ userId: Types.ObjectId }[]>();
  inBackground('Las notificaciones de un comentario', () =>
    notifyConversation({
      messageId: String(created._id),
      actorId: userId,
      text: clean,
      subject: offer.title,
      url: offerPath(offer.title, String(offer._id)),
      ownerId: null,
      participantIds: [...new Set(earlier.map((row) => String(row.userId)))],
    }),
  );
  const [comment] = await toComments([created.toObject() as CommentRow]);
  if (!comment) throw NotFoundError('No encontramos ese comentario.');
  return comment;
}

/** The count on the offer is a cache of the comments' count. */
export async function recountComments(offerId: Types.ObjectId): Promise<number> {
  const count = await CommentModel.countDocuments({ offerId, hidden: { $ne: true } });
  await OfferModel.updateOne({ _id: offerId }, { $set: { commentsCount: count } });
  return count;
}
