import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import type { CurrentUser, ProfileOffer, PublicProfile, UserActivityItem, UserHistoryResponse, UserRole } from '@gangazo/contracts';
import type { FastifyInstance } from 'fastify';
import { Types } from 'mongoose';
import { AppError, ConflictError, ForbiddenError, NotFoundError, UnauthorizedError, ValidationError, isDuplicateKeyError } from '../../errors';
import type { SessionClaims } from '../../plugins/auth';
import { avatarUrl, removeAvatar } from './avatars';
import {
  PasswordResetModel,
  PasswordResetUseModel,
  SocialIdentityModel,
  UserActivityModel,
  UserModel,
  type UserDocument,
} from './model';

// ---------------------------------------------------------------------------------------------
// Rules for what people type. The modal only checks for blanks (spec §5); the server owns the rest.

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const EMAIL_MAX = 254;
const EMAIL_PATTERN = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
const USERNAME_PATTERN = /^[\p{L}\p{N}_.-]+$/u;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Case-insensitive and width-folded: 'Juanpa_Medellín' and 'juanpa_medellín' are the same name. */
export function normalizeUsername(username: string): string {
  return username.trim().normalize('NFKC').toLowerCase();
}

export function checkEmail(raw: string): string {
  const email = raw.trim();
  if (!email) throw ValidationError('El email es obligatorio.');
  if (email.length > EMAIL_MAX) throw ValidationError(`El email no puede tener más de ${EMAIL_MAX} caracteres.`);
  if (!EMAIL_PATTERN.test(email)) throw ValidationError('El email no tiene un formato válido.');
  return email;
}

export function checkUsername(raw: string): string {
  const username = raw.trim().normalize('NFKC');
  if (!username) throw ValidationError('El nombre de usuario es obligatorio.');
  if (username.length < USERNAME_MIN) throw ValidationError(`El nombre de usuario debe tener al menos ${USERNAME_MIN} caracteres.`);
  if (username.length > USERNAME_MAX) throw ValidationError(`El nombre de usuario no puede tener más de ${USERNAME_MAX} caracteres.`);
  if (!USERNAME_PATTERN.test(username)) {
    throw ValidationError('El nombre de usuario solo puede tener letras, números, puntos, guiones y guiones bajos.');
  }
  return username;
}

export function checkPassword(password: string, field = 'La contraseña'): string {
  if (!password.trim()) throw ValidationError(`${field} es obligatoria.`);
  if (password.length < PASSWORD_MIN) throw ValidationError(`${field} debe tener al menos ${PASSWORD_MIN} caracteres.`);
  if (password.length > PASSWORD_MAX) throw ValidationError(`${field} no puede tener más de ${PASSWORD_MAX} caracteres.`);
  return password;
}

export function isObjectId(value: string): boolean {
  return /^[0-9a-f]{24}$/i.test(value);
}

// ---------------------------------------------------------------------------------------------
// Passwords: argon2id with the library's defaults (19 MiB, t=2, p=1: OWASP's recommendation).

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

// Verifying against this when the account does not exist keeps both answers equally slow.
let dummyHash: Promise<string> | undefined;
/** Whether `password` is the one behind `passwordHash`; never for an account without a password. */
export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hash(randomBytes(16).toString('hex'));
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}

// ---------------------------------------------------------------------------------------------
// Views of a user.

type UserLean = Pick<UserDocument, '_id' | 'name' | 'username' | 'email' | 'avatar' | 'role'> & { emailConfirmed?: boolean | null };

export function toCurrentUser(user: UserLean): CurrentUser {
  return {
    id: String(user._id),
    name: user.name,
    username: user.username,
    email: user.email,
    avatar: avatarUrl(user.avatar ?? null),
    role: user.role as UserRole,
    emailConfirmed: user.emailConfirmed !== false,
  };
}

// ---------------------------------------------------------------------------------------------
// Accounts.

