// Forum topics, categories and comments. Counters (topics per category, comments per topic) are
// caches recomputed with countDocuments after each write, since $inc is not atomic on FerretDB.
import {
  FORUM_LIMITS,
  forumCategoryPath,
  forumTopicPath,
  imageUrl,
  type ForumCategory,
  type ForumComment,
  type ForumTopic,
  type ForumTopicBody,
  type ForumTopicPatch,
  type ForumTopicSummary,
  type ContentReview,
  type PagedList,
} from '@gangazo/contracts';
import type { Types } from 'mongoose';
import { ForbiddenError, NotFoundError, ValidationError } from '../../errors';
import { inBackground } from '../../lib/background';
import { pagedTotal } from '../../lib/paged-total';
import { awardMedalsLater } from '../content/medal-awards';
import { notifyConversation } from '../notifications/conversation';
import { excerpt, sanitizeRichText } from '../../lib/rich-text';
import { slugify } from '../../lib/text';
import { STAFF_ROLES, type SessionClaims } from '../../plugins/auth';
import { checkNewAccountPosts } from '../moderation/limits';
import { holdReason, reviewText } from '../moderation/trust';
import { authorOf, loadAuthors } from './authors';
import { ForumCategoryModel, ForumCommentModel, ForumTopicModel, type ForumCategoryDocument } from './model';

const TOPIC_NOT_FOUND = 'No encontramos ese tema del foro.';
const CATEGORY_NOT_FOUND = 'No encontramos esa categoría del foro.';
/** Popular = most commented among topics active in this window (keeps the sort small). */
const POPULAR_WINDOW_DAYS = 30;

const SUMMARY_FIELDS = { title: 1, slug: 1, text: 1, categoryId: 1, authorId: 1, pinned: 1, commentsCount: 1, lastActivityAt: 1, createdAt: 1 } as const;

type CategoryLean = Pick<ForumCategoryDocument, 'name' | 'slug' | 'description' | 'color' | 'imageKey' | 'topicsCount'> & { _id: Types.ObjectId };
interface TopicLean {
  _id: Types.ObjectId;
  title: string;
  slug: string;
  text: string;
  categoryId: Types.ObjectId;
  authorId?: Types.ObjectId | null;
  pinned?: boolean | null;
  commentsCount?: number | null;
  lastActivityAt: Date;
  createdAt: Date;
}

function toCategory(c: CategoryLean): ForumCategory {
  return {
    id: String(c._id),
    name: c.name,
    slug: c.slug,
    description: c.description ?? '',
    color: c.color,
    image_url: c.imageKey ? imageUrl(c.imageKey, { width: 128, height: 128 }) : null,
    topics_count: c.topicsCount ?? 0,
    public_url: forumCategoryPath(c.slug),
  };
}

async function summaries(topics: TopicLean[]): Promise<ForumTopicSummary[]> {
  const categoryIds = [...new Set(topics.map((t) => String(t.categoryId)))];
  const [authors, categories] = await Promise.all([
    loadAuthors(topics.map((t) => t.authorId)),
    ForumCategoryModel.find({ _id: { $in: categoryIds } }, { name: 1, slug: 1, color: 1 }).lean(),
  ]);
  const byId = new Map(categories.map((c) => [String(c._id), { id: String(c._id), name: c.name, slug: c.slug, color: c.color }]));
  return topics.map((t) => ({
    id: String(t._id),
    title: t.title,
    slug: t.slug,
    excerpt: excerpt(t.text, FORUM_LIMITS.excerptLength),
    category: byId.get(String(t.categoryId)) ?? null,
    author: authorOf(authors, t.authorId),
    comments_count: t.commentsCount ?? 0,
    pinned: Boolean(t.pinned),
    created_at: t.createdAt.toISOString(),
    last_activity_at: t.lastActivityAt.toISOString(),
    public_url: forumTopicPath(String(t._id), t.slug),
  }));
}

function checkTopicText(title: string | undefined, body: string | undefined) {
  const cleanTitle = title?.replace(/\s+/g, ' ').trim();
  if (cleanTitle !== undefined && cleanTitle.length < FORUM_LIMITS.titleMin) {
    throw ValidationError(`El título debe tener al menos ${FORUM_LIMITS.titleMin} caracteres.`);
  }
  if (body === undefined) return { title: cleanTitle, rich: undefined };
  const rich = sanitizeRichText(body);
  if (rich.text.length < FORUM_LIMITS.topicTextMin && !rich.hasMedia) {
    throw ValidationError(`El contenido del tema debe tener al menos ${FORUM_LIMITS.topicTextMin} caracteres.`);
  }
  if (rich.text.length > FORUM_LIMITS.topicTextMax) {
    throw ValidationError(`El contenido del tema no puede tener más de ${FORUM_LIMITS.topicTextMax.toLocaleString('es-CO')} caracteres.`);
  }
  return { title: cleanTitle, rich };
}

