// Trust levels. The rule, in one place (README "Moderation"):
//   - staff (editor, admin, superadmin) are trusted;
//   - staff may set an account to `trusted` (publishes at once) or `restricted` (always reviewed);
//   - otherwise (`auto`) an account is trusted once it is TRUST_MIN_ACCOUNT_HOURS old (24) AND has
//     TRUST_MIN_POSTS approved posts (3): offers, codes and topics that were published.
// An untrusted account's offers, codes and topics wait in the moderation queue (`pending`).
import { Types } from 'mongoose';
import { STAFF_ROLES, type Role } from '../../plugins/auth';
import { ForumTopicModel } from '../forum/model';
import { OfferModel } from '../offers/model';
import { UserModel } from '../users/model';
import { moderationSettings } from './settings';

export interface Trust {
  trusted: boolean;
  /** Spanish, shown to staff and to the author. */
  reason: string;
}

const HOUR_MS = 3_600_000;

/** Posts of the author that went public (published or since expired): what earns trust. */
export async function approvedPosts(userId: Types.ObjectId, atLeast: number): Promise<number> {
  if (atLeast === 0) return 0;
  const offers = await OfferModel.countDocuments({ authorId: userId, status: { $in: ['published', 'expired'] } });
  if (offers >= atLeast) return offers;
  return offers + (await ForumTopicModel.countDocuments({ authorId: userId, status: { $nin: ['pending', 'rejected'] } }));
}

/** Whether `userId` publishes at once, and why (or why not). */
export async function trustOf(userId: string, role: Role, now: Date = new Date()): Promise<Trust> {
  if (STAFF_ROLES.includes(role)) return { trusted: true, reason: 'Miembro del equipo.' };
  if (!Types.ObjectId.isValid(userId)) return { trusted: false, reason: 'Cuenta desconocida.' };
  const user = await UserModel.findById(userId, { createdAt: 1, trust: 1 }).lean<{ createdAt: Date; trust?: string }>();
  if (!user) return { trusted: false, reason: 'Cuenta desconocida.' };
  if (user.trust === 'trusted') return { trusted: true, reason: 'El equipo marcó esta cuenta como de confianza.' };
  if (user.trust === 'restricted') return { trusted: false, reason: 'El equipo revisa las publicaciones de esta cuenta antes de mostrarlas.' };
  const { trustMinPosts, trustMinAccountHours } = moderationSettings();
  const ageHours = (now.getTime() - user.createdAt.getTime()) / HOUR_MS;
  const posts = await approvedPosts(new Types.ObjectId(userId), trustMinPosts);
  if (ageHours >= trustMinAccountHours && posts >= trustMinPosts) return { trusted: true, reason: 'Cuenta con publicaciones aprobadas.' };
  return {
    trusted: false,
    reason: `Cuenta nueva: el equipo revisa sus publicaciones hasta que tenga ${trustMinPosts === 1 ? '1 publicación aprobada' : `${trustMinPosts} publicaciones aprobadas`} y ${trustMinAccountHours} horas de antigüedad.`,
  };
}

/** The review reason keys stored on held items, in Spanish for the author and staff. */
export const REVIEW_REASONS: Record<string, string> = {
  new_account: 'Cuenta nueva: el equipo revisa sus primeras publicaciones antes de mostrarlas.',
  restricted: 'El equipo revisa las publicaciones de esta cuenta antes de mostrarlas.',
  reports: 'Varios usuarios la reportaron: está oculta hasta que el equipo la revise.',
  merged: 'Era un duplicado: se unió a la publicación original.',
  rejected: 'El equipo no la aprobó.',
};

export function reviewText(reason: string): string {
  return REVIEW_REASONS[reason] ?? REVIEW_REASONS.new_account!;
}

/** The reason key an untrusted author's new post is held with. */
export async function holdReason(userId: string, role: Role, now: Date = new Date()): Promise<string | null> {
  if (STAFF_ROLES.includes(role)) return null;
  const user = Types.ObjectId.isValid(userId) ? await UserModel.findById(userId, { trust: 1 }).lean<{ trust?: string }>() : null;
  if (user?.trust === 'restricted') return 'restricted';
  const trust = await trustOf(userId, role, now);
  return trust.trusted ? null : 'new_account';
}
