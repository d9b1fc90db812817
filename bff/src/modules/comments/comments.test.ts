import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../test/build-test-app';
import { createCatalogFixture, type CatalogFixture } from '../../test/catalog-fixtures';
import { createUser } from '../../test/login';
import { CommentModel } from './model';

let app: FastifyInstance;
let fixture: CatalogFixture;
beforeAll(async () => {
  app = await buildTestApp();
  fixture = await createCatalogFixture();
});
afterAll(() => app.close());

const post = (offerId: string, text: unknown, headers: Record<string, string>) =>
  app.inject({ method: 'POST', url: '/api/v1/comments', payload: { offer_id: offerId, text }, headers });
const list = (query: string) => app.inject({ method: 'GET', url: `/api/v1/comments?${query}` });

test('posting needs a session', async () => {
  expect((await post(String(fixture.offers.tv), 'Hola', {})).statusCode).toBe(401);
});

test('comments are listed newest first, paged, with the author, and counted on the offer', async () => {
  const { authHeader, user } = await createUser(app, { username: 'comprador_bogota' });
  const id = String(fixture.offers.tv);
  const first = await post(id, 'Lo compré ayer, llegó en dos días.', authHeader);
  expect(first.statusCode).toBe(201);
  expect(first.json()).toMatchObject({ offer_id: id, text: 'Lo compré ayer, llegó en dos días.', author: { id: user.id, username: 'comprador_bogota' } });
  await new Promise((resolve) => setTimeout(resolve, 5));
  await post(id, 'Está más barato en la tienda física.', authHeader);
  const page = (await list(`offer_id=${id}`)).json();
  expect(page).toMatchObject({ total: 2, page: 1, per_page: 20 });
  expect(page.items.map((c: { text: string }) => c.text)).toEqual(['Está más barato en la tienda física.', 'Lo compré ayer, llegó en dos días.']);
  const second = (await list(`offer_id=${id}&page=2&per_page=1`)).json();
  expect(second.items.map((c: { text: string }) => c.text)).toEqual(['Lo compré ayer, llegó en dos días.']);
  expect((await app.inject({ method: 'GET', url: `/api/v1/offers/${id}` })).json().comments_count).toBe(2);
});

test('the total is right on every page: full, short, past the end, and a hidden comment left out', async () => {
  const { authHeader } = await createUser(app);
  const id = String(fixture.offers.phone);
  for (const text of ['uno', 'dos', 'tres', 'cuatro', 'cinco']) expect((await post(id, text, authHeader)).statusCode).toBe(201);
  const pageOf = async (page: number, perPage: number) => (await list(`offer_id=${id}&page=${page}&per_page=${perPage}`)).json<{ items: unknown[]; total: number }>();
  for (const [page, perPage, items] of [
    [1, 20, 5],
    [1, 5, 5],
    [1, 2, 2],
    [2, 2, 2],
    [3, 2, 1],
    [4, 2, 0],
    [2, 5, 0],
  ] as const) {
    const answer = await pageOf(page, perPage);
    expect({ page, perPage, items: answer.items.length, total: answer.total }).toEqual({ page, perPage, items, total: 5 });
  }
  await CommentModel.updateOne({ offerId: fixture.offers.phone, text: 'tres' }, { $set: { hidden: true } });
  expect((await pageOf(1, 20)).total).toBe(4);
  expect((await pageOf(2, 2)).total).toBe(4);
});

test('text is escaped on output; only http(s) links become links', async () => {
  const { authHeader } = await createUser(app);
  const id = String(fixture.offers.phone);
  const text = '<script>alert(1)</script> mira https://www.alkosto.com/xiaomi?ref=1. y javascript:alert(2) <img src=x onerror=alert(3)>';
  const res = await post(id, text, authHeader);
  expect(res.statusCode).toBe(201);
  const { html, text: stored } = res.json();
  expect(stored).toBe(text);
  expect(html).not.toMatch(/<script|<img|href="javascript/i);
  expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  expect(html).toContain('<a href="https://www.alkosto.com/xiaomi?ref=1" rel="nofollow ugc noopener noreferrer" target="_blank">https://www.alkosto.com/xiaomi?ref=1</a>.');
});

test('length limit, blank text and unknown offers are 4xx and write nothing', async () => {
  const { authHeader } = await createUser(app);
  const id = String(fixture.offers.sofa);
  expect((await post(id, 'a'.repeat(1001), authHeader)).statusCode).toBe(400);
  const blank = await post(id, '   \n\u0000  ', authHeader);
  expect(blank.statusCode).toBe(400);
  expect(blank.json().message).toBe('El comentario no puede estar vacío.');
  expect((await post(id, { html: '<b>x</b>' }, authHeader)).statusCode).toBe(400);
  expect((await post('ffffffffffffffffffffffff', 'Hola', authHeader)).statusCode).toBe(404);
  expect((await post('nope', 'Hola', authHeader)).statusCode).toBe(400);
  expect((await list(`offer_id=${id}`)).json().total).toBe(0);
  expect((await list('offer_id=ffffffffffffffffffffffff')).statusCode).toBe(404);
  expect((await list('offer_id=zzz')).statusCode).toBe(400);
  expect((await list('')).statusCode).toBe(400);
  expect((await list(`offer_id=${id}&page=0`)).statusCode).toBe(400);
  expect((await list(`offer_id=${id}&per_page=10000`)).statusCode).toBe(400);
});

test('posting is rate-limited per account (5 a minute)', async () => {
  const { authHeader } = await createUser(app);
  const other = await createUser(app);
  const id = String(fixture.offers.fresh);
  const statuses: number[] = [];
  for (let i = 0; i < 6; i++) statuses.push((await post(id, `Comentario ${i}`, authHeader)).statusCode);
  expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  // Someone else is not affected.
  expect((await post(id, 'Otro usuario', other.authHeader)).statusCode).toBe(201);
});
