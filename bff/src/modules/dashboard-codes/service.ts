import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { UnauthorizedError, isDuplicateKeyError } from '../../errors';
import { STAFF_ROLES, type Role } from '../../plugins/auth';
import { UserModel, type UserDocument } from '../users/model';
import { issueSessionToken } from '../users/service';
import { DashboardCodeModel, UsedDashboardCodeModel, type DashboardCodeDocument } from './model';

/** A code is good for this long: the time to follow the link. */
export const DASHBOARD_CODE_TTL_MS = 60_000;
export const DASHBOARD_CODE_INVALID = 'El enlace al Dashboard no es válido o ya se usó: vuelve a abrirlo desde el menú de tu perfil.';

const hashOf = (code: string) => createHash('sha256').update(code).digest('hex');

/** A new one-time code for this staff member (the caller checked the role). */
export async function createDashboardCode(userId: string, now = new Date()): Promise<{ code: string; expiresAt: Date }> {
  const code = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + DASHBOARD_CODE_TTL_MS);
  await DashboardCodeModel.create({ hash: hashOf(code), userId, expiresAt });
  // Old codes go as new ones are made: the collection stays the size of the last minute's.
  await DashboardCodeModel.deleteMany({ expiresAt: { $lt: new Date(now.getTime() - DASHBOARD_CODE_TTL_MS) } });
  return { code, expiresAt };
}

/** The staff member a code was made for: once, within its minute, while still staff. */
export async function redeemDashboardCode(code: string, now = new Date()): Promise<Pick<UserDocument, '_id' | 'role' | 'tokenVersion'>> {
  const hash = hashOf(code);
  const found = await DashboardCodeModel.findOne({ hash }).lean<DashboardCodeDocument>();
  if (!found || found.expiresAt.getTime() <= now.getTime()) throw UnauthorizedError(DASHBOARD_CODE_INVALID);
  try {
    await UsedDashboardCodeModel.create({ hash, usedAt: now });
  } catch (error) {
    if (isDuplicateKeyError(error)) throw UnauthorizedError(DASHBOARD_CODE_INVALID);
    throw error;
  }
  const user = await UserModel.findById(found.userId, { role: 1, tokenVersion: 1 }).lean<Pick<UserDocument, '_id' | 'role' | 'tokenVersion'>>();
  // Demoted (or deleted) since the code was made: no dashboard.
  if (!user || !STAFF_ROLES.includes(user.role as Role)) throw UnauthorizedError(DASHBOARD_CODE_INVALID);
  return user;
}

/** The admin site trades a code for a session of its own. */
export async function exchangeDashboardCode(app: FastifyInstance, code: string, now = new Date()): Promise<string> {
  return issueSessionToken(app, await redeemDashboardCode(code, now));
}
