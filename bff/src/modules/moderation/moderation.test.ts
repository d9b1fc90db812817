// Moderation under the real trust rules (3 approved posts and 24 h), with a threshold of 2 trusted
// reporters to hide an item and 3 "¿Expiró?" to expire an offer.
import { encodeCategoryId } from '@gangazo/contracts';
import type { FastifyInstance } from 'fastify';
import { Types } from 'mongoose';
import { buildTestApp } from '../../test/build-test-app';
import { createCatalogFixture, type CatalogFixture } from '../../test/catalog-fixtures';
import { createUser, type TestUser } from '../../test/login';
import { CommentModel } from '../comments/model';
import { ForumCategoryModel } from '../forum/model';
import { OfferModel } from '../offers/model';
import { offerExists } from '../offers/service';
import { UserActivityModel, UserModel } from '../users/model';
import { ReportModel } from './model';

const HOUR = 3_600_000;

let app: FastifyInstance;
let fixture: CatalogFixture;
let editor: TestUser;
let superadmin: TestUser;
let veteran: TestUser;

beforeAll(async () => {
  app = await buildTestApp({
    moderation: { trustMinPosts: 3, trustMinAccountHours: 24, newAccountPostsPerHour: 3, reportsToHide: 2, expiryReports: 3, commentIntervalSeconds: 5 },
  });
  fixture = await createCatalogFixture();
  editor = await createUser(app, { role: 'editor', username: 'editora_moderacion' });
  superadmin = await createUser(app, { role: 'superadmin', username: 'jefe_moderacion' });
  veteran = await createUser(app, { username: 'veterana_confiable' });
  await UserModel.updateOne({ _id: veteran.user.id }, { $set: { trust: 'trusted' } });
});
afterAll(() => app.close());

type Headers = Record<string, string>;
const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers = {}, payload?: object | null) => app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

let counter = 0;
function offerBody(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    kind: 'offer',
    title: `Televisor Samsung Crystal UHD 55 pulgadas número ${counter}`,
    url: `https://www.exito.com/televisor-samsung-${counter}?utm_source=facebook`,
    shop: 'exito',
    category: encodeCategoryId('tecnologia'),
    price: 1_899_900,
    previous_price: 2_499_900,
    availability: 'online',
    description: { ops: [{ insert: 'Precio muy bueno para el Black Friday.\n' }] },
    ...overrides,
  };
}

async function trustedUser(name: string): Promise<TestUser> {
  const user = await createUser(app, { username: name });
  const res = await call('PUT', `/api/v1/moderation/users/${user.user.id}/trust`, editor.authHeader, { trust: 'trusted' });
  expect(res.statusCode).toBe(200);
  return user;
}

const newsFeed = async () => (await call('GET', '/api/gangazo/offers?order=news&per_page=50')).json().items.map((item: { id: string }) => item.id) as string[];

describe('every moderation endpoint refuses guests (401) and users (403)', () => {
  const id = new Types.ObjectId().toHexString();
  // Every row has three cells: with two, Jest would pass its `done` callback as the body.
  const endpoints: [method: 'GET' | 'POST' | 'PUT', url: string, body: object | null][] = [
    ['GET', '/api/v1/moderation/queue', null],
    ['GET', '/api/v1/moderation/counts', null],
    ['POST', `/api/v1/moderation/offer/${id}/approve`, {}],
    ['POST', `/api/v1/moderation/topic/${id}/reject`, { reason: 'Spam evidente' }],
    ['PUT', `/api/v1/moderation/comment/${id}/hidden`, { hidden: true }],
    ['PUT', `/api/v1/moderation/topics/${id}/flags`, { locked: true }],
    ['PUT', `/api/v1/moderation/offers/${id}/featured`, { featured: true }],
    ['POST', `/api/v1/moderation/offers/${id}/merge`, { into: new Types.ObjectId().toHexString() }],
    ['GET', `/api/v1/moderation/users/${id}/trust`, null],
    ['PUT', `/api/v1/moderation/users/${id}/trust`, { trust: 'trusted' }],
    ['GET', '/api/v1/moderation/audit', null],
  ];
  test.each(endpoints)('%s %s', async (method, url, body) => {
    const user = await createUser(app);
    const guest = await call(method, url, {}, body);
    expect(guest.statusCode).toBe(401);
    expect(guest.json().message).toMatch(/iniciar sesión/);
    expect((await call(method, url, user.authHeader, body)).statusCode).toBe(403);
    expect((await call(method, url, veteran.authHeader, body)).statusCode).toBe(403);
  });

  test('the audit log is a superadmin\'s: editors get 403', async () => {
    expect((await call('GET', '/api/v1/moderation/audit', editor.authHeader)).statusCode).toBe(403);
    expect((await call('GET', '/api/v1/moderation/audit', superadmin.authHeader)).statusCode).toBe(200);
  });
});

