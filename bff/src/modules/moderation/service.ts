// Staff decisions on held or reported content. Two functions carry the outcomes everything else
// hooks into:
//   - approveItem: the ONE place a held item becomes public (an offer "became visible": alert
//     matching hooks here) or a reported one is cleared;
//   - notifyAuthor: the ONE place the author is told (an entry in their activity).
// Every staff action goes through recordAudit (who, what, when, before/after).
import {
  MODERATION_LIMITS,
  cleanLine,
  isValidCop,
  normalizeOfferUrl,
  type ApproveBody,
  type AuditLogPage,
  type ModerationCounts,
  type ModerationDecision,
  type ModerationItem,
  type ModerationQueue,
  type ModerationTarget,
  type ReportReason,
} from '@gangazo/contracts';
import { Types } from 'mongoose';
import { ConflictError, ValidationError } from '../../errors';
import { searchFields } from '../../lib/search-fields';
import { slugify } from '../../lib/text';
import type { SessionClaims } from '../../plugins/auth';
import { recountComments } from '../comments/service';
import { CommentModel } from '../comments/model';
import { ForumCommentModel, ForumTopicModel } from '../forum/model';
import { recountCategory, recountTopicComments } from '../forum/service';
import { OfferModel } from '../offers/model';
import { UserModel } from '../users/model';
import { offerBecameVisible } from '../alerts/hooks';
import { notifyUser } from '../notifications/service';
import { recordActivity } from '../users/service';
import { AuditLogModel, ReportModel, type AuditRow, type ReportRow } from './model';
import { requireTarget, findTarget, type Target } from './targets';
import { reviewText } from './trust';

const KIND_NAMES: Record<ModerationTarget['kind'], string> = {
  offer: 'publicación',
  topic: 'tema',
  comment: 'comentario',
  forum_comment: 'comentario',
  profile: 'perfil',
};

/** Records one staff action. `before`/`after` hold only the fields it changed. */
export async function recordAudit(
  actor: Pick<SessionClaims, 'sub'>,
  action: string,
  target: { kind: string; id: string | Types.ObjectId },
  before: unknown,
  after: unknown,
): Promise<void> {
  await AuditLogModel.create({ actorId: new Types.ObjectId(actor.sub), action, targetKind: target.kind, targetId: String(target.id), before, after });
}

/** Tells the author of an item what staff decided, in their activity ("Mi actividad reciente"). */
export async function notifyAuthor(authorId: Types.ObjectId | string | null, message: { title: string; url: string | null }): Promise<void> {
  if (!authorId) return;
  await recordActivity(authorId, { kind: 'moderation', title: message.title, url: message.url });
  // And the bell in the top bar (a rejected item has no page to link: the author's activity does).
  await notifyUser(authorId, 'moderation', { title: message.title, url: message.url ?? `/perfil/${String(authorId)}/actividad` });
}

async function closeReports(target: Target): Promise<number> {
  const result = await ReportModel.updateMany({ targetKind: target.kind, targetId: target.id, state: 'open' }, { $set: { state: 'closed' } });
  return result.modifiedCount;
}

type OfferEdits = Record<string, unknown>;

/** Staff's corrections before approving an offer, checked like the share form checks them. */
function offerEdits(edits: ApproveBody): OfferEdits {
  const set: OfferEdits = {};
  if (edits.title !== undefined) {
    const title = cleanLine(edits.title);
    if (title.length < 8 || title.length > 140) throw ValidationError('El título debe tener entre 8 y 140 caracteres.');
    Object.assign(set, { title, slug: slugify(title), ...searchFields(title) });
  }
  if (edits.url !== undefined) {
    const url = edits.url.trim();
    const normalized = url ? normalizeOfferUrl(url) : null;
    if (url && !normalized) throw ValidationError('El enlace debe empezar por http:// o https://.');
    Object.assign(set, { url: url || null, normalizedUrl: normalized });
  }
  for (const [field, key] of [
    ['price', 'price'],
    ['previous_price', 'previousPrice'],
  ] as const) {
    const value = edits[field];
    if (value === undefined) continue;
    if (value !== null && !isValidCop(value)) throw ValidationError('Los precios son pesos enteros, sin decimales.');
    set[key] = value;
  }
  return set;
}

