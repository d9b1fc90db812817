import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../test/build-test-app';
import { createUser, type TestUser } from '../../test/login';
import { notifyUser } from './service';

let app: FastifyInstance;
let ana: TestUser;
let beto: TestUser;
beforeAll(async () => {
  app = await buildTestApp();
  ana = await createUser(app);
  beto = await createUser(app);
});
afterAll(() => app.close());

const get = (url: string, user?: TestUser) => app.inject({ method: 'GET', url, headers: user?.authHeader });
const post = (url: string, user?: TestUser) => app.inject({ method: 'POST', url, headers: user?.authHeader });

test('notifications need a session', async () => {
  expect((await get('/api/v1/notifications')).statusCode).toBe(401);
  expect((await get('/api/v1/notifications/unread_count')).statusCode).toBe(401);
  expect((await post('/api/v1/notifications/read_all')).statusCode).toBe(401);
});

test('notify, list newest first, count unread, mark one and all read; each user sees their own', async () => {
  expect(await notifyUser(ana.user.id, 'moderation', { title: 'Tu oferta «Nevera» fue aprobada', url: '/ofertas/nevera-1', key: 'moderation:1' })).toBe(true);
  // The same key again is the same news: not written twice.
  expect(await notifyUser(ana.user.id, 'moderation', { title: 'Tu oferta «Nevera» fue aprobada', url: '/ofertas/nevera-1', key: 'moderation:1' })).toBe(false);
  await notifyUser(ana.user.id, 'mention', { title: 'beto te mencionó', url: '/foro/tema-2' });
  await notifyUser(beto.user.id, 'reply', { title: 'ana respondió tu comentario', url: '/foro/tema-3' });

  expect((await get('/api/v1/notifications/unread_count', ana)).json()).toEqual({ unread: 2 });
  const list = (await get('/api/v1/notifications', ana)).json();
  expect(list).toMatchObject({ unread: 2, has_more: false });
  expect(list.items.map((n: { kind: string }) => n.kind)).toEqual(['mention', 'moderation']);
  expect(list.items[0]).toMatchObject({ title: 'beto te mencionó', url: '/foro/tema-2', read: false, image: null });

  // Beto cannot mark Ana's notification.
  expect((await post(`/api/v1/notifications/${list.items[0].id}/read`, beto)).statusCode).toBe(404);
  expect((await post(`/api/v1/notifications/${list.items[0].id}/read`, ana)).json()).toEqual({ unread: 1 });
  expect((await post('/api/v1/notifications/read_all', ana)).json()).toEqual({ unread: 0 });
  expect((await get('/api/v1/notifications/unread_count', beto)).json()).toEqual({ unread: 1 });
  expect((await post('/api/v1/notifications/abc/read', ana)).statusCode).toBe(400);
});

test('pages back with `before`', async () => {
  const carla = await createUser(app);
  for (let i = 0; i < 25; i++) await notifyUser(carla.user.id, 'reply', { title: `Respuesta ${i}`, url: `/foro/t-${i}` });
  const first = (await get('/api/v1/notifications', carla)).json();
  expect(first.items).toHaveLength(20);
  expect(first.has_more).toBe(true);
  expect(first.items[0].title).toBe('Respuesta 24');
  const last = first.items[first.items.length - 1].id;
  const second = (await get(`/api/v1/notifications?before=${last}`, carla)).json();
  expect(second.items.map((n: { title: string }) => n.title)).toEqual(['Respuesta 4', 'Respuesta 3', 'Respuesta 2', 'Respuesta 1', 'Respuesta 0']);
  expect(second.has_more).toBe(false);
});