export interface NewAccount {
  username: string;
  email: string;
  /** Plain password, hashed here; null for a Google-only account. */
  password: string | null;
  name?: string;
  role?: UserRole;
  avatar?: string | null;
  wantsDigest?: boolean;
  /** False for a form registration: the address is unproven until its link is opened. */
  emailConfirmed?: boolean;
}

export type TakenField = 'email' | 'username';

/** Which unique key a duplicate-key error hit (the driver's keyPattern, else its message). */
function takenField(error: unknown): TakenField | null {
  const details = error as { keyPattern?: Record<string, unknown>; keyValue?: Record<string, unknown>; message?: string };
  const keys = Object.keys(details.keyPattern ?? details.keyValue ?? {});
  if (keys.includes('emailNormalized')) return 'email';
  if (keys.includes('usernameNormalized')) return 'username';
  const message = details.message ?? '';
  if (message.includes('emailNormalized')) return 'email';
  if (message.includes('usernameNormalized')) return 'username';
  return null;
}

export class TakenError extends Error {
  constructor(readonly field: TakenField) {
    super(field === 'email' ? 'Ya existe una cuenta con ese email.' : 'Ese nombre de usuario ya está en uso.');
  }
}

/**
 * Inserts an account. The unique indexes on the normalized e-mail and username decide every race:
 * the loser gets a TakenError, never a second account.
 */
export async function createAccount(input: NewAccount): Promise<UserDocument> {
  const email = checkEmail(input.email);
  const username = checkUsername(input.username);
  const passwordHash = input.password === null ? null : await hashPassword(checkPassword(input.password));
  try {
    const created = await UserModel.create({
      name: (input.name ?? username).trim().slice(0, 80) || username,
      username,
      usernameNormalized: normalizeUsername(username),
      email,
      emailNormalized: normalizeEmail(email),
      passwordHash,
      avatar: input.avatar ?? null,
      role: input.role ?? 'user',
      tokenVersion: 0,
      wantsDigest: input.wantsDigest ?? false,
      emailConfirmed: input.emailConfirmed ?? true,
    });
    return created.toObject() as UserDocument;
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
    const field = takenField(error) ?? ((await UserModel.exists({ emailNormalized: normalizeEmail(email) })) ? 'email' : 'username');
    throw new TakenError(field);
  }
}

export async function usernameInUse(username: string): Promise<boolean> {
  return (await UserModel.exists({ usernameNormalized: normalizeUsername(username) })) !== null;
}

export async function findUserById(id: string): Promise<UserDocument | null> {
  if (!isObjectId(id)) return null;
  return UserModel.findById(id).lean<UserDocument>();
}

async function requireUserById(id: string): Promise<UserDocument> {
  const user = await findUserById(id);
  if (!user) throw NotFoundError('No encontramos ese usuario.');
  return user;
}

export const LOGIN_FAILED_MESSAGE = 'Email o contraseña incorrectos';

/** The account a login names: an e-mail when it has an '@', otherwise a username. */
export async function findLoginAccount(login: string): Promise<UserDocument | null> {
  const key = login.trim();
  if (!key) return null;
  const filter = key.includes('@') ? { emailNormalized: normalizeEmail(key) } : { usernameNormalized: normalizeUsername(key) };
  return UserModel.findOne(filter).lean<UserDocument>();
}

/** The account from `findLoginAccount` and a password → that account, or one 401 whether or not it exists. */
export async function authenticate(user: UserDocument | null, password: string): Promise<UserDocument> {
  const ok = await verifyPassword(user?.passwordHash, password);
  if (!user || !password || !ok) throw UnauthorizedError(LOGIN_FAILED_MESSAGE);
  return user;
}

/** Only the account's owner, or a superadmin, may change or delete it. */
export function assertOwnerOrSuperadmin(session: SessionClaims, userId: string): void {
  if (session.sub !== userId && session.role !== 'superadmin') throw ForbiddenError('Solo puedes modificar tu propia cuenta.');
}

export interface ProfileChanges {
  username?: string;
  email?: string;
  /** Asset key of an avatar already written to disk. */
  avatar?: string;
}

