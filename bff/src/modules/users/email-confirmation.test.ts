import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../test/build-test-app';
import { createCatalogFixture, type CatalogFixture } from '../../test/catalog-fixtures';
import { createUser } from '../../test/login';
import { linkToken, mailbox } from '../../test/mail';
import { multipartForm } from '../../test/multipart';
import { ForumCategoryModel } from '../forum/model';
import { CONFIRMATION_TTL_MS, confirmEmail, createEmailConfirmation } from './email-confirmation';
import { EmailConfirmationModel, UserModel, type UserDocument } from './model';

let app: FastifyInstance;
let fixture: CatalogFixture;
let forumCategory: string;
beforeAll(async () => {
  app = await buildTestApp();
  fixture = await createCatalogFixture();
  const [category] = await ForumCategoryModel.create([{ name: 'Tecnología', slug: 'tecnologia', description: 'Gadgets', color: '#2563eb', position: 1 }]);
  forumCategory = String(category?._id);
});
afterAll(() => app.close());

const TOPIC_BODY = '<p>¿Dónde consiguen buenos precios en computadores portátiles este mes en Bogotá?</p>';

let nextIp = 0;
const freshIp = () => {
  nextIp += 1;
  return `10.7.${Math.floor(nextIp / 250)}.${(nextIp % 250) + 1}`;
};

function register(username: string, email: string, password = 'clave-segura-123') {
  const form = multipartForm({ 'user[username]': username, 'user[email]': email, 'user[password]': password });
  return app.inject({ method: 'POST', url: '/api/v1/users/confirm_user', payload: form.payload, headers: form.headers, remoteAddress: freshIp() });
}
const confirm = (token: unknown) => app.inject({ method: 'POST', url: '/api/v1/users/confirm_email', payload: { token }, remoteAddress: freshIp() });
const current = (jwt: string) => app.inject({ method: 'GET', url: '/api/v1/users/current', headers: { authorization: `Bearer ${jwt}` } });
const login = (email: string, password = 'clave-segura-123') =>
  app.inject({ method: 'POST', url: '/api/v1/user_token', payload: { auth: { email, password } }, remoteAddress: freshIp() });
const confirmationMail = (to: string, after = 0) =>
  mailbox(app).waitFor(to, { after, predicate: (mail) => mail.includes('/confirmar-email?token=') });

/** What an account may not do before its e-mail is confirmed, each as one request. */
function gatedRequests(authorization: string, topicId: string) {
  const headers = { authorization };
  const upload = multipartForm({}, [{ field: 'file', filename: 'a.png', contentType: 'image/png', data: Buffer.from('not really a picture') }]);
  return {
    vote: () => app.inject({ method: 'POST', url: `/api/v1/offers/${String(fixture.offers.tv)}/vote`, headers, payload: { vote: 'hot' } }),
    comment: () => app.inject({ method: 'POST', url: '/api/v1/comments', headers, payload: { offer_id: String(fixture.offers.tv), text: 'Muy buena oferta, la compré ayer.' } }),
    share: () => app.inject({ method: 'POST', url: '/api/v1/offers', headers, payload: { kind: 'offer' } }),
    topic: () => app.inject({ method: 'POST', url: '/api/v1/forum', headers, payload: { title: 'Un tema de prueba', body: TOPIC_BODY, category_id: forumCategory } }),
    reply: () => app.inject({ method: 'POST', url: `/api/v1/forum/${topicId}/comments`, headers, payload: { body: '<p>Yo también la estoy buscando, avísenme si baja.</p>' } }),
    upload: () => app.inject({ method: 'POST', url: '/api/v1/assets?type=offer', headers: { ...headers, ...upload.headers }, payload: upload.payload }),
    report: () => app.inject({ method: 'POST', url: '/api/v1/reports', headers, payload: { kind: 'offer', id: String(fixture.offers.tv), reason: 'spam' } }),
    expiry: () => app.inject({ method: 'POST', url: `/api/v1/offers/${String(fixture.offers.tv)}/expired_reports`, headers }),
  };
}

