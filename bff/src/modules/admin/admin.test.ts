import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildTestApp } from '../../test/build-test-app';
import { createCatalogFixture, type CatalogFixture } from '../../test/catalog-fixtures';
import { createUser, type TestUser } from '../../test/login';
import { CommentModel } from '../comments/model';
import { CodeClaimModel, MultipleCodeModel } from '../multiple-codes/model';
import { OfferModel } from '../offers/model';
import { SavedOfferModel } from '../saved-offers/model';
import { UserModel } from '../users/model';
import { VoteModel } from '../votes/model';
import { cleanCodes, startOfBogotaDay } from './service';

let app: FastifyInstance;
let fixture: CatalogFixture;
let plain: TestUser;
let editor: TestUser;
let admin: TestUser;
let superadmin: TestUser;

beforeAll(async () => {
  app = await buildTestApp();
  fixture = await createCatalogFixture();
  plain = await createUser(app);
  editor = await createUser(app, { role: 'editor', username: 'editora_cali' });
  admin = await createUser(app, { role: 'admin', username: 'admin_medellin' });
  superadmin = await createUser(app, { role: 'superadmin', username: 'jefe_bogota', email: 'jefe@gangazo.co' });
});
afterAll(() => app.close());

type Method = 'GET' | 'PATCH' | 'DELETE' | 'POST';
const call = (method: Method, url: string, who?: TestUser, payload?: InjectOptions['payload']) =>
  app.inject({ method, url, headers: who ? who.authHeader : {}, ...(payload !== undefined ? { payload } : {}) });

const unknownId = 'ffffffffffffffffffffffff';

describe('every admin endpoint checks the role on the server', () => {
  // Three items each: a shorter row would make Jest pass `done` as the payload.
  const staffOnly: [Method, string, InjectOptions['payload'] | undefined][] = [
    ['GET', '/api/v1/admin/overview', undefined],
    ['GET', '/api/v1/admin/offers', undefined],
    ['PATCH', `/api/v1/admin/offers/${unknownId}`, { status: 'expired' }],
    ['DELETE', `/api/v1/admin/offers/${unknownId}`, undefined],
    ['POST', `/api/v1/admin/offers/${unknownId}/codes`, { codes: ['A'] }],
    ['GET', '/api/v1/admin/comments', undefined],
    ['DELETE', `/api/v1/admin/comments/${unknownId}`, undefined],
    ['GET', '/api/v1/admin/users', undefined],
    ['PATCH', `/api/v1/admin/users/${unknownId}/role`, { role: 'editor' }],
  ];
  test.each(staffOnly)('%s %s: 401 for a guest, 403 for a plain user', async (method, url, payload) => {
    const guest = await call(method, url, undefined, payload);
    expect(guest.statusCode).toBe(401);
    expect(guest.json().message).toBe('Debes iniciar sesión para continuar.');
    const user = await call(method, url, plain, payload);
    expect(user.statusCode).toBe(403);
    expect(user.json().message).toBe('No tienes permiso para hacer esto.');
  });

  test('the role is checked before the input: a guest with a bad body is still a 401', async () => {
    expect((await call('PATCH', '/api/v1/admin/offers/nope', undefined, { status: 'borrada' })).statusCode).toBe(401);
    expect((await call('PATCH', '/api/v1/admin/offers/nope', plain, { status: 'borrada' })).statusCode).toBe(403);
  });

  test('a forged or revoked token is a 401, not staff', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/v1/admin/overview', headers: { authorization: 'Bearer abc.def.ghi' } })).statusCode).toBe(401);
  });

  test('the user list needs admin or superadmin; roles need a superadmin', async () => {
    expect((await call('GET', '/api/v1/admin/users', editor)).statusCode).toBe(403);
    expect((await call('GET', '/api/v1/admin/users', admin)).statusCode).toBe(200);
    expect((await call('PATCH', `/api/v1/admin/users/${plain.user.id}/role`, admin, { role: 'editor' })).statusCode).toBe(403);
    expect((await call('PATCH', `/api/v1/admin/users/${plain.user.id}/role`, editor, { role: 'admin' })).statusCode).toBe(403);
    expect((await UserModel.findById(plain.user.id, { role: 1 }).lean())?.role).toBe('user');
  });
});

