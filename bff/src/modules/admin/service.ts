// The staff dashboard's reads and moderation actions. Routes check roles; this file assumes them.
import {
  offerPath,
  type AdminCodesAdded,
  type AdminCommentsPage,
  type AdminOfferDeleted,
  type AdminOfferKindFilter,
  type AdminOfferRow,
  type AdminOffersPage,
  type AdminOfferStatus,
  type AdminOfferRowStatus,
  type AdminOverview,
  type AdminUserRow,
  type AdminUsersPage,
  type AssignableRole,
  type UserRole,
} from '@gangazo/contracts';
import { Types, type QueryFilter } from 'mongoose';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../errors';
import { escapeRegex, normalizeText } from '../../lib/text';
import { CommentModel } from '../comments/model';
import { moderationCounts } from '../moderation/service';
import { recountComments } from '../comments/service';
import { ForumCommentModel, ForumTopicModel } from '../forum/model';
import { CodeClaimModel, MultipleCodeModel } from '../multiple-codes/model';
import { addCodes, claimDesks } from '../multiple-codes/service';
import { OfferModel, type OfferDocument } from '../offers/model';
import { isExpired } from '../offers/present';
import { activeFilter, expiredFilter } from '../offers/service';
import { SavedOfferModel } from '../saved-offers/model';
import { ShopModel } from '../shops/model';
import { UserModel } from '../users/model';
import { normalizeEmail, normalizeUsername, revokeSessions } from '../users/service';
import { VoteModel } from '../votes/model';

const id = (value: Types.ObjectId) => String(value);
const asObjectId = (value: string) => (Types.ObjectId.isValid(value) ? new Types.ObjectId(value) : null);

// ---------------------------------------------------------------------------------------------
// Overview

/** Bogotá has no daylight saving: its day starts at 05:00 UTC. */
const BOGOTA_OFFSET_MS = 5 * 3_600_000;

export function startOfBogotaDay(now: Date): Date {
  const local = new Date(now.getTime() - BOGOTA_OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) + BOGOTA_OFFSET_MS);
}

export async function overview(now = new Date()): Promise<AdminOverview> {
  const since = startOfBogotaDay(now);
  const [activeOffers, activeCoupons, expiredOffers, shops, users, commentsToday, forumTopics, forumCommentsToday, moderation] = await Promise.all([
    OfferModel.countDocuments(activeFilter(now, { kind: 'offer' })),
    OfferModel.countDocuments(activeFilter(now, { kind: 'coupon' })),
    OfferModel.countDocuments(expiredFilter(now, { kind: 'offer' })),
    ShopModel.countDocuments({}),
    UserModel.countDocuments({}),
    CommentModel.countDocuments({ createdAt: { $gte: since } }),
    ForumTopicModel.countDocuments({}),
    ForumCommentModel.countDocuments({ createdAt: { $gte: since } }),
    moderationCounts(),
  ]);
  return {
    active_offers: activeOffers,
    active_coupons: activeCoupons,
    expired_offers: expiredOffers,
    shops,
    users,
    comments_today: commentsToday,
    forum_topics: forumTopics,
    forum_comments_today: forumCommentsToday,
    pending_items: moderation.pending,
    open_reports: moderation.reported,
    since: since.toISOString(),
  };
}

// ---------------------------------------------------------------------------------------------
// Offers and coupons

interface OfferAdminRow {
  _id: Types.ObjectId;
  kind: 'offer' | 'coupon';
  title: string;
  shopId: Types.ObjectId | null;
  authorId: Types.ObjectId | null;
  temperature: number;
  commentsCount: number;
  status: AdminOfferRowStatus;
  multipleCodes: boolean;
  featured?: boolean;
  endsAt: Date | null;
  createdAt: Date;
}
const OFFER_PROJECTION = { kind: 1, title: 1, shopId: 1, authorId: 1, temperature: 1, commentsCount: 1, status: 1, multipleCodes: 1, featured: 1, endsAt: 1, createdAt: 1 };

