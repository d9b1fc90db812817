// Hot reads through the real app and engine: guests' answers come from memory and stay exact on
// every write path (vote, comment, save, staff expiry, deletion, edits of the shop, the author, the
// category, an end date passing); answers carry ETags, 304s and the right Cache-Control; a
// session's answer is never stored nor served to anyone else.
import type { FastifyInstance } from 'fastify';
import { Types } from 'mongoose';
import { CategoryModel } from '../modules/categories/model';
import { createOffer } from '../modules/offers/create';
import { OfferModel } from '../modules/offers/model';
import { ShopModel } from '../modules/shops/model';
import { UserModel } from '../modules/users/model';
import { buildTestApp } from '../test/build-test-app';
import { createCatalogFixture, type CatalogFixture } from '../test/catalog-fixtures';
import { createUser, type TestUser } from '../test/login';
import { PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from './http-cache';

let app: FastifyInstance;
let fixture: CatalogFixture;
let author: TestUser;
let staff: TestUser;

beforeAll(async () => {
  app = await buildTestApp();
  author = await createUser(app, { username: 'autora_original' });
  staff = await createUser(app, { role: 'admin' });
  fixture = await createCatalogFixture({ authorId: new Types.ObjectId(author.user.id) });
});
afterAll(() => app.close());

interface Card {
  id: string;
  title: string;
  temperature: number;
  comments_count: number;
  status: 'published' | 'expired';
  expired: boolean;
  shop: { name: string } | null;
  category: { name: string } | null;
  author: { username: string } | null;
}
interface Detail extends Card {
  my_vote: 'hot' | 'cold' | null;
  saved: boolean;
}

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
const feed = async (order = 'news') => (await get(`/api/gangazo/offers?order=${order}&page=1&per_page=10`)).json<{ items: Card[] }>().items;
const detail = async (id: Types.ObjectId, headers: Record<string, string> = {}) => (await get(`/api/v1/offers/${String(id)}`, headers)).json<Detail>();

test('a repeated guest answer comes from memory with a strong ETag, a 304 when unchanged and a CDN-friendly Cache-Control', async () => {
  const url = `/api/v1/offers/${String(fixture.offers.tv)}`;
  const first = await get(url);
  const hits = app.answerCache.hits;
  const second = await get(url);
  expect(app.answerCache.hits).toBe(hits + 1);
  expect(second.body).toBe(first.body);
  expect(first.headers.etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
  expect(second.headers.etag).toBe(first.headers.etag);
  expect(second.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
  expect(second.headers.vary).toContain('Authorization');
  const unchanged = await get(url, { 'if-none-match': String(first.headers.etag) });
  expect(unchanged.statusCode).toBe(304);
  expect(unchanged.body).toBe('');
  expect((await get(url, { 'if-none-match': '"otro"' })).statusCode).toBe(200);

  // Routes computed on every request get the same validators.
  const banners = await get('/api/gangazo/categories?type=all');
  expect(banners.headers.etag).toBeDefined();
  expect(banners.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
  expect((await get('/api/gangazo/categories?type=all', { 'if-none-match': String(banners.headers.etag) })).statusCode).toBe(304);
  // Private data: never for a shared cache.
  const saved = await get('/api/v1/saved_offers', author.authHeader);
  expect(saved.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
  // A signed-in shopper gets the same bytes but always revalidates: their own writes show at once.
  const signedIn = await get(url, author.authHeader);
  expect(signedIn.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
  const feedSignedIn = await get('/api/gangazo/offers?order=news&page=1&per_page=10', author.authHeader);
  expect(feedSignedIn.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
});

test('votes, comments, staff expiry and deletion show on the very next read of the offer and of the feeds', async () => {
  const voter = await createUser(app);
  const id = fixture.offers.phone;
  const before = await detail(id);
  const topBefore = (await feed('top')).find((card) => card.id === String(id));
  expect(topBefore?.temperature).toBe(before.temperature);

  expect((await app.inject({ method: 'POST', url: `/api/v1/offers/${String(id)}/vote`, payload: { vote: 'hot' }, headers: voter.authHeader })).statusCode).toBe(200);
  expect((await detail(id)).temperature).toBe(before.temperature + 1);
  expect((await feed('top')).find((card) => card.id === String(id))?.temperature).toBe(before.temperature + 1);

  const comment = await app.inject({ method: 'POST', url: '/api/v1/comments', payload: { offer_id: String(id), text: '¡Buen precio!' }, headers: voter.authHeader });
  expect(comment.statusCode).toBe(201);
  expect((await detail(id)).comments_count).toBe(before.comments_count + 1);
  expect((await feed()).find((card) => card.id === String(id))?.comments_count).toBe(before.comments_count + 1);

  const expire = await app.inject({ method: 'PATCH', url: `/api/v1/admin/offers/${String(id)}`, payload: { status: 'expired' }, headers: staff.authHeader });
  expect(expire.statusCode).toBe(200);
  expect((await feed()).map((card) => card.id)).not.toContain(String(id));
  expect((await detail(id)).status).toBe('expired');
  await app.inject({ method: 'PATCH', url: `/api/v1/admin/offers/${String(id)}`, payload: { status: 'published' }, headers: staff.authHeader });
  expect((await feed()).map((card) => card.id)).toContain(String(id));

  const doomed = await createOffer({ kind: 'offer', title: 'Oferta que se borrará', price: 1000 });
  expect((await get(`/api/v1/offers/${String(doomed)}`)).statusCode).toBe(200);
  expect((await app.inject({ method: 'DELETE', url: `/api/v1/admin/offers/${String(doomed)}`, headers: staff.authHeader })).statusCode).toBe(200);
  expect((await get(`/api/v1/offers/${String(doomed)}`)).statusCode).toBe(404);
  expect((await feed()).map((card) => card.id)).not.toContain(String(doomed));
});

test("a shop's, an author's and a category's new names show on cached cards and pages at once", async () => {
  const id = fixture.offers.tv;
  const shopUrl = `/api/v1/shops/search?id=${String(fixture.shops.exito)}`;
  await detail(id);
  await feed();
  await get(shopUrl);
  await ShopModel.updateOne({ _id: fixture.shops.exito }, { $set: { name: 'Éxito Colombia' } });
  await UserModel.updateOne({ _id: author.user.id }, { $set: { username: 'autora_nueva' } });
  await CategoryModel.updateOne({ _id: fixture.categories.tech }, { $set: { name: 'Tecnología y más' } });
  const card = await detail(id);
  expect(card.shop?.name).toBe('Éxito Colombia');
  expect(card.author?.username).toBe('autora_nueva');
  expect(card.category?.name).toBe('Tecnología y más');
  const listed = (await feed()).find((row) => row.id === String(id));
  expect(listed?.shop?.name).toBe('Éxito Colombia');
  expect(listed?.author?.username).toBe('autora_nueva');
  expect((await get(shopUrl)).json<{ name: string }>().name).toBe('Éxito Colombia');
  // A bulk write that does not name its documents reaches them too.
  await ShopModel.updateMany({ name: 'Éxito Colombia' }, { $set: { name: 'Éxito' } });
  expect((await detail(id)).shop?.name).toBe('Éxito');
});

test('an offer leaves the cached feed when its end date passes, with no write', async () => {
  const ending = await createOffer({ kind: 'offer', title: 'Termina en un momento', price: 5000, endsAt: new Date(Date.now() + 1_500) });
  expect((await feed()).map((card) => card.id)).toContain(String(ending));
  expect((await feed()).map((card) => card.id)).toContain(String(ending));
  await new Promise((resolve) => setTimeout(resolve, 1_600));
  expect((await feed()).map((card) => card.id)).not.toContain(String(ending));
  expect((await detail(ending)).expired).toBe(true);
});

test("a session's vote and saved state are merged per request, never stored, never shown to another visitor", async () => {
  const shopper = await createUser(app);
  const other = await createUser(app);
  const id = fixture.offers.sofa;
  await app.inject({ method: 'POST', url: `/api/v1/offers/${String(id)}/vote`, payload: { vote: 'cold' }, headers: shopper.authHeader });
  await app.inject({ method: 'POST', url: '/api/v1/saved_offers', payload: { offer_id: String(id) }, headers: shopper.authHeader });

  const own = await get(`/api/v1/offers/${String(id)}`, shopper.authHeader);
  expect(own.json<Detail>()).toMatchObject({ my_vote: 'cold', saved: true });
  expect(own.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
  for (const headers of [{}, other.authHeader, {}]) {
    const seen = await get(`/api/v1/offers/${String(id)}`, headers);
    expect(seen.json<Detail>()).toMatchObject({ my_vote: null, saved: false });
  }
  // Unsaving shows at once for the shopper too.
  await app.inject({ method: 'DELETE', url: `/api/v1/saved_offers/${String(id)}`, headers: shopper.authHeader });
  expect((await detail(id, shopper.authHeader)).saved).toBe(false);
});

test('a coupon, its shop page lists and the related coupons stay exact after an edit', async () => {
  const coupon = fixture.coupons.single;
  const url = `/api/v1/coupons/${String(coupon)}?order=news`;
  const listUrl = `/api/gangazo/shops/get_coupons_shops?id=${String(fixture.shops.exito)}&order=news&page=1`;
  const first = (await get(url)).json<{ offer: { title: string } }>();
  await get(listUrl);
  await OfferModel.updateOne({ _id: coupon }, { $set: { title: `${first.offer.title} (actualizado)` } });
  expect((await get(url)).json<{ offer: { title: string } }>().offer.title).toBe(`${first.offer.title} (actualizado)`);
  const list = (await get(listUrl)).json<{ items: Card[] }>();
  const listed = list.items.find((card) => card.id === String(coupon));
  if (listed) expect(listed.title).toBe(`${first.offer.title} (actualizado)`);
});