async function requireCategory(id: string): Promise<CategoryLean> {
  const category = await ForumCategoryModel.findById(id, { name: 1, slug: 1, description: 1, color: 1, imageKey: 1, topicsCount: 1 }).lean();
  if (!category) throw ValidationError('La categoría elegida no existe.');
  return category;
}

/** Public topics: not held for review nor rejected (topics written before moderation have no status). */
export const VISIBLE_TOPIC = { status: { $nin: ['pending', 'rejected'] as ('pending' | 'rejected')[] } };
/** Comments not hidden by staff or reports (older rows have no `hidden`). */
export const VISIBLE_COMMENT = { hidden: { $ne: true as const } };

export async function recountCategory(categoryId: Types.ObjectId | string): Promise<void> {
  const topicsCount = await ForumTopicModel.countDocuments({ categoryId, ...VISIBLE_TOPIC });
  await ForumCategoryModel.updateOne({ _id: categoryId }, { $set: { topicsCount } });
}

export async function listCategories(): Promise<{ categories: ForumCategory[]; total: number }> {
  const rows = await ForumCategoryModel.find({}, { name: 1, slug: 1, description: 1, color: 1, imageKey: 1, topicsCount: 1, position: 1 })
    .sort({ position: 1 })
    .lean();
  return { categories: rows.map(toCategory), total: rows.length };
}

function categoryFilter(ref: string) {
  return /^[0-9a-f]{24}$/i.test(ref) ? { _id: ref } : { slug: ref };
}

export async function getCategory(ref: string): Promise<ForumCategory> {
  const category = await ForumCategoryModel.findOne(categoryFilter(ref), { name: 1, slug: 1, description: 1, color: 1, imageKey: 1, topicsCount: 1 }).lean();
  if (!category) throw NotFoundError(CATEGORY_NOT_FOUND);
  return toCategory(category);
}

/** Whether `getCategory(ref)` would find a forum category (`/forum/categoria/{slug}`). */
export async function forumCategoryExists(ref: string): Promise<boolean> {
  return (await ForumCategoryModel.exists(categoryFilter(ref))) !== null;
}

export async function listTopics(page: number, perPage: number, categoryId?: string): Promise<PagedList<ForumTopicSummary>> {
  const filter = categoryId ? { categoryId, ...VISIBLE_TOPIC } : VISIBLE_TOPIC;
  const [total, rows] = await Promise.all([
    ForumTopicModel.countDocuments(filter),
    ForumTopicModel.find(filter, SUMMARY_FIELDS)
      .sort({ pinned: -1, lastActivityAt: -1, _id: -1 })
      .skip((page - 1) * perPage)
      .limit(perPage)
      .lean<TopicLean[]>(),
  ]);
  return { items: await summaries(rows), total, page, per_page: perPage };
}

export async function listCategoryTopics(ref: string, page: number, perPage: number) {
  const category = await getCategory(ref);
  return { category, ...(await listTopics(page, perPage, category.id)) };
}

export async function popularTopics(now = new Date()): Promise<ForumTopicSummary[]> {
  const since = new Date(now.getTime() - POPULAR_WINDOW_DAYS * 86_400_000);
  let rows = await ForumTopicModel.find({ lastActivityAt: { $gte: since }, ...VISIBLE_TOPIC }, SUMMARY_FIELDS)
    .sort({ commentsCount: -1, lastActivityAt: -1 })
    .limit(FORUM_LIMITS.popular)
    .lean<TopicLean[]>();
  if (rows.length < FORUM_LIMITS.popular) {
    // A quiet month: fill up with the most commented topics of all time.
    const more = await ForumTopicModel.find({ _id: { $nin: rows.map((r) => r._id) }, ...VISIBLE_TOPIC }, SUMMARY_FIELDS)
      .sort({ commentsCount: -1, lastActivityAt: -1 })
      .limit(FORUM_LIMITS.popular - rows.length)
      .lean<TopicLean[]>();
    rows = [...rows, ...more];
  }
  return summaries(rows);
}