describe('overview', () => {
  test('counts what the site has, comments since midnight in Bogotá', async () => {
    const before = (await call('GET', '/api/v1/admin/overview', editor)).json();
    const active = (await app.inject({ method: 'GET', url: '/api/gangazo/offers/data_offers_active?active=true' })).json();
    expect(before).toMatchObject({ active_offers: active.offers, active_coupons: active.coupons, shops: 3, forum_topics: 0 });
    expect(before.active_offers).toBe(4); // tv, phone, fresh, sofa; the fridge and the blender are expired
    expect(before.expired_offers).toBe(2);
    expect(before.users).toBe(await UserModel.countDocuments({}));

    await app.inject({ method: 'POST', url: '/api/v1/comments', headers: plain.authHeader, payload: { offer_id: String(fixture.offers.tv), text: 'Buen precio' } });
    await CommentModel.create({ offerId: fixture.offers.tv, userId: plain.user.id, text: 'De ayer', createdAt: new Date(Date.now() - 2 * 86_400_000) });
    const after = (await call('GET', '/api/v1/admin/overview', editor)).json();
    expect(after.comments_today).toBe(before.comments_today + 1);
    expect(new Date(after.since).getUTCHours()).toBe(5);
    await CommentModel.deleteMany({ offerId: fixture.offers.tv });
  });

  test('the Bogotá day starts at 05:00 UTC, also late in the evening there', () => {
    expect(startOfBogotaDay(new Date('2025-03-10T03:00:00Z')).toISOString()).toBe('2025-03-09T05:00:00.000Z');
    expect(startOfBogotaDay(new Date('2025-03-10T05:00:00Z')).toISOString()).toBe('2025-03-10T05:00:00.000Z');
    expect(startOfBogotaDay(new Date('2025-03-10T23:59:00Z')).toISOString()).toBe('2025-03-10T05:00:00.000Z');
  });
});

