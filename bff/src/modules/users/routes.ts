import fs from 'node:fs';
import path from 'node:path';
import {
  ApiError,
  AuthSettings,
  ConfirmEmailBody,
  CurrentUser,
  ProfileUpdateResponse,
  GoogleOAuthBody,
  LoginBody,
  MessageResponse,
  ObjectIdString,
  PasswordResetBody,
  PublicProfile,
  RecoverPasswordBody,
  RegisterResponse,
  TokenResponse,
  UserHistoryResponse,
} from '@gangazo/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { AppError, ConflictError, NotFoundError, UnauthorizedError, ValidationError } from '../../errors';
import { alreadyRegisteredEmail, confirmationEmail } from './confirmation-emails';
import { confirmEmail, createEmailConfirmation } from './email-confirmation';
import type { UserDocument } from './model';
import { createMailer } from '../../lib/mailer';
import { AVATAR_FILE_PATTERN, avatarDir, configureAvatars, removeAvatar, storeAvatar } from './avatars';
import { createGoogleVerifier, type GoogleTokenVerifier } from './google';
import { spanishWait } from '../../lib/wait';
import { createAttemptLimiter } from './limiter';
import { readForm, requiredField } from './multipart';
import { recoveryEmail } from './recovery-email';
import { clientNetwork } from '../../lib/client-network';
import { emailChangedEmail } from './email-changed-email';
import { failedLoginsEmail } from './failed-logins-email';
import {
  TakenError,
  assertOwnerOrSuperadmin,
  authenticate,
  changePassword,
  checkEmail,
  createAccount,
  createPasswordReset,
  deleteAccount,
  findLoginAccount,
  findUserById,
  history,
  issueSessionToken,
  normalizeEmail,
  normalizeUsername,
  publicProfile,
  resetPassword,
  revokeSession,
  revokeSessions,
  confirmPassword,
  signInWithGoogle,
  toCurrentUser,
  updateProfile,
  usernameInUse,
  verifySession,
} from './service';

/** The answer to every well-formed registration with a free username, new address or not. */
export function registeredMessage(email: string): string {
  return `Te enviamos un correo a ${email}. Abre el enlace que contiene para confirmar tu email y entrar a tu cuenta.`;
}
export const RECOVERY_SENT_MESSAGE = 'Se ha enviado un correo con las instrucciones para recuperar tu contraseña';
export const PASSWORD_RESET_MESSAGE = 'Tu contraseña ha sido actualizada. Ya puedes iniciar sesión.';

// Per-IP limits (@fastify/rate-limit, shared through Redis when REDIS_URL is set).
const LOGIN_PER_IP = { max: 20, timeWindow: '1 minute' };
/** Wrong passwords per account and client before that client waits: 5 → the rest of a minute, 10 → of 15 minutes, 20 → of a day. */
export const LOGIN_FAILURE_STEPS = [
  { max: 5, windowMs: 60 * 1000 },
  { max: 10, windowMs: 15 * 60 * 1000 },
  { max: 20, windowMs: 24 * 60 * 60 * 1000 },
] as const;
/** The owner is mailed once when this many wrong passwords were tried on the account, from anywhere, within the window. */
export const FAILED_LOGINS_NOTICE = { after: 20, windowMs: 60 * 60 * 1000 } as const;
const REGISTER_PER_IP = { max: 20, timeWindow: '1 hour' };
const RECOVERY_PER_IP = { max: 10, timeWindow: '1 hour' };
const RESET_PER_IP = { max: 10, timeWindow: '15 minutes' };
const PASSWORD_CHANGE_PER_IP = { max: 10, timeWindow: '15 minutes' };

const TOO_MANY = (seconds: number) => new AppError('TOO_MANY_REQUESTS', `Demasiados intentos. Espera ${spanishWait(seconds)} e inténtalo de nuevo.`);

const errors = { 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError, 409: ApiError, 413: ApiError, 415: ApiError, 429: ApiError };
const multipartNote = (fields: string) => `Formulario multipart/form-data con ${fields}.`;
const UserIdParams = Type.Object({ id: ObjectIdString });

function bearerUserId(request: FastifyRequest): string {
  if (!request.session) throw UnauthorizedError();
  return request.session.sub;
}