test('the mailed link confirms the address and signs the new member in, once', async () => {
  const before = mailbox(app).files().length;
  expect((await register('nueva_cazadora', 'Nueva.Cazadora@example.co')).json().valueUser).toBe(true);
  const mail = await confirmationMail('Nueva.Cazadora@example.co', before);
  expect(mail).toContain('Subject: Confirma tu email en Gangazo');
  expect(mail).toContain('Hola nueva_cazadora:');
  const token = linkToken(mail, '/confirmar-email');

  const confirmed = await confirm(token);
  expect(confirmed.statusCode).toBe(200);
  const me = await current(confirmed.json().jwt);
  expect(me.json()).toMatchObject({ username: 'nueva_cazadora', emailConfirmed: true });

  const again = await confirm(token);
  expect(again.statusCode).toBe(410);
  expect(again.json().message).toBe('El enlace para confirmar tu email no es válido o ya expiró. Pide uno nuevo en Ajustes.');
  expect(await EmailConfirmationModel.countDocuments({ userId: me.json().id })).toBe(0);
});

test('bad or unknown tokens get a 4xx with a Spanish message', async () => {
  expect((await confirm('no-es-un-token')).statusCode).toBe(410);
  const blank = await confirm('');
  expect(blank.statusCode).toBe(400);
  expect(blank.json().message).toMatch(/token/);
  expect((await confirm({ $ne: '' })).statusCode).toBe(400);
});

test('a link is good for two days, whatever day it was sent', async () => {
  const { user } = await createUser(app);
  await UserModel.updateOne({ _id: user.id }, { $set: { emailConfirmed: false } });
  const account = { _id: (await UserModel.findById(user.id).lean<UserDocument>())!._id, email: user.email };
  for (const sent of ['2026-01-01T05:00:00Z', '2026-02-28T23:59:00Z', '2026-06-15T12:00:00Z', '2026-12-31T04:59:59Z']) {
    const at = new Date(sent);
    const late = await createEmailConfirmation(account, at);
    await expect(confirmEmail(late, new Date(at.getTime() + CONFIRMATION_TTL_MS))).rejects.toMatchObject({ statusCode: 410 });
    const inTime = await createEmailConfirmation(account, at);
    await expect(confirmEmail(inTime, new Date(at.getTime() + CONFIRMATION_TTL_MS - 1000))).resolves.toMatchObject({ emailConfirmed: true });
    await UserModel.updateOne({ _id: user.id }, { $set: { emailConfirmed: false } });
  }
});

test('until the address is confirmed the account can sign in but not vote, comment, share, open a topic, reply, upload, report or flag an expiry', async () => {
  const author = await createUser(app);
  const topic = await app.inject({ method: 'POST', url: '/api/v1/forum', headers: author.authHeader, payload: { title: 'Ofertas de tecnología', body: TOPIC_BODY, category_id: forumCategory } });
  expect(topic.statusCode).toBe(201);

  const before = mailbox(app).files().length;
  await register('sin_confirmar', 'sin.confirmar@example.co');
  const session = await login('sin.confirmar@example.co');
  expect(session.statusCode).toBe(200);
  const requests = gatedRequests(`Bearer ${session.json().jwt as string}`, topic.json().id as string);
  for (const [name, send] of Object.entries(requests)) {
    const res = await send();
    expect({ name, status: res.statusCode, code: res.json().code }).toEqual({ name, status: 403, code: 'EMAIL_UNCONFIRMED' });
    expect(res.json().message).toBe(
      'Confirma tu email para votar, comentar y compartir: abre el enlace que te enviamos al registrarte. ¿No te llegó? Pide otro en Ajustes.',
    );
  }

  // Confirmed (in this same session, within the session cache's life), the same requests go through.
  expect((await confirm(linkToken(await confirmationMail('sin.confirmar@example.co', before), '/confirmar-email'))).statusCode).toBe(200);
  expect((await requests.vote()).statusCode).toBe(200);
  expect((await requests.comment()).statusCode).toBe(201);
  expect((await requests.reply()).statusCode).toBe(201);
  expect((await requests.share()).statusCode).toBe(400);
});

