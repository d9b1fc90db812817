// One day's summary: every user who asked for it (`wantsDigest`, the register checkbox and Ajustes)
// or whose «resumen diario» alerts found something gets one e-mail. Exactly once per user and
// Colombian day (DigestSent's unique index), so running it again the same day — a second instance,
// `npm run digest -- --now`, a restart — writes nothing new.
import type { Types } from 'mongoose';
import { isDuplicateKeyError } from '../../errors';
import type { Mailer } from '../../lib/mailer';
import { unsubscribeHeaders, unsubscribeUrl } from '../alerts/unsubscribe-token';
import { UserModel } from '../users/model';
import { bogotaDay } from './clock';
import { hottestOfDay, matchedForUser, usersWithDigestMatches } from './content';
import { digestEmail } from './email';
import { DigestRunModel, DigestSentModel } from './model';

export interface DigestContext {
  mailer: Mailer;
  siteUrl: string;
  siteName: string;
  /** Signs the unsubscribe link. */
  secret: string;
  log?: (message: string) => void;
}

export interface DigestResult {
  day: string;
  /** Another instance (or an earlier run today) holds the day's lock: nothing was done. */
  locked: boolean;
  sent: number;
  /** Already sent today, or nothing to tell. */
  skipped: number;
  failed: number;
}

interface Recipient {
  _id: Types.ObjectId;
  username: string;
  email: string;
}

/** Takes the day's lock: false when another run has it (the scheduler then does nothing). */
export async function claimDigestDay(day: string): Promise<boolean> {
  try {
    await DigestRunModel.create({ day });
    return true;
  } catch (error) {
    if (isDuplicateKeyError(error)) return false;
    throw error;
  }
}

async function claimUserDay(userId: Types.ObjectId, day: string): Promise<boolean> {
  try {
    await DigestSentModel.create({ userId, day });
    return true;
  } catch (error) {
    if (isDuplicateKeyError(error)) return false;
    throw error;
  }
}

/**
 * Sends the summary of the Colombian day of `now`. With `lock` (the scheduler), only the first run
 * of the day does anything; without it (`--now`) it runs anyway, still once per user.
 */
export async function runDigest(context: DigestContext, now: Date, options: { lock: boolean }): Promise<DigestResult> {
  const day = bogotaDay(now);
  const result: DigestResult = { day, locked: false, sent: 0, skipped: 0, failed: 0 };
  if (options.lock && !(await claimDigestDay(day))) return { ...result, locked: true };

  const hottest = await hottestOfDay(context.siteUrl, now);
  const withMatches = await usersWithDigestMatches(now);
  const recipients = await UserModel.find({ $or: [{ wantsDigest: true }, { _id: { $in: withMatches } }] }, { username: 1, email: 1 }).lean<Recipient[]>();
  for (const user of recipients) {
    const matched = await matchedForUser(context.siteUrl, user._id, now);
    if (matched.length === 0 && hottest.offers.length === 0 && hottest.coupons.length === 0) {
      result.skipped++;
      continue;
    }
    if (!(await claimUserDay(user._id, day))) {
      result.skipped++;
      continue;
    }
    const unsubscribe = unsubscribeUrl(context.siteUrl, context.secret, { userId: String(user._id), scope: { kind: 'digest' } });
    const mail = digestEmail({
      siteName: context.siteName,
      siteUrl: context.siteUrl,
      username: user.username,
      now,
      hottest,
      matched,
      manageUrl: `${context.siteUrl}/perfil/${String(user._id)}/alertas`,
      settingsUrl: `${context.siteUrl}/perfil/${String(user._id)}/ajustes`,
      unsubscribeUrl: unsubscribe,
    });
    try {
      await context.mailer.send({ to: user.email, ...mail, headers: unsubscribeHeaders(unsubscribe) });
      result.sent++;
    } catch (error) {
      // Not sent: give the claim back so a later run today may try again.
      await DigestSentModel.deleteOne({ userId: user._id, day });
      result.failed++;
      context.log?.(`El resumen para ${user.username} no salió: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  if (options.lock) await DigestRunModel.updateOne({ day }, { $set: { sent: result.sent, finishedAt: new Date() } });
  return result;
}