async function usernames(ids: (Types.ObjectId | null)[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids.filter((v): v is Types.ObjectId => !!v).map(id))];
  if (unique.length === 0) return new Map();
  const rows = await UserModel.find({ _id: { $in: unique } }, { username: 1 }).lean<{ _id: Types.ObjectId; username: string }[]>();
  return new Map(rows.map((row) => [id(row._id), row.username]));
}

async function toOfferRows(rows: OfferAdminRow[], now: Date): Promise<AdminOfferRow[]> {
  const shopIds = [...new Set(rows.map((row) => row.shopId).filter((v): v is Types.ObjectId => !!v).map(id))];
  const [shops, authors] = await Promise.all([
    shopIds.length ? ShopModel.find({ _id: { $in: shopIds } }, { name: 1 }).lean<{ _id: Types.ObjectId; name: string }[]>() : [],
    usernames(rows.map((row) => row.authorId)),
  ]);
  const shopNames = new Map(shops.map((shop) => [id(shop._id), shop.name]));
  return rows.map((row) => {
    const shopName = row.shopId ? shopNames.get(id(row.shopId)) : undefined;
    const authorName = row.authorId ? authors.get(id(row.authorId)) : undefined;
    return {
      id: id(row._id),
      kind: row.kind,
      title: row.title,
      public_url: offerPath(row.title, id(row._id)),
      shop: row.shopId && shopName ? { id: id(row.shopId), name: shopName } : null,
      author: row.authorId && authorName ? { id: id(row.authorId), username: authorName } : null,
      temperature: Math.round(row.temperature ?? 0),
      comments_count: row.commentsCount ?? 0,
      status: row.status,
      expired: isExpired(row, now),
      multiple_codes: !!row.multipleCodes,
      featured: row.featured === true,
      ends_at: row.endsAt ? row.endsAt.toISOString() : null,
      created_at: row.createdAt.toISOString(),
    };
  });
}

function kindFilter(kind: AdminOfferKindFilter): QueryFilter<OfferDocument> {
  if (kind === 'offer' || kind === 'coupon') return { kind };
  if (kind === 'multiple_codes') return { kind: 'coupon', multipleCodes: true };
  return {};
}

/**
 * Every word of `query` must start a word of the title, as in search (accents and case ignored):
 * 'tele sams' finds 'Televisor Samsung 55"'. The words are the title's `searchWords`, so it is indexed.
 */
function titleFilter(query: string): QueryFilter<OfferDocument> {
  const words = [...new Set(normalizeText(query).split(' ').filter(Boolean))].slice(0, 8);
  if (words.length === 0) return {};
  return { $and: words.map((word) => ({ searchWords: { $regex: `^${escapeRegex(word)}` } })) };
}

/** Newest first, whatever their status; `query` narrows to titles with those words. */
export async function listOffers(kind: AdminOfferKindFilter, page: number, perPage: number, query = '', now = new Date()): Promise<AdminOffersPage> {
  const filter = { ...kindFilter(kind), ...titleFilter(query) };
  const [rows, total] = await Promise.all([
    OfferModel.find(filter, OFFER_PROJECTION).sort({ createdAt: -1, _id: -1 }).skip((page - 1) * perPage).limit(perPage).lean<OfferAdminRow[]>(),
    OfferModel.countDocuments(filter),
  ]);
  return { items: await toOfferRows(rows, now), total, page, per_page: perPage };
}

async function requireOffer(offerId: string): Promise<OfferAdminRow> {
  const objectId = asObjectId(offerId);
  const row = objectId ? await OfferModel.findById(objectId, OFFER_PROJECTION).lean<OfferAdminRow>() : null;
  if (!row) throw NotFoundError('No encontramos esa oferta.');
  return row;
}

/**
 * 'expired' takes it off the feeds at once; 'published' puts it back. Republishing an offer whose
 * end date has passed would change nothing people see, so it is refused with a clear message.
 */