describe('offers moderation', () => {
  test('lists everything newest first with shop, author and status, paged and filtered', async () => {
    const res = await call('GET', '/api/v1/admin/offers?per_page=50', editor);
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.total).toBe(9);
    const created = page.items.map((row: { created_at: string }) => row.created_at);
    expect([...created].sort().reverse()).toEqual(created);
    const fridge = page.items.find((row: { id: string }) => row.id === String(fixture.offers.expired));
    expect(fridge).toMatchObject({ title: 'Nevera LG 300 litros', shop: { name: 'Éxito' }, status: 'published', expired: true, kind: 'offer' });
    expect(fridge.public_url).toMatch(new RegExp(`${String(fixture.offers.expired)}`));

    const coupons = (await call('GET', '/api/v1/admin/offers?kind=multiple_codes', editor)).json();
    expect(coupons.items.map((row: { id: string }) => row.id)).toEqual([String(fixture.coupons.multiple)]);
    expect(coupons.items[0]).toMatchObject({ multiple_codes: true, kind: 'coupon', shop: { name: 'Alkosto' } });

    const second = (await call('GET', '/api/v1/admin/offers?per_page=4&page=2', editor)).json();
    expect(second.items.map((row: { id: string }) => row.id)).toEqual(page.items.slice(4, 8).map((row: { id: string }) => row.id));
  });

  test('q keeps titles with every word, by the start of a word, ignoring accents and case', async () => {
    const titles = async (query: string) =>
      (await call('GET', `/api/v1/admin/offers?per_page=50&${query}`, editor)).json().items.map((row: { title: string }) => row.title);
    expect(await titles('q=LICUA')).toEqual(['Licuadora Oster']);
    expect(await titles(`q=${encodeURIComponent('Éxito 20%')}`)).toEqual(['20% en tecnología Éxito']);
    expect(await titles(`q=${encodeURIComponent('tecnologia')}&kind=offer`)).toEqual([]);
    expect(await titles('q=uadora')).toEqual([]);
    expect(await titles(`q=${encodeURIComponent('.*')}`)).toHaveLength(9);
    const paged = (await call('GET', '/api/v1/admin/offers?q=licuadora', editor)).json();
    expect(paged).toMatchObject({ total: 1, page: 1 });
    expect((await call('GET', `/api/v1/admin/offers?q=${'a'.repeat(81)}`, editor)).statusCode).toBe(400);
  });

  test('bad paging or filters are 400s with a Spanish message', async () => {
    for (const query of ['page=0', 'per_page=500', 'kind=todo', 'page=abc']) {
      const res = await call('GET', `/api/v1/admin/offers?${query}`, editor);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/[a-záéíóúñ]/i);
    }
  });

  test('expire then republish: the public feed follows', async () => {
    const id = String(fixture.offers.phone);
    const inFeed = async () =>
      (await app.inject({ method: 'GET', url: '/api/gangazo/offers?order=news&per_page=50' })).json().items.some((card: { id: string }) => card.id === id);
    expect(await inFeed()).toBe(true);
    const expired = await call('PATCH', `/api/v1/admin/offers/${id}`, editor, { status: 'expired' });
    expect(expired.statusCode).toBe(200);
    expect(expired.json()).toMatchObject({ id, status: 'expired', expired: true });
    expect(await inFeed()).toBe(false);
    const back = await call('PATCH', `/api/v1/admin/offers/${id}`, editor, { status: 'published' });
    expect(back.json()).toMatchObject({ status: 'published', expired: false });
    expect(await inFeed()).toBe(true);
  });

  test('an offer past its end date cannot be republished; bad input is a 4xx and changes nothing', async () => {
    const id = String(fixture.offers.expired);
    const res = await call('PATCH', `/api/v1/admin/offers/${id}`, editor, { status: 'published' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Su fecha de fin ya pasó: no se puede volver a publicar.');
    expect((await call('PATCH', `/api/v1/admin/offers/${id}`, editor, { status: 'deleted' })).statusCode).toBe(400);
    // Unknown fields are dropped by the schema, never written.
    expect((await call('PATCH', `/api/v1/admin/offers/${id}`, editor, { status: 'published', title: 'x' })).statusCode).toBe(409);
    expect((await OfferModel.findById(id, { title: 1 }).lean())?.title).toBe('Nevera LG 300 litros');
    expect((await call('PATCH', `/api/v1/admin/offers/${id}`, editor, {})).statusCode).toBe(400);
    expect((await call('PATCH', '/api/v1/admin/offers/nope', editor, { status: 'expired' })).statusCode).toBe(400);
    const missing = await call('PATCH', `/api/v1/admin/offers/${unknownId}`, editor, { status: 'expired' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('No encontramos esa oferta.');
    expect((await OfferModel.findById(id, { status: 1 }).lean())?.status).toBe('published');
  });

  test('deleting takes its votes, comments, saves, codes and claims with it, and nothing else', async () => {
    const victim = fixture.coupons.multiple;
    const other = fixture.offers.tv;
    await VoteModel.create([
      { offerId: victim, userId: plain.user.id, value: 1 },
      { offerId: other, userId: plain.user.id, value: 1 },
    ]);
    await SavedOfferModel.create([
      { offerId: victim, userId: plain.user.id },
      { offerId: other, userId: plain.user.id },
    ]);
    await CommentModel.create([
      { offerId: victim, userId: plain.user.id, text: 'spam' },
      { offerId: other, userId: plain.user.id, text: 'útil' },
    ]);
    expect((await app.inject({ method: 'POST', url: `/api/v1/multiple_codes/claim?idOffer=${String(victim)}` })).statusCode).toBe(200);

    const res = await call('DELETE', `/api/v1/admin/offers/${String(victim)}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: String(victim), votes: 1, comments: 1, saved: 1, codes: 5 });
    expect(await OfferModel.exists({ _id: victim })).toBeNull();
    for (const model of [VoteModel, SavedOfferModel, CommentModel, MultipleCodeModel, CodeClaimModel] as const) {
      expect(await (model as typeof VoteModel).countDocuments({ offerId: victim })).toBe(0);
    }
    expect(await VoteModel.countDocuments({ offerId: other })).toBe(1);
    expect(await SavedOfferModel.countDocuments({ offerId: other })).toBe(1);
    expect(await CommentModel.countDocuments({ offerId: other })).toBe(1);
    expect((await app.inject({ method: 'GET', url: `/api/v1/offers/${String(victim)}` })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/v1/admin/offers/${String(victim)}`, admin)).statusCode).toBe(404);
    await VoteModel.deleteMany({ offerId: other });
    await SavedOfferModel.deleteMany({ offerId: other });
    await CommentModel.deleteMany({ offerId: other });
  });
});

