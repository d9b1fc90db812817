import { encodeCategoryId } from '@gangazo/contracts';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../test/build-test-app';
import { createCatalogFixture, type CatalogFixture } from '../../test/catalog-fixtures';
import { createUser, type TestUser } from '../../test/login';
import { mailsTo } from '../../test/read-mail';
import { NotificationModel } from '../notifications/model';
import { UserModel } from '../users/model';
import { offerBecameVisible } from './hooks';
import { AlertMatchModel } from './model';
import { settleBackground } from '../../lib/background';
import { unsubscribeToken } from './unsubscribe-token';

let app: FastifyInstance;
let fixture: CatalogFixture;
let ana: TestUser;
let beto: TestUser;
beforeAll(async () => {
  app = await buildTestApp();
  fixture = await createCatalogFixture();
  ana = await createUser(app);
  beto = await createUser(app);
});
afterAll(() => app.close());

const createAlert = (body: unknown, user: TestUser = ana) => app.inject({ method: 'POST', url: '/api/v1/alerts', headers: user.authHeader, payload: body as object });
// Each share links a page of its own: the same link twice is a duplicate (409).
let shared = 0;
const share = (title: string, price: number, user: TestUser = beto, extra: Record<string, unknown> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/offers',
    headers: user.authHeader,
    payload: {
      kind: 'offer',
      title,
      url: `https://www.exito.com/oferta-${(shared += 1)}`,
      shop: 'exito',
      category: encodeCategoryId('tecnologia'),
      price,
      availability: 'online',
      description: { ops: [{ insert: 'Buen precio.\n' }] },
      ...extra,
    },
  });
const notificationsOf = async (user: TestUser) => (await app.inject({ method: 'GET', url: '/api/v1/notifications', headers: user.authHeader })).json();


test('alerts need a session and are owner-only', async () => {
  expect((await app.inject({ method: 'GET', url: '/api/v1/alerts' })).statusCode).toBe(401);
  const created = await createAlert({ words: ['Licuadora'] });
  expect(created.statusCode).toBe(200);
  const id = created.json().id as string;
  // Beto cannot see, edit, pause or delete Ana's alert: it is not there for him.
  expect((await app.inject({ method: 'GET', url: '/api/v1/alerts', headers: beto.authHeader })).json().items).toEqual([]);
  expect((await app.inject({ method: 'PUT', url: `/api/v1/alerts/${id}`, headers: beto.authHeader, payload: { words: ['x'] } })).statusCode).toBe(404);
  expect((await app.inject({ method: 'PATCH', url: `/api/v1/alerts/${id}`, headers: beto.authHeader, payload: { paused: true } })).statusCode).toBe(404);
  expect((await app.inject({ method: 'DELETE', url: `/api/v1/alerts/${id}`, headers: beto.authHeader })).statusCode).toBe(404);
  expect((await app.inject({ method: 'DELETE', url: `/api/v1/alerts/${id}`, headers: ana.authHeader })).json()).toEqual({ id, deleted: true });
});

