// Proving an account's e-mail: a random link token mailed to the address, stored as a SHA-256
// with the address it was sent to, valid two days, spent once. Opening it confirms the address
// and signs the owner in (the mailbox is the proof). Voting, commenting and sharing wait for it
// (plugins/auth.ts requireConfirmedUser).
import { randomBytes } from 'node:crypto';
import type { Types } from 'mongoose';
import { AppError } from '../../errors';
import { EmailConfirmationModel, UserModel, type UserDocument } from './model';
import { forgetSession, hashToken, normalizeEmail } from './service';

export const CONFIRMATION_TTL_MS = 2 * 24 * 60 * 60 * 1000;
export const INVALID_CONFIRMATION = 'El enlace para confirmar tu email no es válido o ya expiró. Pide uno nuevo en Ajustes.';

type ConfirmableUser = Pick<UserDocument, '_id' | 'email'>;

/** A new link for the account's current address; links of other addresses and expired ones go. */
export async function createEmailConfirmation(user: ConfirmableUser, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const email = normalizeEmail(user.email);
  await EmailConfirmationModel.deleteMany({ userId: user._id, $or: [{ expiresAt: { $lt: now } }, { email: { $ne: email } }] });
  await EmailConfirmationModel.create({ tokenHash: hashToken(token), userId: user._id, email, expiresAt: new Date(now.getTime() + CONFIRMATION_TTL_MS) });
  return token;
}

/**
 * Confirms the address a link was sent to and returns the account, to be signed in. The link is
 * spent by deleting its row (a later use finds none; two opened at the same instant both sign the
 * same mailbox owner in, which gives nobody anything); a link for an address the account no longer
 * has confirms nothing.
 */
export async function confirmEmail(token: string, now = new Date()): Promise<UserDocument> {
  const link = await EmailConfirmationModel.findOneAndDelete({ tokenHash: hashToken(token) }).lean<{ userId: Types.ObjectId; email: string; expiresAt: Date }>();
  if (!link || link.expiresAt.getTime() <= now.getTime()) throw new AppError('GONE', INVALID_CONFIRMATION);
  const user = await UserModel.findOneAndUpdate({ _id: link.userId, emailNormalized: link.email }, { $set: { emailConfirmed: true } }, { returnDocument: 'after' }).lean<UserDocument>();
  if (!user) throw new AppError('GONE', INVALID_CONFIRMATION);
  forgetSession(String(user._id));
  await EmailConfirmationModel.deleteMany({ userId: user._id });
  return user;
}