describe('coupon codes', () => {
  test('bulk load: trims, drops blanks and repeats, skips codes the coupon has, keeps order', async () => {
    const coupon = await OfferModel.create({
      kind: 'coupon',
      title: 'Bono Rappi',
      slug: 'bono-rappi',
      nameNormalized: 'bono rappi',
      multipleCodes: true,
      reduction: '$20.000',
    });
    const id = String(coupon._id);
    const first = await call('POST', `/api/v1/admin/offers/${id}/codes`, editor, { codes: [' RAP-1 ', 'RAP-2', '', 'RAP-1', 'RAP-3'] });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ added: 3, skipped: 2, total: 3 });
    const second = await call('POST', `/api/v1/admin/offers/${id}/codes`, editor, { codes: ['RAP-3', 'RAP-4'] });
    expect(second.json()).toEqual({ added: 1, skipped: 1, total: 4 });
    const listed = await call('GET', `/api/v1/multiple_codes/codes_for_offer?idOffer=${id}`, editor);
    expect(listed.json().items.map((code: { value: string }) => code.value)).toEqual(['RAP-1', 'RAP-2', 'RAP-3', 'RAP-4']);
  });

  test('parallel loads of the same codes store each code once', async () => {
    const coupon = await OfferModel.create({ kind: 'coupon', title: 'Bono Merqueo', slug: 'bono-merqueo', nameNormalized: 'bono merqueo', multipleCodes: true });
    const codes = ['M-1', 'M-2', 'M-3', 'M-4'];
    const results = await Promise.all([1, 2, 3].map(() => call('POST', `/api/v1/admin/offers/${String(coupon._id)}/codes`, editor, { codes })));
    expect(results.every((res) => res.statusCode === 201)).toBe(true);
    expect(await MultipleCodeModel.countDocuments({ offerId: coupon._id })).toBe(4);
    expect(results.reduce((sum, res) => sum + res.json().added, 0)).toBe(4);
  });

  test('refused: not a multiple-code coupon, only blanks, too many, not strings', async () => {
    const single = await call('POST', `/api/v1/admin/offers/${String(fixture.coupons.single)}/codes`, editor, { codes: ['X'] });
    expect(single.statusCode).toBe(409);
    expect(single.json().message).toBe('Este cupón no reparte códigos individuales.');
    const multiple = String((await OfferModel.findOne({ title: 'Bono Rappi' }, { _id: 1 }).lean())?._id);
    const blanks = await call('POST', `/api/v1/admin/offers/${multiple}/codes`, editor, { codes: ['  ', ''] });
    expect(blanks.statusCode).toBe(400);
    expect(blanks.json().message).toBe('Escribe al menos un código (uno por línea).');
    expect((await call('POST', `/api/v1/admin/offers/${multiple}/codes`, editor, { codes: [] })).statusCode).toBe(400);
    expect((await call('POST', `/api/v1/admin/offers/${multiple}/codes`, editor, { codes: Array.from({ length: 1001 }, (_, i) => `C${i}`) })).statusCode).toBe(400);
    expect((await call('POST', `/api/v1/admin/offers/${multiple}/codes`, editor, { codes: ['x'.repeat(121)] })).statusCode).toBe(400);
    const joined = await call('POST', `/api/v1/admin/offers/${multiple}/codes`, editor, { codes: 'A\nB' });
    expect(joined.statusCode).toBe(400);
    expect(joined.json().message).toMatch(/codes/);
    expect((await call('POST', `/api/v1/admin/offers/${multiple}/codes`, editor, { codes: ['A\tB'] })).statusCode).toBe(400);
    expect((await call('POST', `/api/v1/admin/offers/${unknownId}/codes`, editor, { codes: ['A'] })).statusCode).toBe(404);
    expect(await MultipleCodeModel.countDocuments({ offerId: multiple })).toBe(4);
  });

  test('cleanCodes keeps the first of each code in order', () => {
    expect(cleanCodes(['b', ' a', 'b ', '', 'c'])).toEqual(['b', 'a', 'c']);
  });
});

