// Rendered pages are reused for a few seconds, and a write through the API shows on the next load.
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { ANY_WRITE_TAG, invalidations } from '../lib/cache/invalidations';
import { buildTestApp, makeSiteFixture } from '../test/build-test-app';
import { createUser } from '../test/login';
import { UserModel } from '../modules/users/model';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ staticRoot: makeSiteFixture() });
});
afterAll(() => app.close());

const page = (url: string) => app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

test('a page is reused while nothing is written, and a write through the API empties the cache at once', async () => {
  const member = await createUser(app);
  const profile = `/perfil/${member.user.id}`;
  expect((await page(profile)).statusCode).toBe(200);

  // Behind the API's back (as another instance would), the page is reused for a few seconds…
  await UserModel.deleteOne({ _id: member.user.id });
  expect((await page(profile)).statusCode).toBe(200);

  // …but a write this instance accepts shows on the very next load.
  const other = await createUser(app);
  const removed = await app.inject({ method: 'DELETE', url: `/api/v1/users/${other.user.id}`, headers: other.authHeader });
  expect(removed.statusCode).toBeLessThan(400);
  expect((await page(profile)).statusCode).toBe(404);
});

test('a refused write changes nothing and empties nothing', async () => {
  const member = await createUser(app);
  const profile = `/perfil/${member.user.id}`;
  expect((await page(profile)).statusCode).toBe(200);
  await UserModel.deleteOne({ _id: member.user.id });
  const refused = await app.inject({ method: 'DELETE', url: `/api/v1/users/${member.user.id}` });
  expect(refused.statusCode).toBe(401);
  expect((await page(profile)).statusCode).toBe(200);
});

test('writes that change no page (a sign-in, a load report, a read mark) keep the cached pages', async () => {
  const member = await createUser(app);
  const keeper = await createUser(app);
  const profile = `/perfil/${member.user.id}`;
  expect((await page(profile)).statusCode).toBe(200);
  await UserModel.deleteOne({ _id: member.user.id });

  // Every visit ends with a load report: were it to empty the cache, each visit would cost a render.
  const report = await app.inject({ method: 'POST', url: '/monitoring/loads', payload: { loads: [{ remote: 'demo', version: '1.2.3', ms: 120, result: 'ok' }] } });
  expect(report.statusCode).toBe(204);
  const signIn = await app.inject({ method: 'POST', url: '/api/v1/user_token', payload: { auth: { email: keeper.user.email, password: keeper.password } } });
  expect(signIn.statusCode).toBe(200);
  const readAll = await app.inject({ method: 'POST', url: '/api/v1/notifications/read_all', headers: keeper.authHeader });
  expect(readAll.statusCode).toBe(200);
  expect((await page(profile)).statusCode).toBe(200);

  // A write that can change a page still empties the cache.
  const removed = await app.inject({ method: 'DELETE', url: `/api/v1/users/${keeper.user.id}`, headers: keeper.authHeader });
  expect(removed.statusCode).toBeLessThan(400);
  expect((await page(profile)).statusCode).toBe(404);
});

test('a write another instance announces (REDIS_URL) empties the cache too', async () => {
  const member = await createUser(app);
  const profile = `/perfil/${member.user.id}`;
  expect((await page(profile)).statusCode).toBe(200);
  await UserModel.deleteOne({ _id: member.user.id });
  expect((await page(profile)).statusCode).toBe(200);
  // As lib/cache/redis-broadcast.ts hands this instance the other one's write.
  invalidations.applyRemote([ANY_WRITE_TAG]);
  expect((await page(profile)).statusCode).toBe(404);
});

test('pages go compressed to browsers that take it, and the same as plain', async () => {
  const plain = await page('/registro-ok');
  expect(plain.headers['content-encoding']).toBeUndefined();
  for (const encoding of ['br', 'gzip'] as const) {
    const res = await app.inject({ method: 'GET', url: '/registro-ok', headers: { accept: 'text/html', 'accept-encoding': `${encoding}, deflate` } });
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers.vary).toContain('Accept-Encoding');
    const body = encoding === 'br' ? zlib.brotliDecompressSync(res.rawPayload) : zlib.gunzipSync(res.rawPayload);
    expect(body.toString('utf8')).toBe(plain.body);
  }
});