/** Applies profile changes; a taken e-mail or username is a 409 and changes nothing. */
export async function updateProfile(userId: string, changes: ProfileChanges): Promise<CurrentUser> {
  const user = await requireUserById(userId);
  const update: Record<string, unknown> = {};
  if (changes.username !== undefined) {
    const username = checkUsername(changes.username);
    update.username = username;
    update.usernameNormalized = normalizeUsername(username);
  }
  if (changes.email !== undefined) {
    const email = checkEmail(changes.email);
    update.email = email;
    update.emailNormalized = normalizeEmail(email);
    // A new address is proven like a new account's: until its link is opened, no voting or posting.
    if (normalizeEmail(email) !== user.emailNormalized) update.emailConfirmed = false;
  }
  if (changes.avatar !== undefined) update.avatar = changes.avatar;
  if (Object.keys(update).length === 0) throw ValidationError('No hay cambios que guardar: envía username, email o avatar.');
  try {
    const updated = await UserModel.findByIdAndUpdate(userId, { $set: update }, { returnDocument: 'after' }).lean<UserDocument>();
    if (!updated) throw NotFoundError('No encontramos ese usuario.');
    if (changes.avatar !== undefined && user.avatar && user.avatar !== changes.avatar) await removeAvatar(user.avatar);
    return toCurrentUser(updated);
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
    throw ConflictError(new TakenError(takenField(error) ?? 'username').message);
  }
}

/** Bumps the token version: every session token issued before stops working. */
export async function revokeSessions(userId: Types.ObjectId | string, set: Record<string, unknown> = {}): Promise<void> {
  await UserModel.updateOne({ _id: userId }, { $set: set, $inc: { tokenVersion: 1 } });
  forgetSession(String(userId));
}

/** The owner's current password, for changes a stolen session must not make alone (a new e-mail). */
export async function confirmPassword(user: Pick<UserDocument, 'passwordHash'>, password: string): Promise<void> {
  if (!user.passwordHash) throw ValidationError('Para cambiar tu email, primero crea una contraseña en «Cambiar contraseña».');
  if (!password) throw ValidationError('Escribe tu contraseña actual para cambiar tu email.');
  if (!(await verifyPassword(user.passwordHash, password))) throw ValidationError('La contraseña actual no es correcta.');
}

/** Changes the password after checking the old one (an account without one may set it). */
export async function changePassword(session: SessionClaims, userId: string, password: string, passwordOld: string): Promise<void> {
  const user = await requireUserById(userId);
  checkPassword(password, 'La nueva contraseña');
  // A superadmin resetting someone else's password does not know the old one.
  const actingOnOwn = session.sub === userId;
  if (actingOnOwn && user.passwordHash && !(await verifyPassword(user.passwordHash, passwordOld))) {
    throw ValidationError('La contraseña actual no es correcta.');
  }
  await revokeSessions(user._id, { passwordHash: await hashPassword(password) });
}

/** Deletes the account, its social identities and pending reset links; its tokens stop working. */
export async function deleteAccount(userId: string): Promise<void> {
  const user = await requireUserById(userId);
  await UserModel.deleteOne({ _id: user._id });
  forgetSession(userId);
  await Promise.all([
    SocialIdentityModel.deleteMany({ userId: user._id }),
    PasswordResetModel.deleteMany({ userId: user._id }),
    UserActivityModel.deleteMany({ userId: user._id }),
  ]);
  if (user.avatar) await removeAvatar(user.avatar);
}

// ---------------------------------------------------------------------------------------------
// Sessions.

export function issueSessionToken(app: FastifyInstance, user: Pick<UserDocument, '_id' | 'role' | 'tokenVersion'>): string {
  return app.jwt.sign({ sub: String(user._id), role: user.role as UserRole, tv: user.tokenVersion, sid: randomBytes(12).toString('base64url') });
}

/** Most signed-out sessions an account keeps listed (the oldest go first; their tokens expire in days). */
const REVOKED_SESSIONS_KEPT = 100;

/**
 * Signs one session out for good: its token stops working on every instance within the session
 * cache's 2 s (at once on this one). A token from before session ids raises the account's token
 * version instead, which signs out every session of the account.
 */