/** Whether `getTopic(id)` would find a topic (`/forum/{id}/{slug}`); an id that is not an ObjectId never does. */
export async function topicExists(id: string): Promise<boolean> {
  return /^[0-9a-f]{24}$/i.test(id) && (await ForumTopicModel.exists({ _id: id, ...VISIBLE_TOPIC })) !== null;
}

/** Who may see a held or rejected topic: its author and staff. */
type Viewer = Pick<SessionClaims, 'sub' | 'role'> | null;

function mayReview(viewer: Viewer, authorId: Types.ObjectId | null | undefined): boolean {
  if (!viewer) return false;
  return STAFF_ROLES.includes(viewer.role) || (!!authorId && String(authorId) === viewer.sub);
}

export async function getTopic(id: string, viewer: Viewer = null): Promise<ForumTopic> {
  const topic = await ForumTopicModel.findById(id, { ...SUMMARY_FIELDS, body: 1, updatedAt: 1, editedAt: 1, status: 1, review: 1, locked: 1 }).lean();
  if (!topic) throw NotFoundError(TOPIC_NOT_FOUND);
  const held = topic.status === 'pending' || topic.status === 'rejected';
  if (held && !mayReview(viewer, topic.authorId)) throw NotFoundError(TOPIC_NOT_FOUND);
  const [summary] = await summaries([topic as TopicLean]);
  if (!summary) throw NotFoundError(TOPIC_NOT_FOUND);
  return {
    ...summary,
    body: topic.body,
    updated_at: topic.updatedAt.toISOString(),
    edited_at: topic.editedAt ? topic.editedAt.toISOString() : null,
    review: held ? topicReview(topic.status === 'rejected' ? 'rejected' : 'pending', topic.review ?? null) : null,
    locked: topic.locked === true,
  };
}

export async function createTopic(session: SessionClaims, input: ForumTopicBody): Promise<ForumTopic> {
  const { title, rich } = checkTopicText(input.title, input.body);
  if (!title || !rich) throw ValidationError('El título y el contenido son obligatorios.');
  const category = await requireCategory(input.category_id);
  const now = new Date();
  const hold = await holdReason(session.sub, session.role, now);
  if (hold) await checkNewAccountPosts(session.sub, now);
  const topic = await ForumTopicModel.create({
    status: hold ? 'pending' : 'published',
    review: hold ? { reason: hold, rejection: null } : null,
    title,
    slug: slugify(title),
    body: rich.html,
    text: rich.text,
    categoryId: category._id,
    authorId: session.sub,
    lastActivityAt: now,
  });
  await recountCategory(category._id);
  // A new topic has no participants yet: only the people it mentions hear about it (once it is public).
  if (!hold) {
    awardMedalsLater(session.sub, ['forum_topics']);
    inBackground('Las menciones de un tema del foro', () =>
      notifyConversation({ messageId: String(topic._id), actorId: session.sub, text: rich.text, subject: title, url: forumTopicPath(String(topic._id), topic.slug), ownerId: null, participantIds: [] }),
    );
  }
  return getTopic(String(topic._id), session);
}

export async function updateTopic(session: SessionClaims, id: string, patch: ForumTopicPatch): Promise<ForumTopic> {
  if (patch.title === undefined && patch.body === undefined && patch.category_id === undefined) {
    throw ValidationError('Indica qué quieres cambiar: el título, el contenido o la categoría.');
  }
  const topic = await ForumTopicModel.findById(id, { authorId: 1, categoryId: 1 }).lean();
  if (!topic) throw NotFoundError(TOPIC_NOT_FOUND);
  const isAuthor = topic.authorId !== null && String(topic.authorId) === session.sub;
  if (!isAuthor && !STAFF_ROLES.includes(session.role)) throw ForbiddenError('Solo quien creó el tema o el equipo del sitio pueden editarlo.');

  // Everything is checked before anything is written: a bad field changes nothing.
  const { title, rich } = checkTopicText(patch.title, patch.body);
  const category = patch.category_id ? await requireCategory(patch.category_id) : null;
  const set: Record<string, unknown> = { editedAt: new Date() };
  if (title) Object.assign(set, { title, slug: slugify(title) });
  if (rich) Object.assign(set, { body: rich.html, text: rich.text });
  if (category) set.categoryId = category._id;
  await ForumTopicModel.updateOne({ _id: id }, { $set: set });
  if (category && String(category._id) !== String(topic.categoryId)) {
    await Promise.all([recountCategory(category._id), recountCategory(topic.categoryId)]);
  }
  return getTopic(id, session);
}

