// What moderation acts on, read the same way for every kind: offers and coupons, offer comments,
// forum topics and comments, profiles. One loader, so the queue, reports and decisions agree.
import { descriptionExcerpt, forumTopicPath, offerPath, type ReportTargetKind } from '@gangazo/contracts';
import { Types } from 'mongoose';
import { NotFoundError } from '../../errors';
import { excerpt } from '../../lib/rich-text';
import { CommentModel } from '../comments/model';
import { ForumCommentModel, ForumTopicModel } from '../forum/model';
import { OfferModel } from '../offers/model';
import { UserModel } from '../users/model';

export interface Target {
  kind: ReportTargetKind;
  id: Types.ObjectId;
  authorId: Types.ObjectId | null;
  title: string;
  excerpt: string;
  publicUrl: string | null;
  /** Held for review (pending), turned down (rejected) or hidden (comments): not public. */
  hidden: boolean;
  /** Offers and topics: their stored status. */
  status: string | null;
  createdAt: Date;
}

const NOT_FOUND: Record<ReportTargetKind, string> = {
  offer: 'No encontramos esa oferta.',
  comment: 'No encontramos ese comentario.',
  topic: 'No encontramos ese tema del foro.',
  forum_comment: 'No encontramos ese comentario del foro.',
  profile: 'No encontramos ese usuario.',
};

const EXCERPT = 156;

function cut(text: string): string {
  return text.length > EXCERPT ? `${text.slice(0, EXCERPT - 1)}…` : text;
}

async function offerTarget(id: Types.ObjectId): Promise<Target | null> {
  const row = await OfferModel.findById(id, { title: 1, authorId: 1, status: 1, description: 1, createdAt: 1 }).lean<{
    _id: Types.ObjectId;
    title: string;
    authorId: Types.ObjectId | null;
    status: string;
    description: string;
    createdAt: Date;
  }>();
  if (!row) return null;
  return {
    kind: 'offer',
    id: row._id,
    authorId: row.authorId ?? null,
    title: row.title,
    excerpt: descriptionExcerpt(row.description),
    publicUrl: offerPath(row.title, String(row._id)),
    hidden: row.status === 'pending' || row.status === 'rejected',
    status: row.status,
    createdAt: row.createdAt,
  };
}

async function topicTarget(id: Types.ObjectId): Promise<Target | null> {
  const row = await ForumTopicModel.findById(id, { title: 1, slug: 1, text: 1, authorId: 1, status: 1, createdAt: 1 }).lean();
  if (!row) return null;
  const status = row.status ?? 'published';
  return {
    kind: 'topic',
    id: row._id,
    authorId: row.authorId ?? null,
    title: row.title,
    excerpt: cut(row.text),
    publicUrl: forumTopicPath(String(row._id), row.slug),
    hidden: status === 'pending' || status === 'rejected',
    status,
    createdAt: row.createdAt,
  };
}

async function commentTarget(id: Types.ObjectId): Promise<Target | null> {
  const row = await CommentModel.findById(id, { offerId: 1, userId: 1, text: 1, hidden: 1, createdAt: 1 }).lean();
  if (!row) return null;
  const offer = await OfferModel.findById(row.offerId, { title: 1 }).lean<{ title: string }>();
  return {
    kind: 'comment',
    id: row._id,
    authorId: row.userId,
    title: offer ? `Comentario en «${offer.title}»` : 'Comentario',
    excerpt: cut(row.text),
    publicUrl: offer ? offerPath(offer.title, String(row.offerId)) : null,
    hidden: row.hidden === true,
    status: null,
    createdAt: row.createdAt,
  };
}

async function forumCommentTarget(id: Types.ObjectId): Promise<Target | null> {
  const row = await ForumCommentModel.findById(id, { topicId: 1, authorId: 1, body: 1, hidden: 1, createdAt: 1 }).lean();
  if (!row) return null;
  const topic = await ForumTopicModel.findById(row.topicId, { title: 1, slug: 1 }).lean();
  return {
    kind: 'forum_comment',
    id: row._id,
    authorId: row.authorId ?? null,
    title: topic ? `Comentario en «${topic.title}»` : 'Comentario del foro',
    excerpt: excerpt(row.body.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim(), EXCERPT),
    publicUrl: topic ? forumTopicPath(String(topic._id), topic.slug) : null,
    hidden: row.hidden === true,
    status: null,
    createdAt: row.createdAt,
  };
}

async function profileTarget(id: Types.ObjectId): Promise<Target | null> {
  const row = await UserModel.findById(id, { username: 1, name: 1, createdAt: 1 }).lean();
  if (!row) return null;
  return {
    kind: 'profile',
    id: row._id,
    authorId: row._id,
    title: `Perfil de ${row.username}`,
    excerpt: row.name,
    publicUrl: `/perfil/${String(row._id)}`,
    hidden: false,
    status: null,
    createdAt: row.createdAt,
  };
}

export async function findTarget(kind: ReportTargetKind, id: string): Promise<Target | null> {
  if (!Types.ObjectId.isValid(id)) return null;
  const objectId = new Types.ObjectId(id);
  switch (kind) {
    case 'offer':
      return offerTarget(objectId);
    case 'topic':
      return topicTarget(objectId);
    case 'comment':
      return commentTarget(objectId);
    case 'forum_comment':
      return forumCommentTarget(objectId);
    case 'profile':
      return profileTarget(objectId);
  }
}

export async function requireTarget(kind: ReportTargetKind, id: string): Promise<Target> {
  const target = await findTarget(kind, id);
  if (!target) throw NotFoundError(NOT_FOUND[kind]);
  return target;
}