export async function revokeSession(claims: SessionClaims, now = new Date()): Promise<void> {
  if (!claims.sid) return revokeSessions(claims.sub);
  const until = new Date((claims.exp ?? Math.floor(now.getTime() / 1000) + 7 * 24 * 3600) * 1000);
  const user = await UserModel.findById(claims.sub, { revokedSessions: 1 }).lean<Pick<UserDocument, 'revokedSessions'>>();
  if (!user) return;
  const kept = user.revokedSessions.filter((entry) => entry.until > now && entry.sid !== claims.sid).slice(-(REVOKED_SESSIONS_KEPT - 1));
  await UserModel.updateOne({ _id: claims.sub }, { $set: { revokedSessions: [...kept, { sid: claims.sid, until }] } });
  forgetSession(claims.sub);
}

// A short cache keeps the per-request check cheap; local changes evict their entry at once.
const SESSION_CACHE_MS = 2000;
const sessionCache = new Map<string, { at: number; tokenVersion: number; role: UserRole; unconfirmed: boolean; revoked: ReadonlySet<string> } | null>();

/** Drops an account's cached session facts, so a change to them applies to its next request. */
export function forgetSession(userId: string): void {
  sessionCache.delete(userId);
}

/** The session verifier: the account must exist and the token's version must be its current one. */
export async function verifySession(claims: SessionClaims): Promise<SessionClaims | null> {
  if (typeof claims.sub !== 'string' || !isObjectId(claims.sub) || typeof claims.tv !== 'number') return null;
  const now = Date.now();
  let entry = sessionCache.get(claims.sub);
  if (!entry || now - entry.at > SESSION_CACHE_MS) {
    const user = await UserModel.findById(claims.sub, { tokenVersion: 1, role: 1, revokedSessions: 1, emailConfirmed: 1 }).lean<
      Pick<UserDocument, 'tokenVersion' | 'role' | 'revokedSessions'> & { emailConfirmed?: boolean | null }
    >();
    entry = user
      ? {
          at: now,
          tokenVersion: user.tokenVersion,
          role: user.role as UserRole,
          unconfirmed: user.emailConfirmed === false,
          revoked: new Set((user.revokedSessions ?? []).map((session) => session.sid)),
        }
      : null;
    if (entry) sessionCache.set(claims.sub, entry);
    else sessionCache.delete(claims.sub);
  }
  if (!entry || entry.tokenVersion !== claims.tv) return null;
  if (claims.sid && entry.revoked.has(claims.sid)) return null;
  // The role is read from the account, so a promotion or demotion applies without a new login.
  return {
    sub: claims.sub,
    tv: claims.tv,
    role: entry.role,
    ...(claims.sid ? { sid: claims.sid } : {}),
    ...(claims.exp ? { exp: claims.exp } : {}),
    ...(entry.unconfirmed ? { unconfirmed: true as const } : {}),
  };
}

// ---------------------------------------------------------------------------------------------
// Password recovery: a random token mailed as a link, stored hashed, valid one hour, used once.

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/** What is stored of a token sent by mail (reset and confirmation links): its SHA-256. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Issues a reset token for the account with this e-mail, or null when there is none. */
export async function createPasswordReset(email: string): Promise<{ user: UserDocument; token: string } | null> {
  const user = await UserModel.findOne({ emailNormalized: normalizeEmail(email) }).lean<UserDocument>();
  if (!user) return null;
  const token = randomBytes(32).toString('base64url');
  await PasswordResetModel.deleteMany({ userId: user._id, expiresAt: { $lt: new Date() } });
  await PasswordResetModel.create({
    tokenHash: hashToken(token),
    userId: user._id,
    tokenVersion: user.tokenVersion,
    expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
  });
  return { user, token };
}

const INVALID_RESET = 'El enlace para restablecer la contraseña no es válido o ya expiró. Solicita uno nuevo.';