export async function listComments(topicId: string, page: number, perPage: number): Promise<PagedList<ForumComment>> {
  const filter = { topicId, ...VISIBLE_COMMENT };
  // The topic is checked beside the read of its comments, not before it: one round trip less for
  // a topic page the server renders.
  const [exists, rows] = await Promise.all([
    ForumTopicModel.exists({ _id: topicId }),
    ForumCommentModel.find(filter, { authorId: 1, body: 1, createdAt: 1 })
      .sort({ createdAt: 1, _id: 1 })
      .skip((page - 1) * perPage)
      .limit(perPage)
      .lean(),
  ]);
  if (!exists) throw NotFoundError(TOPIC_NOT_FOUND);
  const total = await pagedTotal(rows.length, page, perPage, () => ForumCommentModel.countDocuments(filter));
  const authors = await loadAuthors(rows.map((r) => r.authorId));
  return {
    items: rows.map((r) => ({
      id: String(r._id),
      topic_id: topicId,
      body: r.body,
      author: authorOf(authors, r.authorId),
      created_at: r.createdAt.toISOString(),
    })),
    total,
    page,
    per_page: perPage,
  };
}

export async function addComment(session: SessionClaims, topicId: string, body: string): Promise<ForumComment> {
  const rich = sanitizeRichText(body);
  if (rich.text.length < FORUM_LIMITS.commentTextMin && !rich.hasMedia) throw ValidationError('El comentario no puede estar vacío.');
  if (rich.text.length > FORUM_LIMITS.commentTextMax) {
    throw ValidationError(`El comentario no puede tener más de ${FORUM_LIMITS.commentTextMax.toLocaleString('es-CO')} caracteres.`);
  }
  const topic = await ForumTopicModel.findById(topicId, { locked: 1, status: 1, authorId: 1, title: 1, slug: 1 }).lean<{
    _id: Types.ObjectId;
    locked?: boolean;
    status?: string;
    title: string;
    slug: string;
    authorId: Types.ObjectId | null;
  }>();
  if (!topic) throw NotFoundError(TOPIC_NOT_FOUND);
  if ((topic.status === 'pending' || topic.status === 'rejected') && !mayReview(session, topic.authorId)) throw NotFoundError(TOPIC_NOT_FOUND);
  if (topic.locked && !STAFF_ROLES.includes(session.role)) throw ForbiddenError('Este tema está cerrado: ya no admite comentarios.');
  const comment = await ForumCommentModel.create({ topicId, authorId: session.sub, body: rich.html });
  await recountTopicComments(topic._id, comment.createdAt);
  awardMedalsLater(session.sub, ['forum_comments']);
  const earlier = await ForumCommentModel.find({ topicId, _id: { $ne: comment._id } }, { authorId: 1 }).sort({ createdAt: -1 }).limit(200).lean<{ authorId: Types.ObjectId | null }[]>();
  inBackground('Las notificaciones de un comentario del foro', () =>
    notifyConversation({
      messageId: String(comment._id),
      actorId: session.sub,
      text: rich.text,
      subject: topic.title,
      url: forumTopicPath(topicId, topic.slug),
      ownerId: topic.authorId ? String(topic.authorId) : null,
      participantIds: [...new Set(earlier.flatMap((row) => (row.authorId ? [String(row.authorId)] : [])))],
    }),
  );
  const authors = await loadAuthors([comment.authorId]);
  return {
    id: String(comment._id),
    topic_id: topicId,
    body: comment.body,
    author: authorOf(authors, comment.authorId),
    created_at: comment.createdAt.toISOString(),
  };
}

/** The topic's count of visible comments (a cache), and its last activity when a comment arrives. */
export async function recountTopicComments(topicId: Types.ObjectId, activityAt?: Date): Promise<void> {
  const commentsCount = await ForumCommentModel.countDocuments({ topicId, ...VISIBLE_COMMENT });
  await ForumTopicModel.updateOne({ _id: topicId }, { $set: activityAt ? { commentsCount, lastActivityAt: activityAt } : { commentsCount } });
}

function topicReview(state: 'pending' | 'rejected', review: { reason: string; rejection?: string | null } | null): ContentReview {
  return { state, reason: reviewText(review?.reason ?? 'new_account'), rejection: review?.rejection ?? null };
}