function pick(source: Record<string, unknown>, keys: string[]): Record<string, unknown> {
  return Object.fromEntries(keys.map((key) => [key, source[key] ?? null]));
}

/**
 * Approves an item: a held offer or topic is published (an offer from now: 'Nuevo' and the hot
 * ranking start at its approval), a hidden comment shown again; its open reports are closed. For
 * a public item it clears the reports ("no action needed"). Offers may be corrected first.
 */
export async function approveItem(actor: SessionClaims, ref: ModerationTarget, edits: ApproveBody = {}, now: Date = new Date()): Promise<ModerationDecision> {
  const target = await requireTarget(ref.kind, ref.id);
  const hasEdits = Object.keys(edits).length > 0;
  if (hasEdits && target.kind !== 'offer' && target.kind !== 'topic') throw ValidationError('Solo se pueden corregir ofertas, códigos y temas antes de aprobarlos.');
  const closed = await closeReports(target);

  if (target.kind === 'offer') {
    const set = offerEdits(edits);
    const before = await OfferModel.findById(target.id, { status: 1, review: 1, title: 1, url: 1, price: 1, previousPrice: 1 }).lean<Record<string, unknown>>();
    if (target.hidden) Object.assign(set, { status: 'published', review: null, publishedAt: now });
    if (Object.keys(set).length > 0) {
      // Only a still-held (or rejected) offer is published: two staff approving at once publish it once.
      const filter = target.hidden ? { _id: target.id, status: { $in: ['pending', 'rejected'] as ('pending' | 'rejected')[] } } : { _id: target.id };
      const result = await OfferModel.updateOne(filter, { $set: set });
      if (target.hidden && result.matchedCount === 0) throw ConflictError('Otra persona del equipo ya decidió sobre esta publicación.');
    }
    await recordAudit(actor, 'approve', target, { ...pick(before ?? {}, Object.keys(set)), open_reports: closed }, { ...set, open_reports: 0 });
    if (target.hidden) {
      const title = typeof set.title === 'string' ? set.title : target.title;
      await notifyAuthor(target.authorId, { title: `El equipo aprobó tu publicación «${title}»: ya es pública`, url: target.publicUrl });
      // Public from now: people waiting for it with an alert hear about it (never throws).
      await offerBecameVisible(String(target.id), now);
    }
    return { kind: target.kind, id: String(target.id), state: target.hidden ? 'published' : 'dismissed' };
  }

  if (target.kind === 'topic') {
    const set: Record<string, unknown> = {};
    if (edits.title !== undefined) {
      const title = cleanLine(edits.title);
      if (!title) throw ValidationError('El título no puede estar vacío.');
      Object.assign(set, { title, slug: slugify(title) });
    }
    if (target.hidden) Object.assign(set, { status: 'published', review: null });
    if (Object.keys(set).length > 0) await ForumTopicModel.updateOne({ _id: target.id }, { $set: set });
    const topic = await ForumTopicModel.findById(target.id, { categoryId: 1 }).lean();
    if (topic && target.hidden) await recountCategory(topic.categoryId);
    await recordAudit(actor, 'approve', target, { status: target.status, title: target.title, open_reports: closed }, { ...set, open_reports: 0 });
    if (target.hidden) await notifyAuthor(target.authorId, { title: `El equipo aprobó tu tema «${target.title}»: ya es público`, url: target.publicUrl });
    return { kind: target.kind, id: String(target.id), state: target.hidden ? 'published' : 'dismissed' };
  }

  if (target.hidden) await setCommentVisibility(target, false);
  await recordAudit(actor, target.hidden ? 'approve' : 'dismiss_reports', target, { hidden: target.hidden, open_reports: closed }, { hidden: false, open_reports: 0 });
  return { kind: target.kind, id: String(target.id), state: target.hidden ? 'published' : 'dismissed' };
}