/** Sets a new password from a reset token. The token is spent by a unique insert: it works once. */
export async function resetPassword(token: string, password: string): Promise<void> {
  checkPassword(password, 'La nueva contraseña');
  const tokenHash = hashToken(token);
  const reset = await PasswordResetModel.findOne({ tokenHash }).lean();
  if (!reset || reset.expiresAt.getTime() <= Date.now()) throw new AppError('GONE', INVALID_RESET);
  const user = await UserModel.findById(reset.userId, { tokenVersion: 1 }).lean<Pick<UserDocument, '_id' | 'tokenVersion'>>();
  // A password change since the link was sent voids it.
  if (!user || user.tokenVersion !== reset.tokenVersion) throw new AppError('GONE', INVALID_RESET);
  const passwordHash = await hashPassword(password);
  try {
    await PasswordResetUseModel.create({ tokenHash });
  } catch (error) {
    if (isDuplicateKeyError(error)) throw new AppError('GONE', INVALID_RESET);
    throw error;
  }
  await revokeSessions(user._id, { passwordHash });
  await PasswordResetModel.deleteMany({ userId: user._id });
}

// ---------------------------------------------------------------------------------------------
// Google sign-in: the verified ID token's subject is the identity; the account is made on first use.

export interface GoogleProfile {
  sub: string;
  email: string;
  name: string;
  picture: string | null;
}

/** Turns a display name into a free username: 'Ana María Pérez' → 'ana_maria_perez', then _2, _3… */
function usernameCandidates(name: string, email: string): string[] {
  const base =
    (name || email.split('@')[0] || 'usuario')
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .slice(0, USERNAME_MAX - 5) || 'usuario';
  const padded = base.length < USERNAME_MIN ? `${base}_gz` : base;
  const candidates = [padded];
  for (let i = 2; i <= 6; i += 1) candidates.push(`${padded}_${i}`);
  candidates.push(`${padded.slice(0, USERNAME_MAX - 7)}_${randomBytes(3).toString('hex')}`);
  return candidates;
}

export async function signInWithGoogle(profile: GoogleProfile): Promise<UserDocument> {
  const identity = await SocialIdentityModel.findOne({ provider: 'google', subject: profile.sub }).lean();
  if (identity) {
    const user = await UserModel.findById(identity.userId).lean<UserDocument>();
    if (user) return user;
    await SocialIdentityModel.deleteOne({ _id: identity._id });
  }

  // An account with the same (Google-verified) e-mail is the same person: link it.
  let user = await UserModel.findOne({ emailNormalized: normalizeEmail(profile.email) }).lean<UserDocument>();
  let createdHere = false;
  if (!user) {
    for (const username of usernameCandidates(profile.name, profile.email)) {
      try {
        user = await createAccount({ username, email: profile.email, password: null, name: profile.name || username, avatar: profile.picture });
        createdHere = true;
        break;
      } catch (error) {
        if (!(error instanceof TakenError)) throw error;
        if (error.field === 'email') {
          user = await UserModel.findOne({ emailNormalized: normalizeEmail(profile.email) }).lean<UserDocument>();
          break;
        }
      }
    }
    if (!user) throw ConflictError('No pudimos crear tu cuenta. Por favor, intenta de nuevo.');
  }

  try {
    await SocialIdentityModel.create({ provider: 'google', subject: profile.sub, userId: user._id });
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
    // A parallel sign-in linked this Google account first: use its account, drop ours.
    if (createdHere) await UserModel.deleteOne({ _id: user._id });
    const winner = await SocialIdentityModel.findOne({ provider: 'google', subject: profile.sub }).lean();
    const linked = winner ? await UserModel.findById(winner.userId).lean<UserDocument>() : null;
    if (!linked) throw ConflictError('No pudimos iniciar tu sesión con Google. Por favor, intenta de nuevo.');
    return linked;
  }

  // Registration never proves the e-mail, so whoever set this password may have registered someone
  // else's address first. Google just proved who owns it: the password and every session issued
  // with it go, and the owner can choose a password again through recovery.
  if (!createdHere && user.passwordHash) {
    await revokeSessions(user._id, { passwordHash: null, emailConfirmed: true });
    const revoked = await UserModel.findById(user._id).lean<UserDocument>();
    if (!revoked) throw ConflictError('No pudimos iniciar tu sesión con Google. Por favor, intenta de nuevo.');
    return revoked;
  }
  if (user.emailConfirmed === false) {
    await UserModel.updateOne({ _id: user._id }, { $set: { emailConfirmed: true } });
    forgetSession(String(user._id));
    return { ...user, emailConfirmed: true };
  }
  return user;
}