export const usersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { config } = app;
  configureAvatars(config.dataDir);
  app.setSessionVerifier(verifySession);
  const mailer = createMailer(config);
  const verifyGoogle: GoogleTokenVerifier | null = config.googleClientId ? createGoogleVerifier(config.googleClientId, config.googleJwksUrl) : null;

  // Per-account limits: failed logins, "already taken" registration answers, recovery mails.
  // Wrong passwords slow down the client that types them (its IPv4 address or IPv6 /64), in growing
  // steps, never the account for everyone: usernames are public, so a per-account lock would let
  // anyone lock anyone out. The owner is told by mail when many were tried on the account.
  const loginFailureSteps = LOGIN_FAILURE_STEPS.map((step) => createAttemptLimiter(app.redis, `login-${step.max}`, step.max, step.windowMs));
  const accountFailures = createAttemptLimiter(app.redis, 'login-account', Number.MAX_SAFE_INTEGER, FAILED_LOGINS_NOTICE.windowMs);
  const takenAnswers = createAttemptLimiter(app.redis, 'taken', 5, 60 * 60 * 1000);
  const recoveries = createAttemptLimiter(app.redis, 'recovery', 3, 60 * 60 * 1000);

  // Work started after a reply has gone out. Close waits for it, so the database is not shut
  // under a half-done job; a failure is logged, never left as an unhandled rejection.
  const afterReply = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...afterReply]);
  });
  function runAfterReply(log: FastifyBaseLogger, failure: string, work: () => Promise<void>): void {
    const job: Promise<void> = work()
      .catch((error: unknown) => log.error({ err: error }, failure))
      .finally(() => afterReply.delete(job));
    afterReply.add(job);
  }

  async function sendConfirmationMail(user: Pick<UserDocument, '_id' | 'email' | 'username'>): Promise<void> {
    const token = await createEmailConfirmation(user);
    const link = `${config.siteUrl}/confirmar-email?token=${encodeURIComponent(token)}`;
    await mailer.send({ to: user.email, ...confirmationEmail(config.siteName, user.username, link) });
  }

  async function sendRecoveryMail(email: string): Promise<void> {
    const reset = await createPasswordReset(email);
    if (!reset) return;
    const link = `${config.siteUrl}/restablecer-contrasena?token=${encodeURIComponent(reset.token)}`;
    await mailer.send({ to: reset.user.email, ...recoveryEmail(config.siteName, reset.user.username, link) });
  }

  app.get(
    '/api/v1/users/auth_settings',
    { schema: { tags: ['users'], summary: 'Ajustes públicos del inicio de sesión (Google)', response: { 200: AuthSettings } } },
    async () => ({ googleClientId: config.googleClientId ?? null }),
  );

  app.post(
    '/api/v1/users/confirm_user',
    {
      config: { rateLimit: REGISTER_PER_IP },
      schema: {
        tags: ['users'],
        summary: 'Registro con email, nombre de usuario y contraseña',
        description: multipartNote('user[username], user[email], user[password] y, opcional, user[newsletter]'),
        consumes: ['multipart/form-data'],
        response: { 200: RegisterResponse, ...errors },
      },
    },
    async (request) => {
      const form = await readForm(request, ['username', 'email', 'password', 'newsletter', 'terms']);
      const email = requiredField(form, 'email', 'El email es obligatorio.');
      const username = requiredField(form, 'username', 'El nombre de usuario es obligatorio.');
      const password = requiredField(form, 'password', 'La contraseña es obligatoria.');
      // Usernames are public, so "taken" may be said; it is checked before the e-mail, or a taken
      // username beside an address would tell whether that address has an account.
      const usernameKey = `username:${normalizeUsername(username)}`;
      const wait = await takenAnswers.retryAfter(usernameKey);
      if (wait > 0) throw TOO_MANY(wait);
      const usernameTaken = async () => {
        await takenAnswers.hit(usernameKey);
        return { valueUser: false, data: new TakenError('username').message };
      };
      if (await usernameInUse(username)) return usernameTaken();
      const newsletter = form.fields.get('newsletter');
      const checkEmailMessage = registeredMessage(email.trim());
      try {
        const user = await createAccount({ username, email, password, wantsDigest: newsletter === 'true' || newsletter === 'on' || newsletter === '1', emailConfirmed: false });
        runAfterReply(request.log, 'no se pudo enviar el correo de confirmación', () => sendConfirmationMail(user));
        return { valueUser: true, data: checkEmailMessage };
      } catch (error) {
        if (!(error instanceof TakenError)) throw error;
        if (error.field === 'username') return usernameTaken();
        // The address has an account: the same answer as a new one, and its owner hears of it by mail
        // (a few times an hour at most, so nobody can flood a mailbox through this form).
        const emailKey = `email:${normalizeEmail(email)}`;
        if ((await takenAnswers.retryAfter(emailKey)) === 0) {
          await takenAnswers.hit(emailKey);
          runAfterReply(request.log, 'no se pudo enviar el aviso de cuenta existente', async () => {
            const owner = await findLoginAccount(email);
            if (owner) await mailer.send({ to: owner.email, ...alreadyRegisteredEmail(config.siteName, owner.username, config.siteUrl) });
          });
        }
        return { valueUser: true, data: checkEmailMessage };
      }
    },
  );

  app.post(
    '/api/v1/users/confirm_email',
    {
      config: { rateLimit: RESET_PER_IP, keepsGuestPages: true },
      schema: {
        tags: ['users'],
        summary: 'Confirma el email con el código del enlace del correo y devuelve una sesión',
        body: ConfirmEmailBody,
        response: { 200: TokenResponse, ...errors, 410: ApiError },
      },
    },
    async (request) => {
      const user = await confirmEmail(request.body.token.trim());
      return { jwt: issueSessionToken(app, user) };
    },
  );

  app.post(
    '/api/v1/users/confirmation_email',
    {
      preHandler: app.requireUser,
      config: { keepsGuestPages: true, rateLimit: { max: 3, timeWindow: '1 hour', hook: 'preHandler', keyGenerator: (request) => `confirmation:${request.session?.sub ?? clientNetwork(request.ip)}` } },
      schema: {
        tags: ['users'],
        summary: 'Envía otra vez el enlace para confirmar el email de la sesión (3 por hora)',
        security: [{ bearer: [] }],
        response: { 200: MessageResponse, ...errors },
      },
    },
    async (request) => {
      const user = await findUserById(bearerUserId(request));
      if (!user) throw UnauthorizedError();
      if (user.emailConfirmed !== false) throw ConflictError('Tu email ya está confirmado.');
      await sendConfirmationMail(user);
      return { message: `Te enviamos un enlace nuevo a ${user.email}. Ábrelo para confirmar tu email.` };
    },
  );

  app.post(
    '/api/v1/user_token',
    {
      config: { rateLimit: LOGIN_PER_IP, keepsGuestPages: true },
      schema: { tags: ['users'], summary: 'Inicio de sesión: devuelve un token', body: LoginBody, response: { 200: TokenResponse, ...errors } },
    },
    async (request) => {
      const { email, password, username } = request.body.auth;
      const login = email.trim() || (username ?? '').trim();
      if (!login || !password) throw ValidationError('El email y la contraseña son obligatorios.');
      const found = await findLoginAccount(login);
      // An account's e-mail and username share one counter, or alternating them doubles the
      // guesses; a login that names no account still gets its own, so those are limited too.
      const bucket = found ? `user:${String(found._id)}` : `login:${login.includes('@') ? normalizeEmail(login) : normalizeUsername(login)}`;
      const attempt = `${bucket}|${clientNetwork(request.ip)}`;
      const wait = Math.max(...(await Promise.all(loginFailureSteps.map((step) => step.retryAfter(attempt)))));
      if (wait > 0) throw TOO_MANY(wait);
      try {
        const user = await authenticate(found, password);
        await Promise.all(loginFailureSteps.map((step) => step.reset(attempt)));
        return { jwt: issueSessionToken(app, user) };
      } catch (error) {
        await Promise.all(loginFailureSteps.map((step) => step.hit(attempt)));
        const onAccount = found ? await accountFailures.hit(bucket) : 0;
        if (found && onAccount === FAILED_LOGINS_NOTICE.after) {
          const owner = { id: String(found._id), email: found.email, username: found.username };
          runAfterReply(request.log, 'no se pudo enviar el aviso de intentos fallidos', async () => {
            await mailer.send({ to: owner.email, ...failedLoginsEmail(config.siteName, owner.username, onAccount, `${config.siteUrl}/perfil/${owner.id}/ajustes`) });
          });
        }
        throw error;
      }
    },
  );

  // Signing out ends the session on the server too: a copy of the token kept anywhere stops working.
  app.delete(
    '/api/v1/user_token',
    {
      preHandler: app.requireUser,
      config: { keepsGuestPages: true },
      schema: { tags: ['users'], summary: 'Cierra la sesión: el token deja de valer', security: [{ bearer: [] }], response: { 204: Type.Null(), 401: ApiError } },
    },
    async (request, reply) => {
      await revokeSession(request.session!);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/v1/users/google_oauth',
    {
      config: { rateLimit: LOGIN_PER_IP },
      schema: {
        tags: ['users'],
        summary: 'Inicio de sesión con Google (ID token verificado); crea la cuenta la primera vez',
        body: GoogleOAuthBody,
        response: { 200: TokenResponse, ...errors },
      },
    },
    async (request) => {
      if (!verifyGoogle) throw NotFoundError('El inicio de sesión con Google no está habilitado.');
      const profile = await verifyGoogle(request.body.credential);
      const user = await signInWithGoogle(profile);
      return { jwt: issueSessionToken(app, user) };
    },
  );

  app.get(
    '/api/v1/users/current',
    {
      preHandler: app.requireUser,
      schema: { tags: ['users'], summary: 'El usuario de la sesión', security: [{ bearer: [] }], response: { 200: CurrentUser, 401: ApiError } },
    },
    async (request) => {
      const user = await findUserById(bearerUserId(request));
      if (!user) throw UnauthorizedError();
      return toCurrentUser(user);
    },
  );

  app.get(
    '/api/v1/users/history_data',
    {
      schema: {
        tags: ['users'],
        summary: 'Actividad reciente de un usuario, de la más nueva a la más antigua',
        querystring: Type.Object({ id: ObjectIdString, page: Type.Integer({ minimum: 1, maximum: 20, default: 1 }) }),
        response: { 200: UserHistoryResponse, 400: ApiError, 404: ApiError },
      },
    },
    async (request) => history(request.query.id, request.query.page),
  );

  app.get(
    '/api/v1/users/avatars/:file',
    {
      schema: {
        tags: ['users'],
        summary: 'Imagen de avatar (WebP)',
        params: Type.Object({ file: Type.String({ pattern: AVATAR_FILE_PATTERN }) }),
        response: { 200: Type.Unknown({ description: 'La imagen (image/webp)' }), 400: ApiError, 404: ApiError },
      },
    },
    async (request, reply) => {
      const file = path.join(avatarDir(), request.params.file);
      const stat = await fs.promises.stat(file).catch(() => null);
      if (!stat?.isFile()) throw NotFoundError('No encontramos ese avatar.');
      // Each upload gets a new random name, so a served avatar never changes.
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .type('image/webp')
        .send(fs.createReadStream(file));
    },
  );

  app.get(
    '/api/v1/users/:id',
    {
      schema: {
        tags: ['users'],
        summary: 'Perfil público; con offer=true incluye sus ofertas',
        params: UserIdParams,
        querystring: Type.Object({ offer: Type.Optional(Type.Boolean()) }),
        response: { 200: PublicProfile, 400: ApiError, 404: ApiError },
      },
    },
    async (request) => publicProfile(request.params.id, request.query.offer === true),
  );

  app.patch(
    '/api/v1/users/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['users'],
        summary: 'Cambia el nombre de usuario, el email o el avatar',
        description: multipartNote(
          'user[username], user[email] y/o el archivo user[avatar] (PNG, JPEG, GIF o WebP, hasta 2 MB); para cambiar el email propio, user[password] con la contraseña actual. Un email nuevo cierra todas las sesiones: la respuesta trae un token nuevo (jwt) y se avisa a la dirección anterior',
        ),
        consumes: ['multipart/form-data'],
        security: [{ bearer: [] }],
        params: UserIdParams,
        response: { 200: ProfileUpdateResponse, ...errors },
      },
    },
    async (request) => {
      const userId = request.params.id;
      assertOwnerOrSuperadmin(request.session!, userId);
      const account = await findUserById(userId);
      if (!account) throw NotFoundError('No encontramos ese usuario.');
      const form = await readForm(request, ['username', 'email', 'password'], 'avatar');
      const username = form.fields.get('username');
      const email = form.fields.get('email');
      // Text fields are checked before the image is written, so a bad field leaves no file behind.
      const emailChanges = email !== undefined && normalizeEmail(checkEmail(email)) !== account.emailNormalized;
      // A stolen session must not be enough to take the account: a new e-mail (where recovery
      // mails go) needs the current password from its owner. A superadmin fixing another's does not know it.
      const actingOnOwn = request.session!.sub === userId;
      if (emailChanges && actingOnOwn) await confirmPassword(account, form.fields.get('password') ?? '');
      const avatar = form.file ? await storeAvatar(userId, form.file.data) : undefined;
      let updated: CurrentUser;
      try {
        updated = await updateProfile(userId, { username, email, avatar });
      } catch (error) {
        if (avatar) await removeAvatar(avatar);
        throw error;
      }
      if (!emailChanges) return updated;
      await revokeSessions(userId);
      const previous = { email: account.email, username: updated.username };
      runAfterReply(request.log, 'no se pudo avisar del cambio de email', async () => {
        await mailer.send({ to: previous.email, ...emailChangedEmail(config.siteName, previous.username, updated.email) });
      });
      // The new address is unproven until its owner opens the link (updateProfile unconfirmed it).
      const confirming = { _id: account._id, email: updated.email, username: updated.username };
      runAfterReply(request.log, 'no se pudo enviar el correo de confirmación', () => sendConfirmationMail(confirming));
      const fresh = actingOnOwn ? await findUserById(userId) : null;
      return fresh ? { ...updated, jwt: issueSessionToken(app, fresh) } : updated;
    },
  );

  app.patch(
    '/api/v1/users/change_password/:id',
    {
      preHandler: app.requireUser,
      config: { rateLimit: PASSWORD_CHANGE_PER_IP, keepsGuestPages: true },
      schema: {
        tags: ['users'],
        summary: 'Cambia la contraseña; las sesiones abiertas dejan de valer',
        description: multipartNote('password y passwordold'),
        consumes: ['multipart/form-data'],
        security: [{ bearer: [] }],
        params: UserIdParams,
        response: { 200: TokenResponse, ...errors },
      },
    },
    async (request) => {
      const userId = request.params.id;
      const session = request.session!;
      assertOwnerOrSuperadmin(session, userId);
      const form = await readForm(request, ['password', 'passwordold']);
      const password = requiredField(form, 'password', 'La nueva contraseña es obligatoria.');
      await changePassword(session, userId, password, form.fields.get('passwordold') ?? '');
      // Every older token is now revoked; the owner gets a fresh one so this tab stays signed in.
      const user = await findUserById(session.sub);
      if (!user) throw UnauthorizedError();
      return { jwt: issueSessionToken(app, user) };
    },
  );

  app.delete(
    '/api/v1/users/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['users'],
        summary: 'Elimina la cuenta; sus sesiones dejan de valer',
        security: [{ bearer: [] }],
        params: UserIdParams,
        response: { 204: Type.Null(), 401: ApiError, 403: ApiError, 404: ApiError },
      },
    },
    async (request, reply) => {
      assertOwnerOrSuperadmin(request.session!, request.params.id);
      await deleteAccount(request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/v1/users/get_recover_password',
    {
      config: { rateLimit: RECOVERY_PER_IP, keepsGuestPages: true },
      schema: {
        tags: ['users'],
        summary: 'Envía el enlace para restablecer la contraseña (misma respuesta exista o no la cuenta)',
        body: RecoverPasswordBody,
        response: { 200: MessageResponse, 400: ApiError, 429: ApiError },
      },
      // The lookup, the token and the mail happen only for a real account; done before the
      // answer they would make it slower for real accounts, and its timing would tell them apart.
      onResponse: async (request, reply) => {
        if (reply.statusCode !== 200) return;
        const email = request.body.user.email.trim();
        runAfterReply(request.log, 'no se pudo enviar el correo de recuperación', () => sendRecoveryMail(email));
      },
    },
    async (request) => {
      const key = normalizeEmail(checkEmail(request.body.user.email));
      const wait = await recoveries.retryAfter(key);
      if (wait > 0) throw TOO_MANY(wait);
      await recoveries.hit(key);
      return { message: RECOVERY_SENT_MESSAGE };
    },
  );

  app.post(
    '/api/v1/users/password_reset',
    {
      config: { rateLimit: RESET_PER_IP, keepsGuestPages: true },
      schema: {
        tags: ['users'],
        summary: 'Fija una nueva contraseña con el token del correo (válido una hora, un solo uso)',
        body: PasswordResetBody,
        response: { 200: MessageResponse, 400: ApiError, 410: ApiError, 429: ApiError },
      },
    },
    async (request) => {
      await resetPassword(request.body.token, request.body.password);
      return { message: PASSWORD_RESET_MESSAGE };
    },
  );
};