/** Hides or shows a comment (offer or forum), keeping its parent's count of visible comments. */
export async function setCommentVisibility(target: Target, hidden: boolean): Promise<void> {
  if (target.kind === 'comment') {
    await CommentModel.updateOne({ _id: target.id }, { $set: { hidden } });
    const row = await CommentModel.findById(target.id, { offerId: 1 }).lean();
    if (row) await recountComments(row.offerId);
  } else if (target.kind === 'forum_comment') {
    await ForumCommentModel.updateOne({ _id: target.id }, { $set: { hidden } });
    const row = await ForumCommentModel.findById(target.id, { topicId: 1 }).lean();
    if (row) await recountTopicComments(row.topicId);
  }
}

/** Turns an item down with a reason its author reads in their activity. A profile's reports are closed as upheld. */
export async function rejectItem(actor: SessionClaims, ref: ModerationTarget, reason: string): Promise<ModerationDecision> {
  const clean = cleanLine(reason);
  if (clean.length < MODERATION_LIMITS.rejectReasonMin) throw ValidationError('Escribe el motivo del rechazo: su autor lo verá.');
  const target = await requireTarget(ref.kind, ref.id);
  const closed = await closeReports(target);
  const review = { reason: 'rejected', rejection: clean };
  if (target.kind === 'offer') {
    await OfferModel.updateOne({ _id: target.id }, { $set: { status: 'rejected', review } });
  } else if (target.kind === 'topic') {
    await ForumTopicModel.updateOne({ _id: target.id }, { $set: { status: 'rejected', review } });
    const topic = await ForumTopicModel.findById(target.id, { categoryId: 1 }).lean();
    if (topic) await recountCategory(topic.categoryId);
  } else if (target.kind !== 'profile') {
    await setCommentVisibility(target, true);
  }
  const before = target.kind === 'offer' || target.kind === 'topic' ? { status: target.status } : { hidden: target.hidden };
  const after = target.kind === 'offer' || target.kind === 'topic' ? { status: 'rejected', rejection: clean } : { hidden: target.kind !== 'profile', rejection: clean };
  await recordAudit(actor, 'reject', target, { ...before, open_reports: closed }, after);
  if (target.kind !== 'profile') {
    await notifyAuthor(target.authorId, {
      title: `El equipo no aprobó tu ${KIND_NAMES[target.kind]} «${target.title}». Motivo: ${clean}`,
      url: target.publicUrl,
    });
  }
  return { kind: target.kind, id: String(target.id), state: 'rejected' };
}

// ---------------------------------------------------------------------------------------------
// The queue

interface HeldRow {
  _id: Types.ObjectId;
  review?: { reason: string } | null;
}

async function people(ids: (Types.ObjectId | null)[]): Promise<Map<string, { id: string; username: string }>> {
  const unique = [...new Set(ids.filter((id): id is Types.ObjectId => !!id).map(String))];
  if (unique.length === 0) return new Map();
  const rows = await UserModel.find({ _id: { $in: unique } }, { username: 1 }).lean<{ _id: Types.ObjectId; username: string }[]>();
  return new Map(rows.map((row) => [String(row._id), { id: String(row._id), username: row.username }]));
}