describe('a new account\'s offer waits for review', () => {
  test('pending, invisible to guests and others, approved by an editor, then on the home feed', async () => {
    const newbie = await createUser(app, { username: 'recien_llegada' });
    const shared = await call('POST', '/api/v1/offers', newbie.authHeader, offerBody());
    expect(shared.statusCode).toBe(201);
    const offer = shared.json();
    expect(offer.review).toMatchObject({ state: 'pending', reason: expect.stringMatching(/Cuenta nueva/) });
    expect((await OfferModel.findById(offer.id, { status: 1 }).lean())?.status).toBe('pending');

    // The guest, another user: no page, no feed, no search, no sitemap.
    expect((await call('GET', `/api/v1/offers/${offer.id}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/v1/offers/${offer.id}`, veteran.authHeader)).statusCode).toBe(404);
    expect(await newsFeed()).not.toContain(offer.id);
    const search = (await call('GET', `/api/v1/search?q=${encodeURIComponent(`samsung número ${counter}`)}`)).json();
    expect(JSON.stringify(search)).not.toContain(offer.id);
    expect((await call('GET', '/sitemaps/ofertas-1.xml')).body).not.toContain(offer.id);
    expect((await call('GET', '/rss/nuevas.xml')).body).not.toContain(offer.id);
    expect(JSON.stringify((await call('GET', `/api/v1/users/${newbie.user.id}/offers`)).json())).not.toContain(offer.id);
    // Its page answers 404 to a guest (pages/PAGE_RULES use offerExists): no HTML is rendered or cached.
    expect(await offerExists(offer.id)).toBeNull();

    // The author and staff see it, with why.
    expect((await call('GET', `/api/v1/offers/${offer.id}`, newbie.authHeader)).json().review.state).toBe('pending');
    expect((await call('GET', `/api/v1/offers/${offer.id}`, editor.authHeader)).statusCode).toBe(200);
    const queue = (await call('GET', '/api/v1/moderation/queue', editor.authHeader)).json();
    expect(queue.items).toContainEqual(expect.objectContaining({ kind: 'offer', id: offer.id, state: 'pending', author: expect.objectContaining({ username: 'recien_llegada' }) }));
    expect((await call('GET', '/api/v1/moderation/counts', editor.authHeader)).json().pending).toBeGreaterThanOrEqual(1);
    expect((await call('GET', '/api/v1/admin/overview', editor.authHeader)).json().pending_items).toBeGreaterThanOrEqual(1);

    // An editor corrects the title and approves it.
    const approved = await call('POST', `/api/v1/moderation/offer/${offer.id}/approve`, editor.authHeader, { title: 'Televisor Samsung Crystal UHD 55" a precio de locura' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toEqual({ kind: 'offer', id: offer.id, state: 'published' });
    const publicView = (await call('GET', `/api/v1/offers/${offer.id}`)).json();
    expect(publicView).toMatchObject({ title: 'Televisor Samsung Crystal UHD 55" a precio de locura', review: null });
    expect(await newsFeed()).toContain(offer.id);
    // A second approval finds nothing held.
    expect((await call('POST', `/api/v1/moderation/offer/${offer.id}/approve`, editor.authHeader, {})).json().state).toBe('dismissed');

    // The author was told; the audit log has who, what, before and after.
    const activity = await UserActivityModel.find({ userId: newbie.user.id, kind: 'moderation' }).lean();
    expect(activity.map((row) => row.title)).toContainEqual(expect.stringMatching(/aprobó tu publicación/));
    const audit = (await call('GET', '/api/v1/moderation/audit', superadmin.authHeader)).json();
    expect(audit.items).toContainEqual(
      expect.objectContaining({
        action: 'approve',
        target_kind: 'offer',
        target_id: offer.id,
        actor: expect.objectContaining({ username: 'editora_moderacion' }),
        before: expect.objectContaining({ status: 'pending', title: expect.stringMatching(/^Televisor Samsung Crystal UHD 55 pulgadas/) }),
        after: expect.objectContaining({ status: 'published', title: 'Televisor Samsung Crystal UHD 55" a precio de locura' }),
      }),
    );
  });

  test('a rejection carries a reason the author reads; it never reaches the feed', async () => {
    const newbie = await createUser(app);
    const offer = (await call('POST', '/api/v1/offers', newbie.authHeader, offerBody())).json();
    expect((await call('POST', `/api/v1/moderation/offer/${offer.id}/reject`, editor.authHeader, { reason: '' })).statusCode).toBe(400);
    const rejected = await call('POST', `/api/v1/moderation/offer/${offer.id}/reject`, editor.authHeader, { reason: 'El enlace no lleva a la oferta' });
    expect(rejected.json().state).toBe('rejected');
    expect((await call('GET', `/api/v1/offers/${offer.id}`, newbie.authHeader)).json().review).toEqual({ state: 'rejected', reason: expect.any(String), rejection: 'El enlace no lleva a la oferta' });
    expect((await call('GET', `/api/v1/offers/${offer.id}`)).statusCode).toBe(404);
    const activity = await UserActivityModel.find({ userId: newbie.user.id, kind: 'moderation' }).lean();
    expect(activity[0]?.title).toMatch(/Motivo: El enlace no lleva a la oferta/);
  });

  test('trust comes from 3 approved posts and 24 hours; staff and trusted accounts publish at once', async () => {
    expect((await call('POST', '/api/v1/offers', editor.authHeader, offerBody())).json().review).toBeNull();
    expect((await call('POST', '/api/v1/offers', veteran.authHeader, offerBody())).json().review).toBeNull();

    const seasoned = await createUser(app);
    const old = new Date(Date.now() - 48 * HOUR);
    await UserModel.collection.updateOne({ _id: new Types.ObjectId(seasoned.user.id) }, { $set: { createdAt: old } });
    let trust = (await call('GET', `/api/v1/moderation/users/${seasoned.user.id}/trust`, editor.authHeader)).json();
    expect(trust).toMatchObject({ trusted: false, reason: expect.stringMatching(/3 publicaciones aprobadas y 24 horas/) });
    for (let i = 0; i < 3; i++) {
      await OfferModel.create({ kind: 'offer', title: `Oferta aprobada ${i}`, slug: `vieja-${i}`, nameNormalized: `oferta aprobada ${i}`, authorId: seasoned.user.id, status: 'published' });
    }
    // Published long ago: they earn trust but do not count against this hour's posts.
    await OfferModel.collection.updateMany({ authorId: new Types.ObjectId(seasoned.user.id) }, { $set: { createdAt: old } });
    trust = (await call('GET', `/api/v1/moderation/users/${seasoned.user.id}/trust`, editor.authHeader)).json();
    expect(trust.trusted).toBe(true);
    expect((await call('POST', '/api/v1/offers', seasoned.authHeader, offerBody())).json().review).toBeNull();

    // `restricted` sends even a trusted account's posts to the queue.
    await call('PUT', `/api/v1/moderation/users/${seasoned.user.id}/trust`, editor.authHeader, { trust: 'restricted' });
    expect((await call('POST', '/api/v1/offers', seasoned.authHeader, offerBody())).json().review.state).toBe('pending');
  });

  test('a new account\'s topic is held too, and left out of the forum lists', async () => {
    const category = await ForumCategoryModel.create({ name: 'Moderación', slug: 'moderacion-prueba', color: '#123456' });
    const newbie = await createUser(app);
    const created = await call('POST', '/api/v1/forum', newbie.authHeader, { title: 'Tema de una cuenta nueva', body: '<p>Hola a todos los cazadores de ofertas</p>', category_id: String(category._id) });
    expect(created.statusCode).toBe(201);
    const topic = created.json();
    expect(topic.review.state).toBe('pending');
    expect((await call('GET', `/api/v1/forum/${topic.id}`)).statusCode).toBe(404);
    expect((await call('GET', '/api/v1/forum')).json().items.map((t: { id: string }) => t.id)).not.toContain(topic.id);
    expect((await call('POST', `/api/v1/moderation/topic/${topic.id}/approve`, editor.authHeader, {})).json().state).toBe('published');
    expect((await call('GET', `/api/v1/forum/${topic.id}`)).statusCode).toBe(200);
    expect((await ForumCategoryModel.findById(category._id).lean())?.topicsCount).toBe(1);
  });

  test('new accounts post at most 3 times an hour (Spanish 429)', async () => {
    const newbie = await createUser(app);
    for (let i = 0; i < 3; i++) expect((await call('POST', '/api/v1/offers', newbie.authHeader, offerBody())).statusCode).toBe(201);
    const fourth = await call('POST', '/api/v1/offers', newbie.authHeader, offerBody());
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toMatch(/^Las cuentas nuevas pueden publicar 3 veces por hora\. Podrás publicar de nuevo en \d+ minutos?\.$/);
  });
});

describe('reports', () => {
  test('two trusted reporters hide a comment until staff review it; untrusted reports do not count', async () => {
    const author = await trustedUser('comentarista');
    const posted = await call('POST', '/api/v1/comments', author.authHeader, { offer_id: String(fixture.offers.tv), text: 'Comentario que alguien reportará' });
    expect(posted.statusCode).toBe(201);
    const comment = posted.json();
    const report = (user: TestUser, body: Record<string, unknown> = {}) =>
      call('POST', '/api/v1/reports', user.authHeader, { kind: 'comment', id: comment.id, reason: 'ofensiva', ...body });

    const newbie = await createUser(app);
    expect((await report(newbie)).json()).toEqual({ reported: true, hidden: false });
    const first = await trustedUser('reportera_uno');
    expect((await report(first)).json()).toEqual({ reported: true, hidden: false });
    // One report per user and item (unique index).
    const again = await report(first);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/Ya reportaste/);
    expect(await ReportModel.countDocuments({ targetId: comment.id })).toBe(2);

    const second = await trustedUser('reportera_dos');
    expect((await report(second, { reason: 'otra' })).statusCode).toBe(400);
    expect((await report(second, { reason: 'otra', text: 'Insulta a otros usuarios' })).json()).toEqual({ reported: true, hidden: true });

    const listed = (await call('GET', `/api/v1/comments?offer_id=${String(fixture.offers.tv)}`)).json();
    expect(listed.items.map((c: { id: string }) => c.id)).not.toContain(comment.id);
    const queue = (await call('GET', '/api/v1/moderation/queue', editor.authHeader)).json();
    const item = queue.items.find((i: { id: string }) => i.id === comment.id);
    expect(item).toMatchObject({ kind: 'comment', state: 'pending', reports: expect.arrayContaining([expect.objectContaining({ reason: 'otra', text: 'Insulta a otros usuarios' })]) });
    expect(item.reports).toHaveLength(3);

    // Staff decide it was fine: shown again, reports closed.
    expect((await call('POST', `/api/v1/moderation/comment/${comment.id}/approve`, editor.authHeader, {})).json().state).toBe('published');
    expect((await CommentModel.findById(comment.id).lean())?.hidden).toBe(false);
    expect(await ReportModel.countDocuments({ targetId: comment.id, state: 'open' })).toBe(0);
  });

  test('offers, topics and profiles can be reported; nobody reports their own', async () => {
    const reporter = await trustedUser('reporta_todo');
    const other = await createUser(app);
    expect((await call('POST', '/api/v1/reports', reporter.authHeader, { kind: 'offer', id: String(fixture.offers.phone), reason: 'precio_incorrecto' })).statusCode).toBe(201);
    expect((await call('POST', '/api/v1/reports', reporter.authHeader, { kind: 'profile', id: other.user.id, reason: 'spam' })).statusCode).toBe(201);
    expect((await call('POST', '/api/v1/reports', reporter.authHeader, { kind: 'profile', id: reporter.user.id, reason: 'spam' })).statusCode).toBe(400);
    expect((await call('POST', '/api/v1/reports', reporter.authHeader, { kind: 'offer', id: String(fixture.offers.phone), reason: 'caro' })).statusCode).toBe(400);
    expect((await call('POST', '/api/v1/reports', {}, { kind: 'offer', id: String(fixture.offers.phone), reason: 'spam' })).statusCode).toBe(401);
    expect((await call('GET', '/api/v1/moderation/counts', editor.authHeader)).json().reported).toBeGreaterThanOrEqual(2);
  });
});

describe('duplicates', () => {
  test('the same link without utm_source is found while writing and refused with 409 (not for staff)', async () => {
    const author = await trustedUser('primera_en_compartir');
    const original = (await call('POST', '/api/v1/offers', author.authHeader, offerBody({ title: 'Nevera Haceb 300 litros no frost plateada', url: 'https://www.exito.com/nevera-haceb-300?color=gris' }))).json();

    const check = await call('GET', `/api/v1/offers/duplicates?url=${encodeURIComponent('http://exito.com/nevera-haceb-300/?utm_source=whatsapp&color=gris&fbclid=abc')}`);
    expect(check.json().items).toEqual([{ id: original.id, title: original.title, public_url: original.public_url, match: 'url' }]);
    const byTitle = await call('GET', `/api/v1/offers/duplicates?title=${encodeURIComponent('Nevera HACEB 300 litros no frost plateada')}&shop=exito`);
    expect(byTitle.json().items).toEqual([expect.objectContaining({ id: original.id, match: 'title' })]);

    const second = await trustedUser('segunda_en_compartir');
    const refused = await call('POST', '/api/v1/offers', second.authHeader, offerBody({ url: 'https://exito.com/nevera-haceb-300?utm_source=facebook&utm_medium=social&color=gris&gclid=xyz' }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain(original.public_url);
    expect(refused.json().message).toMatch(/^Esta oferta ya está publicada/);
    expect((await call('POST', '/api/v1/offers', editor.authHeader, offerBody({ url: 'https://www.exito.com/nevera-haceb-300?color=gris' }))).statusCode).toBe(201);
  });

  test("a shop's codes may share its home page; the same code at the same link is the duplicate", async () => {
    const coupon = (overrides: Record<string, unknown>) => ({
      kind: 'coupon',
      title: '15% en toda la tienda Alkosto',
      url: 'https://www.alkosto.com/?utm_source=instagram',
      shop: 'alkosto',
      category: encodeCategoryId('hogar'),
      reduction: '15%',
      code: 'ALKO15',
      tyt: 'Compra mínima de $100.000.',
      init_date: new Date(Date.now() - 3_600_000).toISOString(),
      end_date: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      ...overrides,
    });
    const author = await trustedUser('cazadora_de_codigos');
    expect((await call('POST', '/api/v1/offers', author.authHeader, coupon({}))).statusCode).toBe(201);
    // Another code of the same shop, at the same home page: a coupon of its own.
    expect((await call('POST', '/api/v1/offers', author.authHeader, coupon({ title: 'Envío gratis en Alkosto', reduction: 'Envío gratis', code: 'ENVIOALKO' }))).statusCode).toBe(201);
    // A codeless coupon is never refused for its link alone.
    expect((await call('POST', '/api/v1/offers', author.authHeader, coupon({ title: '10% pagando con tarjeta Alkosto', reduction: '10%', code: '' }))).statusCode).toBe(201);
    const again = await call('POST', '/api/v1/offers', (await trustedUser('otra_cazadora')).authHeader, coupon({ title: 'Código 15% Alkosto toda la tienda', code: 'alko15', url: 'http://alkosto.com/' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/^Este código ya está publicado: \/ofertas\//);
    // An offer at a shop's home page is not a coupon's duplicate either.
    expect((await call('POST', '/api/v1/offers', author.authHeader, offerBody({ url: 'https://www.alkosto.com/' }))).statusCode).toBe(201);
  });
});

describe('community expiry', () => {
  test('three distinct users expire an offer: it leaves the feeds and says who and when; its author reopens it', async () => {
    const author = await trustedUser('autora_expira');
    const offer = (await call('POST', '/api/v1/offers', author.authHeader, offerBody())).json();
    expect(await newsFeed()).toContain(offer.id);
    const voters = [await createUser(app), await createUser(app), await createUser(app)];
    const say = (user: TestUser) => call('POST', `/api/v1/offers/${offer.id}/expired_reports`, user.authHeader);
    expect((await say(voters[0]!)).json()).toEqual({ expired: false, reports: 1, needed: 3 });
    expect((await say(voters[0]!)).statusCode).toBe(409);
    expect((await say(voters[1]!)).json()).toEqual({ expired: false, reports: 2, needed: 3 });
    expect((await say(voters[2]!)).json()).toEqual({ expired: true, reports: 3, needed: 3 });
    expect(await newsFeed()).not.toContain(offer.id);
    const detail = (await call('GET', `/api/v1/offers/${offer.id}`)).json();
    expect(detail).toMatchObject({ expired: true, expired_by: { username: null, at: expect.any(String) } });

    expect((await call('POST', `/api/v1/offers/${offer.id}/reopen`, voters[0]!.authHeader)).statusCode).toBe(403);
    expect((await call('POST', `/api/v1/offers/${offer.id}/reopen`, author.authHeader)).json().expired).toBe(false);
    expect(await newsFeed()).toContain(offer.id);

    // The author's own "¿Expiró?" settles it at once, with their name.
    expect((await call('POST', `/api/v1/offers/${offer.id}/expired_reports`, author.authHeader)).json().expired).toBe(true);
    expect((await call('GET', `/api/v1/offers/${offer.id}`)).json().expired_by.username).toBe('autora_expira');
  });
});

describe('staff tools', () => {
  test('hide a comment, lock and pin a topic, feature an offer, merge a duplicate (votes and comments move)', async () => {
    const author = await trustedUser('autor_herramientas');
    const commented = (await call('POST', '/api/v1/comments', author.authHeader, { offer_id: String(fixture.offers.sofa), text: 'Se ocultará' })).json();
    expect((await call('PUT', `/api/v1/moderation/comment/${commented.id}/hidden`, editor.authHeader, { hidden: true })).statusCode).toBe(200);
    expect((await call('GET', `/api/v1/comments?offer_id=${String(fixture.offers.sofa)}`)).json().items.map((c: { id: string }) => c.id)).not.toContain(commented.id);
    // Five seconds between one account's comments.
    const tooSoon = await call('POST', '/api/v1/comments', author.authHeader, { offer_id: String(fixture.offers.sofa), text: 'Otro enseguida' });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().message).toMatch(/Espera unos segundos/);

    const category = await ForumCategoryModel.create({ name: 'Herramientas', slug: 'herramientas-prueba', color: '#654321' });
    const created = await call('POST', '/api/v1/forum', author.authHeader, { title: 'Tema que se cerrará', body: '<p>Contenido del tema que el equipo cerrará</p>', category_id: String(category._id) });
    expect(created.json()).toMatchObject({ review: null });
    const topic = created.json();
    const flagged = await call('PUT', `/api/v1/moderation/topics/${topic.id}/flags`, editor.authHeader, { locked: true, pinned: true });
    expect(flagged.json()).toMatchObject({ kind: 'topic', id: topic.id, changed: { locked: true, pinned: true } });
    const locked = await call('POST', `/api/v1/forum/${topic.id}/comments`, (await trustedUser('quiere_comentar')).authHeader, { body: '<p>¿Puedo?</p>' });
    expect(locked.statusCode).toBe(403);
    expect((await call('GET', `/api/v1/forum/${topic.id}`)).json()).toMatchObject({ locked: true, pinned: true });

    expect((await call('PUT', `/api/v1/moderation/offers/${String(fixture.offers.tv)}/featured`, editor.authHeader, { featured: true })).statusCode).toBe(200);
    expect((await call('GET', '/api/v1/offers/featured')).json().items.map((o: { id: string }) => o.id)).toContain(String(fixture.offers.tv));

    const original = (await call('POST', '/api/v1/offers', author.authHeader, offerBody())).json();
    const duplicate = (await call('POST', '/api/v1/offers', author.authHeader, offerBody())).json();
    const voterA = await createUser(app);
    const voterB = await createUser(app);
    await call('POST', `/api/v1/offers/${duplicate.id}/vote`, voterA.authHeader, { vote: 'hot' });
    await call('POST', `/api/v1/offers/${duplicate.id}/vote`, voterB.authHeader, { vote: 'hot' });
    await call('POST', `/api/v1/offers/${original.id}/vote`, voterB.authHeader, { vote: 'hot' });
    await call('POST', '/api/v1/comments', voterA.authHeader, { offer_id: duplicate.id, text: 'Comentario en el duplicado' });
    const merged = await call('POST', `/api/v1/moderation/offers/${duplicate.id}/merge`, editor.authHeader, { into: original.id });
    expect(merged.json()).toEqual({ id: duplicate.id, into: original.id, votes: 1, comments: 1 });
    const after = (await call('GET', `/api/v1/offers/${original.id}`)).json();
    expect(after).toMatchObject({ temperature: 2, comments_count: 1 });
    expect((await call('GET', `/api/v1/offers/${duplicate.id}`)).statusCode).toBe(404);

    const actions = (await call('GET', '/api/v1/moderation/audit', superadmin.authHeader)).json().items.map((entry: { action: string }) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(['hide', 'topic_flags', 'feature', 'merge', 'trust']));
  });
});

describe('featured offers on the home page', () => {
  test('a featured offer leads «Destacadas» (the top order) with its badge flag, whatever its temperature; unfeatured it goes back', async () => {
    const shared = await call('POST', '/api/v1/offers', veteran.authHeader, offerBody({ title: 'Sartén antiadherente Imusa de 24 cm en promoción' }));
    expect(shared.statusCode).toBe(201);
    const id = shared.json().id as string;
    const destacadas = async () => (await call('GET', '/api/gangazo/offers?order=top&page=1&per_page=10')).json().items as Array<{ id: string; featured?: boolean }>;
    // Other offers are warmer (the fixture's, none featured now): it is not first by temperature.
    await call('PUT', `/api/v1/moderation/offers/${String(fixture.offers.tv)}/featured`, editor.authHeader, { featured: false });
    await call('POST', `/api/v1/offers/${String(fixture.offers.tv)}/vote`, (await createUser(app)).authHeader, { vote: 'hot' });
    expect((await destacadas())[0]?.id).not.toBe(id);

    expect((await call('PUT', `/api/v1/moderation/offers/${id}/featured`, editor.authHeader, { featured: true })).statusCode).toBe(200);
    const first = (await destacadas())[0];
    expect(first).toMatchObject({ id, featured: true });
    // The other orders are the community's own.
    expect(((await call('GET', '/api/gangazo/offers?order=hot&page=1&per_page=50')).json().items as Array<{ id: string }>).some((item) => item.id === id)).toBe(true);

    expect((await call('PUT', `/api/v1/moderation/offers/${id}/featured`, editor.authHeader, { featured: false })).statusCode).toBe(200);
    const after = await destacadas();
    expect(after[0]?.id).not.toBe(id);
    expect(after.find((item) => item.id === id)?.featured).toBeUndefined();
  });
});
