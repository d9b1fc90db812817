// What a profile shows beyond the account itself: its counts and the offers it shared. Read-only
// views over other modules' collections; nothing here writes.
import type { OfferCard, PagedList, UserStats } from '@gangazo/contracts';
import { Types } from 'mongoose';
import { NotFoundError } from '../../errors';
import { CommentModel } from '../comments/model';
import { ForumCommentModel, ForumTopicModel } from '../forum/model';
import { OfferModel } from '../offers/model';
import { CARD_PROJECTION, toOfferCards, type OfferRow } from '../offers/present';
import { UserModel } from '../users/model';
import { VoteModel } from '../votes/model';
import { OutboundClickModel } from '../seo/model';

const NOT_FOUND = 'No encontramos ese usuario.';

async function requireUser(userId: string): Promise<{ _id: Types.ObjectId; createdAt: Date }> {
  const user = Types.ObjectId.isValid(userId) ? await UserModel.findById(userId, { createdAt: 1 }).lean<{ _id: Types.ObjectId; createdAt: Date }>() : null;
  if (!user) throw NotFoundError(NOT_FOUND);
  return user;
}

/** Sum of the temperatures of a user's offers ($group with $sum is in the FerretDB subset). */
async function temperatureOf(authorId: Types.ObjectId): Promise<number> {
  const [row] = await OfferModel.aggregate<{ total: number }>([{ $match: { authorId } }, { $group: { _id: null, total: { $sum: '$temperature' } } }]);
  return Math.round(row?.total ?? 0);
}

/** The hottest offer's temperature: a sort over this author's offers only (one indexed equality filter). */
async function hottestOf(authorId: Types.ObjectId): Promise<number | null> {
  const row = await OfferModel.findOne({ authorId }, { temperature: 1 }).sort({ temperature: -1 }).lean<{ temperature: number }>();
  return row ? Math.round(row.temperature) : null;
}

/**
 * How long one computation of a user's counters is served (and shared by everyone asking meanwhile).
 * They take about ten counting queries and need no sign-in: a crowd (or a script) asking for them
 * costs one computation every 2 s per user, not one per request.
 */
export const STATS_FRESH_MS = 2000;
const STATS_KEPT = 5000;
const statsMemo = new Map<string, { at: number; value: Promise<UserStats> }>();

export function userStats(userId: string, now = Date.now()): Promise<UserStats> {
  const hit = statsMemo.get(userId);
  if (hit && now - hit.at < STATS_FRESH_MS) return hit.value;
  const value = countUserStats(userId);
  statsMemo.delete(userId);
  statsMemo.set(userId, { at: now, value });
  // A failure (an unknown user, a database hiccup) is not kept.
  value.catch(() => {
    if (statsMemo.get(userId)?.value === value) statsMemo.delete(userId);
  });
  if (statsMemo.size > STATS_KEPT) statsMemo.delete(statsMemo.keys().next().value as string);
  return value;
}

async function countUserStats(userId: string): Promise<UserStats> {
  const user = await requireUser(userId);
  const id = user._id;
  const [offers, coupons, comments, votes, votesHot, temperature, hottest, forumTopics, forumComments, clicks] = await Promise.all([
    OfferModel.countDocuments({ authorId: id, kind: 'offer' }),
    OfferModel.countDocuments({ authorId: id, kind: 'coupon' }),
    CommentModel.countDocuments({ userId: id }),
    VoteModel.countDocuments({ userId: id }),
    VoteModel.countDocuments({ userId: id, value: 1 }),
    temperatureOf(id),
    hottestOf(id),
    ForumTopicModel.countDocuments({ authorId: id }),
    ForumCommentModel.countDocuments({ authorId: id }),
    OutboundClickModel.countDocuments({ authorId: id }),
  ]);
  return {
    offers,
    coupons,
    comments,
    votes,
    votes_hot: votesHot,
    temperature,
    hottest,
    forum_topics: forumTopics,
    forum_comments: forumComments,
    clicks,
    member_since: user.createdAt.toISOString(),
  };
}

const NEWEST_FIRST = { publishedAt: -1, _id: -1 } as const;

/** "Mis ofertas": offers and coupons the user shared, newest first, expired ones included (never held ones). */
export async function userOffers(userId: string, page: number, perPage: number): Promise<PagedList<OfferCard>> {
  const user = await requireUser(userId);
  // Held and rejected posts are not public (their author finds them through their activity).
  const filter = { authorId: user._id, status: { $in: ['published', 'expired'] as ('published' | 'expired')[] } };
  const [rows, total] = await Promise.all([
    OfferModel.find(filter, CARD_PROJECTION)
      .sort(NEWEST_FIRST)
      .skip((page - 1) * perPage)
      .limit(perPage)
      .lean<OfferRow[]>(),
    OfferModel.countDocuments(filter),
  ]);
  return { items: await toOfferCards(rows), total, page, per_page: perPage };
}