/** What waits for staff: held offers and topics, and every item with open reports (newest first). */
export async function moderationQueue(): Promise<ModerationQueue> {
  const limit = MODERATION_LIMITS.queuePageSize;
  const [offers, topics, reports] = await Promise.all([
    OfferModel.find({ status: 'pending' }, { review: 1 }).sort({ createdAt: -1 }).limit(limit).lean<HeldRow[]>(),
    ForumTopicModel.find({ status: 'pending' }, { review: 1 }).sort({ createdAt: -1 }).limit(limit).lean<HeldRow[]>(),
    ReportModel.find({ state: 'open' }).sort({ createdAt: -1 }).limit(limit * 10).lean<ReportRow[]>(),
  ]);
  const keys = new Map<string, { kind: ModerationTarget['kind']; id: string; reason: string | null }>();
  for (const row of offers) keys.set(`offer:${String(row._id)}`, { kind: 'offer', id: String(row._id), reason: row.review?.reason ?? null });
  for (const row of topics) keys.set(`topic:${String(row._id)}`, { kind: 'topic', id: String(row._id), reason: row.review?.reason ?? null });
  const reportsByKey = new Map<string, ReportRow[]>();
  for (const report of reports) {
    const key = `${report.targetKind}:${String(report.targetId)}`;
    reportsByKey.set(key, [...(reportsByKey.get(key) ?? []), report]);
    if (!keys.has(key)) keys.set(key, { kind: report.targetKind, id: String(report.targetId), reason: null });
  }
  const reporters = await people(reports.map((report) => report.reporterId));
  const targets = await Promise.all([...keys.values()].slice(0, limit).map(async (key) => ({ key, target: await findTarget(key.kind, key.id) })));
  const authors = await people(targets.map(({ target }) => target?.authorId ?? null));
  const items: ModerationItem[] = [];
  for (const { key, target } of targets) {
    if (!target) continue;
    const itemReports = reportsByKey.get(`${key.kind}:${key.id}`) ?? [];
    items.push({
      kind: target.kind,
      id: String(target.id),
      state: target.hidden ? 'pending' : 'reported',
      title: target.title,
      excerpt: target.excerpt,
      public_url: target.publicUrl,
      author: target.authorId ? (authors.get(String(target.authorId)) ?? null) : null,
      reason: key.reason ? reviewText(key.reason) : `Reportado por ${itemReports.length === 1 ? '1 usuario' : `${itemReports.length} usuarios`}.`,
      reports: itemReports.map((report) => ({
        id: String(report._id),
        reason: report.reason as ReportReason,
        text: report.text,
        reporter: reporters.get(String(report.reporterId)) ?? null,
        created_at: report.createdAt.toISOString(),
      })),
      created_at: target.createdAt.toISOString(),
    });
  }
  items.sort((a, b) => b.created_at.localeCompare(a.created_at));
  return { items, total: items.length };
}

/** The overview's numbers: items held for review and distinct items with open reports. */
export async function moderationCounts(): Promise<ModerationCounts> {
  const [offers, topics, reports] = await Promise.all([
    OfferModel.countDocuments({ status: 'pending' }),
    ForumTopicModel.countDocuments({ status: 'pending' }),
    ReportModel.find({ state: 'open' }, { targetKind: 1, targetId: 1 }).lean<Pick<ReportRow, 'targetKind' | 'targetId'>[]>(),
  ]);
  return { pending: offers + topics, reported: new Set(reports.map((report) => `${report.targetKind}:${String(report.targetId)}`)).size };
}

/** The audit log, newest first (superadmin). */
export async function auditLog(page: number): Promise<AuditLogPage> {
  const perPage = MODERATION_LIMITS.auditPageSize;
  const [rows, total] = await Promise.all([
    AuditLogModel.find({}).sort({ createdAt: -1, _id: -1 }).skip((page - 1) * perPage).limit(perPage).lean<AuditRow[]>(),
    AuditLogModel.countDocuments({}),
  ]);
  const actors = await people(rows.map((row) => row.actorId));
  return {
    items: rows.map((row) => ({
      id: String(row._id),
      actor: row.actorId ? (actors.get(String(row.actorId)) ?? null) : null,
      action: row.action,
      target_kind: row.targetKind,
      target_id: row.targetId,
      before: row.before ?? null,
      after: row.after ?? null,
      at: row.createdAt.toISOString(),
    })),
    total,
  };
}