export async function setOfferStatus(offerId: string, status: AdminOfferStatus, now = new Date()): Promise<AdminOfferRow> {
  const row = await requireOffer(offerId);
  if (row.status === 'pending' || row.status === 'rejected') {
    throw ConflictError('Esta publicación está en la cola de moderación: apruébala o recházala en Moderación.');
  }
  if (status === 'published' && row.endsAt && row.endsAt.getTime() <= now.getTime()) {
    throw ConflictError('Su fecha de fin ya pasó: no se puede volver a publicar.');
  }
  await OfferModel.updateOne({ _id: row._id }, { $set: { status } });
  const [updated] = await toOfferRows([{ ...row, status }], now);
  if (!updated) throw NotFoundError('No encontramos esa oferta.');
  return updated;
}

/**
 * A hard delete, because 'Expirar' already is the reversible way to take an offer down: 'Eliminar'
 * is for spam and duplicates, and an offer soft-deleted here would still be served by every read in
 * the catalog (detail, profiles, search) that only knows 'published' and 'expired'.
 *
 * No transactions (FerretDB), so the order makes a failure safe to retry: the offer is expired
 * first (off the feeds, no more code claims), then what hangs off it is removed, and the offer row
 * goes last. If anything fails half-way the offer is still there, expired, and a second DELETE
 * finishes the job; nothing ever points at an offer that no longer exists.
 */
export async function deleteOffer(offerId: string): Promise<AdminOfferDeleted> {
  const row = await requireOffer(offerId);
  await OfferModel.updateOne({ _id: row._id }, { $set: { status: 'expired' } });
  const offerRef = { offerId: row._id };
  await CodeClaimModel.deleteMany(offerRef);
  const [codes, saved, votes, comments] = await Promise.all([
    MultipleCodeModel.deleteMany(offerRef),
    SavedOfferModel.deleteMany(offerRef),
    VoteModel.deleteMany(offerRef),
    CommentModel.deleteMany(offerRef),
  ]);
  await OfferModel.deleteOne({ _id: row._id });
  claimDesks.forget(row._id);
  return { id: id(row._id), votes: votes.deletedCount, comments: comments.deletedCount, saved: saved.deletedCount, codes: codes.deletedCount };
}

/** Trims each line, drops blanks and repeats (first one wins), keeps the order staff pasted. */
export function cleanCodes(lines: string[]): string[] {
  const seen = new Set<string>();
  const codes: string[] = [];
  for (const line of lines) {
    const value = line.trim();
    if (!value || seen.has(value)) continue;
    seen.add(value);
    codes.push(value);
  }
  return codes;
}

/** Appends codes to a multiple-code coupon; the unique (offer, value) index skips ones it has. */
export async function loadCodes(offerId: string, lines: string[]): Promise<AdminCodesAdded> {
  const row = await requireOffer(offerId);
  if (row.kind !== 'coupon' || !row.multipleCodes) throw ConflictError('Este cupón no reparte códigos individuales.');
  const codes = cleanCodes(lines);
  if (codes.length === 0) throw ValidationError('Escribe al menos un código (uno por línea).');
  const added = await addCodes(row._id, codes);
  const total = await MultipleCodeModel.countDocuments({ offerId: row._id });
  return { added, skipped: lines.length - added, total };
}

// ---------------------------------------------------------------------------------------------
// Comments

interface CommentRow {
  _id: Types.ObjectId;
  offerId: Types.ObjectId;
  userId: Types.ObjectId;
  text: string;
  hidden?: boolean;
  createdAt: Date;
}