test('create, edit, pause and list an alert; bad input is a Spanish 400', async () => {
  const created = await createAlert({
    words: ['Cafetera', 'Oster'],
    excluded_words: ['usada'],
    shop_id: String(fixture.shops.exito),
    category_id: encodeCategoryId('hogar'),
    max_price: 300_000,
    min_temperature: 10,
    email: 'instant',
  });
  expect(created.json()).toMatchObject({
    words: ['Cafetera', 'Oster'],
    excluded_words: ['usada'],
    shop: { id: String(fixture.shops.exito), name: 'Éxito' },
    category: { id: encodeCategoryId('hogar'), name: 'Hogar' },
    max_price: 300_000,
    min_temperature: 10,
    email: 'instant',
    paused: false,
    matches: 0,
  });
  const id = created.json().id as string;
  const edited = await app.inject({ method: 'PUT', url: `/api/v1/alerts/${id}`, headers: ana.authHeader, payload: { words: ['cafetera'], email: 'digest' } });
  expect(edited.json()).toMatchObject({ words: ['cafetera'], excluded_words: [], shop: null, max_price: null, email: 'digest', paused: false });
  expect((await app.inject({ method: 'PATCH', url: `/api/v1/alerts/${id}`, headers: ana.authHeader, payload: { paused: true } })).json().paused).toBe(true);
  // Editing keeps it paused unless the body says otherwise.
  expect((await app.inject({ method: 'PUT', url: `/api/v1/alerts/${id}`, headers: ana.authHeader, payload: { words: ['cafetera', 'negra'] } })).json().paused).toBe(true);

  for (const [body, message] of [
    [{ words: [] }, /words/],
    [{ words: ['¡¡!!'] }, /al menos una palabra/],
    [{ words: ['tv'], excluded_words: ['TV'] }, /obligatoria y excluida/],
    [{ words: ['tv'], max_price: -1 }, /max_price/],
    [{ words: ['tv'], max_price: '1000' }, /max_price/],
    [{ words: ['tv'], shop_id: 'ffffffffffffffffffffffff' }, /tienda/],
    [{ words: ['tv'], email: 'daily' }, /email/],
  ] as const) {
    const res = await createAlert(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
  }
});

test('a user keeps at most 50 alerts', async () => {
  const carla = await createUser(app);
  for (let i = 0; i < 50; i++) expect((await createAlert({ words: [`palabra${i}`] }, carla)).statusCode).toBe(200);
  const refused = await createAlert({ words: ['otra'] }, carla);
  expect(refused.statusCode).toBe(409);
  expect(refused.json().message).toMatch(/hasta 50 alertas/);
});

test('a price cap matches a cheaper new offer and not a dearer one; accents and case do not matter', async () => {
  const alert = (await createAlert({ words: ['PORTATIL', 'lenovo'], max_price: 2_000_000 })).json();
  expect((await share('Portátil Lenovo IdeaPad 3 de 2.5 millones', 2_500_000)).statusCode).toBe(201);
  expect((await share('Portátil Lenovo IdeaPad Slim barato', 1_899_900)).statusCode).toBe(201);
  const matches = await AlertMatchModel.find({ alertId: alert.id }).lean();
  expect(matches).toHaveLength(1);
  const list = await notificationsOf(ana);
  const mine = list.items.filter((n: { title: string }) => n.title.includes('PORTATIL lenovo'));
  expect(mine).toHaveLength(1);
  expect(mine[0]).toMatchObject({ kind: 'alert_match', read: false, title: expect.stringContaining('Portátil Lenovo IdeaPad Slim barato') });
  expect(mine[0].url).toMatch(/^\/ofertas\/.+/);
});

test('excluded words, shop and category filter; never the user’s own offer', async () => {
  const alert = (await createAlert({ words: ['licuadora'], excluded_words: ['reacondicionada'], category_id: encodeCategoryId('tecnologia') })).json();
  await share('Licuadora Oster reacondicionada', 100_000);
  await share('Licuadora Oster nueva', 150_000, ana); // Ana's own offer
  await share('Licuadora Oster de vidrio', 180_000);
  const matched = await AlertMatchModel.find({ alertId: alert.id }).lean();
  expect(matched).toHaveLength(1);
  const shopAlert = (await createAlert({ words: ['licuadora'], shop_id: String(fixture.shops.alkosto) })).json();
  await share('Licuadora Imusa', 90_000);
  expect(await AlertMatchModel.countDocuments({ alertId: shopAlert.id })).toBe(0);
});

test('a second publication of the same offer does not notify twice; paused alerts stay quiet', async () => {
  const alert = (await createAlert({ words: ['freidora', 'aire'] })).json();
  const paused = (await createAlert({ words: ['freidora'] })).json();
  await app.inject({ method: 'PATCH', url: `/api/v1/alerts/${paused.id}`, headers: ana.authHeader, payload: { paused: true } });
  const offer = (await share('Freidora de aire Oster 4 litros', 250_000)).json();
  expect(await offerBecameVisible(offer.id)).toBe(0);
  await Promise.all([offerBecameVisible(offer.id), offerBecameVisible(offer.id)]);
  expect(await NotificationModel.countDocuments({ key: `alert:${alert.id}:${offer.id}` })).toBe(1);
  expect(await AlertMatchModel.countDocuments({ alertId: alert.id })).toBe(1);
  expect(await AlertMatchModel.countDocuments({ alertId: paused.id })).toBe(0);
  const listed = (await app.inject({ method: 'GET', url: '/api/v1/alerts', headers: ana.authHeader })).json();
  expect(listed.items.find((a: { id: string }) => a.id === alert.id).matches).toBe(1);
});

test('a minimum temperature fires once when votes carry the offer across it', async () => {
  const alert = (await createAlert({ words: ['aspiradora'], min_temperature: 2 })).json();
  const offer = (await share('Aspiradora robot Xiaomi', 600_000)).json();
  const voters = await Promise.all([createUser(app), createUser(app), createUser(app)]);
  const vote = async (user: TestUser | undefined, value: 'hot' | 'cold') => {
    const res = await app.inject({ method: 'POST', url: `/api/v1/offers/${offer.id}/vote`, headers: user?.authHeader, payload: { vote: value } });
    expect(res.statusCode).toBe(200);
    return res.json().temperature as number;
  };
  const count = () => AlertMatchModel.countDocuments({ alertId: alert.id });
  expect(await count()).toBe(0);
  expect(await vote(voters[0], 'hot')).toBe(1);
  expect(await count()).toBe(0);
  expect(await vote(voters[1], 'hot')).toBe(2);
  expect(await count()).toBe(1);
  // Down below the minimum and back across it: still one notification.
  expect(await vote(voters[0], 'cold')).toBe(0);
  expect(await vote(voters[0], 'hot')).toBe(2);
  expect(await vote(voters[2], 'hot')).toBe(3);
  expect(await count()).toBe(1);
  expect(await NotificationModel.countDocuments({ key: `alert:${alert.id}:${offer.id}` })).toBe(1);
  const [note] = (await notificationsOf(ana)).items.filter((n: { title: string }) => n.title.includes('Aspiradora'));
  expect(note.title).toBe('«Aspiradora robot Xiaomi» llegó a 2° (tu alerta «aspiradora»)');
});

test('instant e-mail: one-click unsubscribe headers, and a signed link that works without signing in, only for that user', async () => {
  const dora = await createUser(app);
  await createAlert({ words: ['bicicleta', 'montaña'], email: 'instant' }, dora);
  const other = (await createAlert({ words: ['bicicleta', 'montaña'], email: 'instant' }, ana)).json();
  await share('Bicicleta de montaña GW rin 29', 1_200_000);
  await settleBackground();
  const mails = mailsTo(app.config.dataDir, dora.user.email);
  expect(mails).toHaveLength(1);
  const mail = mails[0];
  expect(mail?.subject).toBe('Nueva oferta para tu alerta «bicicleta montaña»: Bicicleta de montaña GW rin 29');
  expect(mail?.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
  const link = /^<(http[^>]+)>$/.exec(mail?.headers.get('list-unsubscribe') ?? '')?.[1] ?? '';
  expect(link).toContain('/api/v1/alerts/unsubscribe?token=');
  expect(mail?.body).toContain(`${app.config.siteUrl}/perfil/${dora.user.id}/alertas`);
  expect(mail?.body).toMatch(/\$\s1\.200\.000 · Éxito/);
  const url = link.replace(app.config.siteUrl, '');

  // GET only shows the button (scanners open links); POST without a session applies it.
  const page = await app.inject({ method: 'GET', url });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('Sí, no quiero recibirlos');
  const done = await app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
  expect(done.statusCode).toBe(200);
  expect(done.body).toContain('Ya no recibirás los correos de esta alerta');
  const doraAlerts = (await app.inject({ method: 'GET', url: '/api/v1/alerts', headers: dora.authHeader })).json();
  expect(doraAlerts.items[0].email).toBe('none');
  // Ana's alert is untouched; a token naming Ana's alert but signed for Dora, or tampered, does nothing.
  const forged = unsubscribeToken('not-the-server-secret-but-long-enough-000', { userId: ana.user.id, scope: { kind: 'alert', alertId: other.id } });
  const crossUser = unsubscribeToken(app.config.jwtSecret, { userId: dora.user.id, scope: { kind: 'alert', alertId: other.id } });
  expect((await app.inject({ method: 'POST', url: `/api/v1/alerts/unsubscribe?token=${encodeURIComponent(forged)}` })).statusCode).toBe(400);
  expect((await app.inject({ method: 'POST', url: `/api/v1/alerts/unsubscribe?token=${encodeURIComponent(crossUser)}` })).statusCode).toBe(404);
  expect((await app.inject({ method: 'POST', url: `${url}x` })).statusCode).toBe(400);
  const anaAlerts = (await app.inject({ method: 'GET', url: '/api/v1/alerts', headers: ana.authHeader })).json();
  expect(anaAlerts.items.find((a: { id: string }) => a.id === other.id).email).toBe('instant');

  // The summary's token switches wantsDigest off for that user only.
  await UserModel.updateMany({}, { $set: { wantsDigest: true } });
  const digest = unsubscribeToken(app.config.jwtSecret, { userId: dora.user.id, scope: { kind: 'digest' } });
  expect((await app.inject({ method: 'POST', url: `/api/v1/alerts/unsubscribe?token=${encodeURIComponent(digest)}` })).statusCode).toBe(200);
  expect((await UserModel.findById(dora.user.id).lean())?.wantsDigest).toBe(false);
  expect((await UserModel.findById(ana.user.id).lean())?.wantsDigest).toBe(true);
});

test('an offer held for review tells alerts when staff approve it, not before; its author hears of the approval in the bell', async () => {
  const editor = await createUser(app, { role: 'editor' });
  const newcomer = await createUser(app);
  expect((await app.inject({ method: 'PUT', url: `/api/v1/moderation/users/${newcomer.user.id}/trust`, headers: editor.authHeader, payload: { trust: 'restricted' } })).statusCode).toBe(200);
  const alert = (await createAlert({ words: ['freidora', 'aire'] })).json();
  const held = await share('Freidora de aire Oster 4 litros', 299_900, newcomer);
  expect(held.statusCode).toBe(201);
  expect(held.json().review).toMatchObject({ state: 'pending' });
  expect(await AlertMatchModel.countDocuments({ alertId: alert.id })).toBe(0);

  const approved = await app.inject({ method: 'POST', url: `/api/v1/moderation/offer/${held.json().id}/approve`, headers: editor.authHeader, payload: {} });
  expect(approved.statusCode).toBe(200);
  expect(await AlertMatchModel.countDocuments({ alertId: alert.id })).toBe(1);
  expect((await notificationsOf(ana)).items.some((item: { title: string }) => item.title.includes('Freidora de aire Oster'))).toBe(true);
  const told = (await notificationsOf(newcomer)).items as Array<{ kind: string; title: string }>;
  expect(told).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'moderation', title: 'El equipo aprobó tu publicación «Freidora de aire Oster 4 litros»: ya es pública' })]));
});