test('registering a taken address mails its owner (a few times an hour at most) and creates nothing', async () => {
  const { user } = await createUser(app, { email: 'ya.registrada@example.co', username: 'la_original' });
  const before = mailbox(app).files().length;
  const res = await register('otra_persona', 'YA.REGISTRADA@example.co');
  expect(res.json()).toEqual({ valueUser: true, data: 'Te enviamos un correo a YA.REGISTRADA@example.co. Abre el enlace que contiene para confirmar tu email y entrar a tu cuenta.' });
  const notice = await mailbox(app).waitFor(user.email, { after: before });
  expect(notice).toContain('Subject: Ya tienes una cuenta en Gangazo');
  expect(notice).toContain('tu nombre de usuario es la_original');
  expect(notice).not.toContain('/confirmar-email');
  expect(await UserModel.countDocuments({ usernameNormalized: 'otra_persona' })).toBe(0);

  for (let i = 0; i < 7; i += 1) expect((await register(`otra_persona_${i}`, 'ya.registrada@example.co')).json().valueUser).toBe(true);
  await new Promise((resolve) => setTimeout(resolve, 300));
  const notices = mailbox(app)
    .all()
    .slice(before)
    .filter((mail) => mail.includes('Subject: Ya tienes una cuenta en Gangazo'));
  expect(notices).toHaveLength(5);
});

test('a new link can be asked for (three an hour); a confirmed account is told so; a guest is refused', async () => {
  const before = mailbox(app).files().length;
  await register('pide_otro', 'pide.otro@example.co');
  const first = linkToken(await confirmationMail('pide.otro@example.co', before), '/confirmar-email');
  const jwt = (await login('pide.otro@example.co')).json().jwt as string;
  const resend = () => app.inject({ method: 'POST', url: '/api/v1/users/confirmation_email', headers: { authorization: `Bearer ${jwt}` } });

  const after = mailbox(app).files().length;
  const res = await resend();
  expect(res.statusCode).toBe(200);
  expect(res.json().message).toBe('Te enviamos un enlace nuevo a pide.otro@example.co. Ábrelo para confirmar tu email.');
  const second = linkToken(await confirmationMail('pide.otro@example.co', after), '/confirmar-email');
  expect(second).not.toBe(first);
  expect((await resend()).statusCode).toBe(200);
  expect((await resend()).statusCode).toBe(200);
  expect((await resend()).statusCode).toBe(429);

  expect((await confirm(first)).statusCode).toBe(200);
  const confirmed = await createUser(app);
  const told = await app.inject({ method: 'POST', url: '/api/v1/users/confirmation_email', headers: confirmed.authHeader });
  expect(told.statusCode).toBe(409);
  expect(told.json().message).toBe('Tu email ya está confirmado.');
  expect((await app.inject({ method: 'POST', url: '/api/v1/users/confirmation_email' })).statusCode).toBe(401);
});

test('a new e-mail must be confirmed again, and a link sent to the old address does not confirm it', async () => {
  const { user, password, authHeader } = await createUser(app);
  await UserModel.updateOne({ _id: user.id }, { $set: { emailConfirmed: false } });
  const account = (await UserModel.findById(user.id).lean<UserDocument>())!;
  const oldLink = await createEmailConfirmation(account);
  await UserModel.updateOne({ _id: user.id }, { $set: { emailConfirmed: true } });

  const before = mailbox(app).files().length;
  const form = multipartForm({ 'user[email]': 'cambiada@example.co', 'user[password]': password });
  const changed = await app.inject({ method: 'PATCH', url: `/api/v1/users/${user.id}`, payload: form.payload, headers: { ...authHeader, ...form.headers } });
  expect(changed.statusCode).toBe(200);
  expect(changed.json()).toMatchObject({ email: 'cambiada@example.co', emailConfirmed: false });
  const jwt = changed.json().jwt as string;
  const vote = await app.inject({ method: 'POST', url: `/api/v1/offers/${String(fixture.offers.tv)}/vote`, headers: { authorization: `Bearer ${jwt}` }, payload: { vote: 'hot' } });
  expect(vote.statusCode).toBe(403);

  expect((await confirm(oldLink)).statusCode).toBe(410);
  expect((await current(jwt)).json().emailConfirmed).toBe(false);
  const fresh = linkToken(await confirmationMail('cambiada@example.co', before), '/confirmar-email');
  expect((await confirm(fresh)).statusCode).toBe(200);
  expect((await current(jwt)).json().emailConfirmed).toBe(true);
});
