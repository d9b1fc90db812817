// Notifications: written by the modules that have news for a user (alerts, comments, moderation),
// read by the bell. `notifyUser` is the one way in.
import { randomBytes } from 'node:crypto';
import type { Notification, NotificationKind, NotificationList } from '@gangazo/contracts';
import { Types } from 'mongoose';
import { NotFoundError, isDuplicateKeyError } from '../../errors';
import { NotificationModel } from './model';

export interface NotificationPayload {
  /** One Spanish sentence. */
  title: string;
  /** A path on this site. */
  url: string;
  image?: string | null;
  /** Once-only key (e.g. `alert:<alertId>:<offerId>`); the same key twice is one notification. */
  key?: string;
}

/** Bell lists show this many at a time. */
export const NOTIFICATIONS_PER_PAGE = 20;

/**
 * Tells `userId` about something. Returns false when a notification with the same `key` already
 * exists (the event was told before), true when this call wrote it.
 */
export async function notifyUser(userId: string | Types.ObjectId, kind: NotificationKind, payload: NotificationPayload): Promise<boolean> {
  try {
    await NotificationModel.create({
      userId: new Types.ObjectId(String(userId)),
      kind,
      title: payload.title.slice(0, 300),
      url: payload.url.slice(0, 500),
      image: payload.image ?? null,
      key: payload.key ?? `${kind}:${randomBytes(12).toString('hex')}`,
    });
    return true;
  } catch (error) {
    if (isDuplicateKeyError(error)) return false;
    throw error;
  }
}

interface NotificationRow {
  _id: Types.ObjectId;
  kind: NotificationKind;
  title: string;
  url: string;
  image: string | null;
  readAt: Date | null;
  createdAt: Date;
}

function present(row: NotificationRow): Notification {
  return { id: String(row._id), kind: row.kind, title: row.title, url: row.url, image: row.image, read: row.readAt !== null, created_at: row.createdAt.toISOString() };
}

export async function unreadCount(userId: string): Promise<number> {
  return NotificationModel.countDocuments({ userId: new Types.ObjectId(userId), readAt: null });
}

/** Newest first; `before` (a notification id) pages back. */
export async function listNotifications(userId: string, before?: string): Promise<NotificationList> {
  const filter: Record<string, unknown> = { userId: new Types.ObjectId(userId) };
  if (before) filter._id = { $lt: new Types.ObjectId(before) };
  const [rows, unread] = await Promise.all([
    NotificationModel.find(filter, { kind: 1, title: 1, url: 1, image: 1, readAt: 1, createdAt: 1 })
      .sort({ _id: -1 })
      .limit(NOTIFICATIONS_PER_PAGE + 1)
      .lean<NotificationRow[]>(),
    unreadCount(userId),
  ]);
  return { items: rows.slice(0, NOTIFICATIONS_PER_PAGE).map(present), unread, has_more: rows.length > NOTIFICATIONS_PER_PAGE };
}

export async function markRead(userId: string, notificationId: string, now: Date = new Date()): Promise<void> {
  const found = await NotificationModel.findOne({ _id: new Types.ObjectId(notificationId), userId: new Types.ObjectId(userId) }, { readAt: 1 }).lean<{ readAt: Date | null }>();
  if (!found) throw NotFoundError('No encontramos esa notificación.');
  if (!found.readAt) await NotificationModel.updateOne({ _id: new Types.ObjectId(notificationId) }, { $set: { readAt: now } });
}

export async function markAllRead(userId: string, now: Date = new Date()): Promise<void> {
  await NotificationModel.updateMany({ userId: new Types.ObjectId(userId), readAt: null }, { $set: { readAt: now } });
}