describe('comments moderation', () => {
  test('newest first with offer and author; delete recounts the offer', async () => {
    const id = String(fixture.offers.sofa);
    for (const text of ['Primero', 'Segundo']) {
      await app.inject({ method: 'POST', url: '/api/v1/comments', headers: plain.authHeader, payload: { offer_id: id, text } });
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const page = (await call('GET', '/api/v1/admin/comments?per_page=2', editor)).json();
    expect(page.items.map((c: { text: string }) => c.text)).toEqual(['Segundo', 'Primero']);
    expect(page.items[0]).toMatchObject({ offer: { id, title: 'Sofá cama gris 3 puestos' }, author: { id: plain.user.id, username: plain.user.username } });

    const del = await call('DELETE', `/api/v1/admin/comments/${page.items[0].id}`, editor);
    expect(del.statusCode).toBe(204);
    const after = (await call('GET', '/api/v1/admin/comments', editor)).json();
    expect(after.items.map((c: { text: string }) => c.text)).not.toContain('Segundo');
    expect((await app.inject({ method: 'GET', url: `/api/v1/offers/${id}` })).json().comments_count).toBe(1);
    expect((await call('DELETE', `/api/v1/admin/comments/${page.items[0].id}`, editor)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/v1/admin/comments/xyz', editor)).statusCode).toBe(400);
  });
});

describe('users and roles', () => {
  test('search by the start of username or e-mail, any case; regex characters are literal', async () => {
    const byName = (await call('GET', '/api/v1/admin/users?q=EDITORA', admin)).json();
    expect(byName.items.map((u: { username: string }) => u.username)).toEqual(['editora_cali']);
    const byEmail = (await call('GET', '/api/v1/admin/users?q=jefe@gangazo', admin)).json();
    expect(byEmail.items).toEqual([expect.objectContaining({ username: 'jefe_bogota', role: 'superadmin', email: 'jefe@gangazo.co' })]);
    expect((await call('GET', '/api/v1/admin/users?q=.*', admin)).json().total).toBe(0);
    expect((await call('GET', `/api/v1/admin/users?q=${'a'.repeat(81)}`, admin)).statusCode).toBe(400);
    const all = (await call('GET', '/api/v1/admin/users', admin)).json();
    expect(all.total).toBe(await UserModel.countDocuments({}));
    expect(JSON.stringify(all)).not.toMatch(/passwordHash|tokenVersion/);
  });

  test('a role change applies and ends the old sessions', async () => {
    const target = await createUser(app);
    expect((await call('GET', '/api/v1/admin/overview', target)).statusCode).toBe(403);
    const res = await call('PATCH', `/api/v1/admin/users/${target.user.id}/role`, superadmin, { role: 'editor' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: target.user.id, role: 'editor' });
    // The old token was revoked: it no longer opens anything, even the new role's tools.
    expect((await call('GET', '/api/v1/admin/overview', target)).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/v1/users/current', headers: target.authHeader })).statusCode).toBe(401);
    const login = await app.inject({ method: 'POST', url: '/api/v1/user_token', payload: { auth: { email: target.user.email, password: target.password } } });
    const token: unknown = login.json().jwt;
    expect(typeof token).toBe('string');
    expect((await app.inject({ method: 'GET', url: '/api/v1/admin/overview', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(200);
  });

  test('superadmin cannot be handed out; bad roles and ids are 4xx', async () => {
    expect((await call('PATCH', `/api/v1/admin/users/${plain.user.id}/role`, superadmin, { role: 'superadmin' })).statusCode).toBe(400);
    expect((await call('PATCH', `/api/v1/admin/users/${plain.user.id}/role`, superadmin, { role: 'jefe' })).statusCode).toBe(400);
    expect((await call('PATCH', `/api/v1/admin/users/nope/role`, superadmin, { role: 'editor' })).statusCode).toBe(400);
    expect((await call('PATCH', `/api/v1/admin/users/${unknownId}/role`, superadmin, { role: 'editor' })).statusCode).toBe(404);
    expect((await UserModel.findById(plain.user.id, { role: 1 }).lean())?.role).toBe('user');
  });

  test('the last superadmin is never demoted; with two, one may demote the other but not themself', async () => {
    const last = await call('PATCH', `/api/v1/admin/users/${superadmin.user.id}/role`, superadmin, { role: 'admin' });
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe('No puedes quitarle el rol al último superadmin.');
    const second = await createUser(app, { role: 'superadmin' });
    expect((await call('PATCH', `/api/v1/admin/users/${second.user.id}/role`, second, { role: 'admin' })).statusCode).toBe(403);
    const demoted = await call('PATCH', `/api/v1/admin/users/${second.user.id}/role`, superadmin, { role: 'admin' });
    expect(demoted.statusCode).toBe(200);
    expect((await UserModel.findById(second.user.id, { role: 1 }).lean())?.role).toBe('admin');
    expect(await UserModel.countDocuments({ role: 'superadmin' })).toBe(1);
  });
});