export async function listComments(page: number, perPage: number): Promise<AdminCommentsPage> {
  const [rows, total] = await Promise.all([
    CommentModel.find({}, { offerId: 1, userId: 1, text: 1, hidden: 1, createdAt: 1 })
      .sort({ createdAt: -1, _id: -1 })
      .skip((page - 1) * perPage)
      .limit(perPage)
      .lean<CommentRow[]>(),
    CommentModel.countDocuments({}),
  ]);
  const offerIds = [...new Set(rows.map((row) => id(row.offerId)))];
  const [offers, authors] = await Promise.all([
    offerIds.length ? OfferModel.find({ _id: { $in: offerIds } }, { title: 1 }).lean<{ _id: Types.ObjectId; title: string }[]>() : [],
    usernames(rows.map((row) => row.userId)),
  ]);
  const titles = new Map(offers.map((offer) => [id(offer._id), offer.title]));
  return {
    items: rows.map((row) => {
      const title = titles.get(id(row.offerId));
      const username = authors.get(id(row.userId));
      return {
        id: id(row._id),
        text: row.text,
        hidden: row.hidden === true,
        offer: title ? { id: id(row.offerId), title, public_url: offerPath(title, id(row.offerId)) } : null,
        author: username ? { id: id(row.userId), username } : null,
        created_at: row.createdAt.toISOString(),
      };
    }),
    total,
    page,
    per_page: perPage,
  };
}

export async function deleteComment(commentId: string): Promise<void> {
  const objectId = asObjectId(commentId);
  const row = objectId ? await CommentModel.findById(objectId, { offerId: 1 }).lean<{ _id: Types.ObjectId; offerId: Types.ObjectId }>() : null;
  if (!row) throw NotFoundError('No encontramos ese comentario.');
  await CommentModel.deleteOne({ _id: row._id });
  await recountComments(row.offerId);
}

// ---------------------------------------------------------------------------------------------
// Users

interface UserRow {
  _id: Types.ObjectId;
  username: string;
  email: string;
  role: UserRole;
  createdAt: Date;
}
const USER_PROJECTION = { username: 1, email: 1, role: 1, createdAt: 1 };

const toUserRow = (row: UserRow): AdminUserRow => ({
  id: id(row._id),
  username: row.username,
  email: row.email,
  role: row.role,
  created_at: row.createdAt.toISOString(),
});

/** Newest first; `q` matches the start of the username or of the e-mail (case-insensitive). */
export async function listUsers(query: string, page: number, perPage: number): Promise<AdminUsersPage> {
  const term = query.trim();
  const filter = term
    ? {
        $or: [
          { usernameNormalized: { $regex: `^${escapeRegex(normalizeUsername(term))}` } },
          { emailNormalized: { $regex: `^${escapeRegex(normalizeEmail(term))}` } },
        ],
      }
    : {};
  const [rows, total] = await Promise.all([
    UserModel.find(filter, USER_PROJECTION).sort({ createdAt: -1, _id: -1 }).skip((page - 1) * perPage).limit(perPage).lean<UserRow[]>(),
    UserModel.countDocuments(filter),
  ]);
  return { items: rows.map(toUserRow), total, page, per_page: perPage };
}

/**
 * Gives a user a role and revokes their tokens (the token version is bumped), so they sign in again
 * with the new role everywhere. The last superadmin can never be demoted: the site would be left
 * without anyone able to hand out roles. FerretDB has no transactions, so two superadmins demoting
 * each other at the same instant could both pass the count; SUPERADMIN_EMAIL restores one on start.
 */
export async function changeRole(actorId: string, userId: string, role: AssignableRole): Promise<AdminUserRow> {
  const objectId = asObjectId(userId);
  const user = objectId ? await UserModel.findById(objectId, USER_PROJECTION).lean<UserRow>() : null;
  if (!user) throw NotFoundError('No encontramos ese usuario.');
  if (user.role === role) return toUserRow(user);
  if (user.role === 'superadmin') {
    const superadmins = await UserModel.countDocuments({ role: 'superadmin' });
    if (superadmins <= 1) throw ConflictError('No puedes quitarle el rol al último superadmin.');
    if (actorId === userId) throw ForbiddenError('No puedes quitarte tu propio rol de superadmin; pídeselo a otro superadmin.');
  }
  await revokeSessions(user._id, { role });
  return toUserRow({ ...user, role });
}
