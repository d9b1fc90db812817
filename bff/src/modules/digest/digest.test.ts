import type { FastifyInstance } from 'fastify';
import { Types } from 'mongoose';
import { createMailer } from '../../lib/mailer';
import { buildTestApp } from '../../test/build-test-app';
import { createCatalogFixture, type CatalogFixture } from '../../test/catalog-fixtures';
import { createUser, type TestUser } from '../../test/login';
import { mailsTo } from '../../test/read-mail';
import { offerBecameVisible } from '../alerts/hooks';
import { createOffer } from '../offers/create';
import { UserModel } from '../users/model';
import { DigestRunModel } from './model';
import { runDigest, type DigestContext } from './run';
import { startDigestScheduler, type Timers } from './scheduler';

const HOUR = 3_600_000;
let app: FastifyInstance;
let fixture: CatalogFixture;
let ana: TestUser;
let beto: TestUser;
let carla: TestUser;
let context: DigestContext;
beforeAll(async () => {
  app = await buildTestApp();
  fixture = await createCatalogFixture();
  [ana, beto, carla] = await Promise.all([createUser(app), createUser(app), createUser(app)]);
  await UserModel.updateOne({ _id: ana.user.id }, { $set: { wantsDigest: true } });
  context = { mailer: createMailer(app.config), siteUrl: app.config.siteUrl, siteName: app.config.siteName, secret: app.config.jwtSecret };
});
afterAll(() => app.close());

const offer = (title: string, publishedAt: Date, extra: { temperature?: number; kind?: 'offer' | 'coupon' } = {}) =>
  createOffer({ kind: extra.kind ?? 'offer', title, price: 99_900, reduction: extra.kind === 'coupon' ? '20%' : null, shopId: fixture.shops.exito, publishedAt, imageKeys: [`offer/${new Types.ObjectId().toHexString()}`] });