// ---------------------------------------------------------------------------------------------
// Public profile and activity.

/**
 * Where a profile's offers come from. The offers module owns them and registers its source with
 * `setProfileOffersSource`; until one is registered a profile lists no offers.
 */
export type ProfileOffersSource = (userId: string, limit: number) => Promise<ProfileOffer[]>;
let profileOffersSource: ProfileOffersSource | null = null;

export function setProfileOffersSource(source: ProfileOffersSource): void {
  profileOffersSource = source;
}

export const PROFILE_OFFERS_LIMIT = 20;

/** Whether `publicProfile(userId)` would find the account (`/perfil/{id}/…`). */
export async function userExists(userId: string): Promise<boolean> {
  return isObjectId(userId) && (await UserModel.exists({ _id: userId })) !== null;
}

export async function publicProfile(userId: string, withOffers: boolean): Promise<PublicProfile> {
  if (!isObjectId(userId)) throw NotFoundError('No encontramos ese usuario.');
  const user = await UserModel.findById(userId, { name: 1, username: 1, avatar: 1, role: 1, createdAt: 1 }).lean<
    Pick<UserDocument, '_id' | 'name' | 'username' | 'avatar' | 'role' | 'createdAt'>
  >();
  if (!user) throw NotFoundError('No encontramos ese usuario.');
  const profile: PublicProfile = {
    id: String(user._id),
    name: user.name,
    username: user.username,
    avatar: avatarUrl(user.avatar ?? null),
    role: user.role as UserRole,
    createdAt: user.createdAt.toISOString(),
  };
  if (withOffers) profile.offers = profileOffersSource ? await profileOffersSource(profile.id, PROFILE_OFFERS_LIMIT) : [];
  return profile;
}

export interface ActivityInput {
  kind: string;
  title: string;
  url?: string | null;
}

/** Appends one entry to a user's activity ("Mi actividad reciente"). For other modules. */
export async function recordActivity(userId: string | Types.ObjectId, activity: ActivityInput): Promise<void> {
  await UserActivityModel.create({ userId, kind: activity.kind, title: activity.title.slice(0, 200), url: activity.url ?? null });
}

export const HISTORY_PER_PAGE = 10;
/** The activity list is sorted in memory on FerretDB: only the newest entries are kept reachable. */
export const HISTORY_MAX_PAGES = 20;

export async function history(userId: string, page: number): Promise<UserHistoryResponse> {
  if (!isObjectId(userId) || !(await UserModel.exists({ _id: userId }))) throw NotFoundError('No encontramos ese usuario.');
  const filter = { userId: new Types.ObjectId(userId) };
  const [rows, total] = await Promise.all([
    UserActivityModel.find(filter, { kind: 1, title: 1, url: 1, createdAt: 1 })
      .sort({ createdAt: -1, _id: -1 })
      .skip((page - 1) * HISTORY_PER_PAGE)
      .limit(HISTORY_PER_PAGE)
      .lean<Array<{ _id: Types.ObjectId; kind: string; title: string; url: string | null; createdAt: Date }>>(),
    UserActivityModel.countDocuments(filter),
  ]);
  const data: UserActivityItem[] = rows.map((row) => ({
    id: String(row._id),
    kind: row.kind,
    title: row.title,
    url: row.url ?? null,
    createdAt: row.createdAt.toISOString(),
  }));
  return { data, page, perPage: HISTORY_PER_PAGE, total: Math.min(total, HISTORY_PER_PAGE * HISTORY_MAX_PAGES) };
}