test('the summary run twice in the same day writes one e-mail per user; subscribers and digest alerts only', async () => {
  const now = new Date();
  await offer('Freidora de aire Oster 5 litros', new Date(now.getTime() - 2 * HOUR));
  await offer('Cupón 20% en mercado', new Date(now.getTime() - 3 * HOUR), { kind: 'coupon' });
  await offer('Televisor viejo de hace dos días', new Date(now.getTime() - 48 * HOUR));
  // Beto did not tick the box, but his alert mails through the summary.
  await app.inject({ method: 'POST', url: '/api/v1/alerts', headers: beto.authHeader, payload: { words: ['cafetera'], email: 'digest' } });
  const cafetera = await offer('Cafetera Imusa de 12 tazas', new Date(now.getTime() - HOUR));
  await offerBecameVisible(String(cafetera), now);

  const first = await runDigest(context, new Date(), { lock: false });
  const second = await runDigest(context, new Date(), { lock: false });
  expect(first).toMatchObject({ sent: 2, failed: 0 });
  expect(second).toMatchObject({ sent: 0, skipped: 2 });
  expect(mailsTo(app.config.dataDir, ana.user.email)).toHaveLength(1);
  expect(mailsTo(app.config.dataDir, carla.user.email)).toHaveLength(0);
  const [toBeto] = mailsTo(app.config.dataDir, beto.user.email);
  expect(toBeto?.subject).toBe('Tu resumen de ofertas de Gangazo: 1 oferta para tus alertas');
  expect(toBeto?.body).toContain('Tus alertas encontraron');
  expect(toBeto?.body).toContain('Cafetera Imusa de 12 tazas');

  const [mail] = mailsTo(app.config.dataDir, ana.user.email);
  expect(mail?.subject).toMatch(/^Tu resumen de ofertas de Gangazo del \d+ de \w+ de \d{4}$/);
  expect(mail?.headers.get('content-type')).toMatch(/multipart\/alternative/);
  expect(mail?.body).toContain('Content-Type: text/plain');
  expect(mail?.body).toContain('Content-Type: text/html');
  expect(mail?.body).toContain('Las ofertas más calientes de las últimas 24 horas');
  expect(mail?.body).toContain('Freidora de aire Oster 5 litros');
  expect(mail?.body).toContain('Los códigos de descuento más calientes');
  expect(mail?.body).not.toContain('Televisor viejo de hace dos días');
  expect(mail?.body).not.toContain('Tus alertas encontraron');
  expect(mail?.body).toMatch(new RegExp(`<img src="${app.config.siteUrl}/api/v1/images/offer/[0-9a-f]{24}\\?width=160&amp;height=160"`));
  expect(mail?.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
  const link = /^<(http[^>]+)>$/.exec(mail?.headers.get('list-unsubscribe') ?? '')?.[1] ?? '';
  expect(mail?.body).toContain(`${app.config.siteUrl}/perfil/${ana.user.id}/alertas`);

  // The summary's one-click link, without a session: Ana's summary stops, nobody else's.
  const res = await app.inject({ method: 'POST', url: link.replace(app.config.siteUrl, ''), headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
  expect(res.statusCode).toBe(200);
  expect(res.body).toContain('Ya no recibirás el resumen diario de ofertas');
  expect((await app.inject({ method: 'GET', url: '/api/v1/digest/subscription', headers: ana.authHeader })).json()).toEqual({ wants_digest: false });
});

test('Ajustes switches the summary on and off', async () => {
  const dora = await createUser(app);
  const get = () => app.inject({ method: 'GET', url: '/api/v1/digest/subscription', headers: dora.authHeader });
  expect((await get()).json()).toEqual({ wants_digest: false });
  expect((await app.inject({ method: 'PUT', url: '/api/v1/digest/subscription', headers: dora.authHeader, payload: { wants_digest: true } })).json()).toEqual({ wants_digest: true });
  expect((await get()).json()).toEqual({ wants_digest: true });
  expect((await app.inject({ method: 'PUT', url: '/api/v1/digest/subscription', headers: dora.authHeader, payload: { wants_digest: 'sí' } })).statusCode).toBe(400);
  expect((await app.inject({ method: 'GET', url: '/api/v1/digest/subscription' })).statusCode).toBe(401);
});

/** Timers the test fires by hand, and a clock it moves. */
function fakeTime(start: Date) {
  let now = start.getTime();
  const pending: Array<{ at: number; callback: () => void }> = [];
  const timers: Timers = {
    setTimeout: (callback, ms) => {
      pending.push({ at: now + ms, callback });
      return {};
    },
    clearTimeout: () => undefined,
  };
  return {
    timers,
    clock: () => new Date(now),
    /** Moves to the next timer and fires it; returns when it was due. */
    fireNext(): Date {
      pending.sort((a, b) => a.at - b.at);
      const next = pending.shift();
      if (!next) throw new Error('no timer');
      now = next.at;
      next.callback();
      return new Date(now);
    },
  };
}

test('the scheduler waits for the hour in Bogotá; two instances at once send once', async () => {
  const eva = await createUser(app);
  await UserModel.updateOne({ _id: eva.user.id }, { $set: { wantsDigest: true } });
  // 06:30 in Bogotá on a day far from the other tests' (11:30 UTC), summary at 07:00.
  const start = new Date('2031-05-20T11:30:00.000Z');
  await offer('Bicicleta GW rin 29 en oferta', new Date('2031-05-20T02:00:00.000Z'));
  const instances = [fakeTime(start), fakeTime(start)];
  const schedulers = instances.map((time) => startDigestScheduler(context, { hour: 7, clock: time.clock, timers: time.timers }));
  for (const time of instances) expect(time.fireNext().toISOString()).toBe('2031-05-20T11:31:00.000Z'); // the catch-up look: not due
  expect(schedulers.every((scheduler) => scheduler.runs.length === 0)).toBe(true);
  for (const time of instances) expect(time.fireNext().toISOString()).toBe('2031-05-20T12:00:00.000Z');
  const results = await Promise.all(schedulers.flatMap((scheduler) => scheduler.runs));
  expect(results.map((result) => result.locked).sort()).toEqual([false, true]);
  expect(results.find((result) => !result.locked)?.day).toBe('2031-05-20');
  expect(await DigestRunModel.countDocuments({ day: '2031-05-20' })).toBe(1);
  expect(mailsTo(app.config.dataDir, eva.user.email).filter((mail) => mail.body.includes('Bicicleta GW rin 29'))).toHaveLength(1);
  schedulers.forEach((scheduler) => scheduler.stop());
});
