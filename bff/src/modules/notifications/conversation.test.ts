import type { FastifyInstance } from 'fastify';
import { settleBackground } from '../../lib/background';
import { buildTestApp } from '../../test/build-test-app';
import { createCatalogFixture, type CatalogFixture } from '../../test/catalog-fixtures';
import { createUser, type TestUser } from '../../test/login';
import { ForumCategoryModel } from '../forum/model';
import { mentionedUsernames } from './conversation';

let app: FastifyInstance;
let fixture: CatalogFixture;
let ana: TestUser;
let beto: TestUser;
let carla: TestUser;
beforeAll(async () => {
  app = await buildTestApp();
  fixture = await createCatalogFixture();
  [ana, beto, carla] = await Promise.all([createUser(app), createUser(app), createUser(app)]);
});
afterAll(() => app.close());

const titles = async (user: TestUser) => {
  await settleBackground();
  const list = (await app.inject({ method: 'GET', url: '/api/v1/notifications', headers: user.authHeader })).json();
  return list.items.map((n: { kind: string; title: string }) => `${n.kind}: ${n.title}`);
};

test('mentions are read from text, not from e-mail addresses', () => {
  expect(mentionedUsernames('Hola @Ana_Ofertas y @beto.p, escribe a x@correo.co')).toEqual(['ana_ofertas', 'beto.p']);
  expect(mentionedUsernames('@carla.')).toEqual(['carla']);
});

test('an offer comment tells earlier commenters it was answered and the mentioned user they were mentioned', async () => {
  const comment = (user: TestUser, text: string) => app.inject({ method: 'POST', url: '/api/v1/comments', headers: user.authHeader, payload: { offer_id: String(fixture.offers.tv), text } });
  expect((await comment(ana, '¿Alguien lo compró?')).statusCode).toBe(201);
  expect((await comment(beto, `Sí, buenísimo. @${carla.user.username} mira esto`)).statusCode).toBe(201);
  expect(await titles(ana)).toEqual([`reply: ${beto.user.username} respondió en «Televisor Samsung 55" Crystal UHD 4K»`]);
  expect(await titles(carla)).toEqual([`mention: ${beto.user.username} te mencionó en «Televisor Samsung 55" Crystal UHD 4K»`]);
  // Nobody hears about their own message.
  expect(await titles(beto)).toEqual([]);
});

test('a forum comment tells the topic author; mentions in a new topic are told', async () => {
  const category = await ForumCategoryModel.create({ name: 'Hogar', slug: 'hogar-notificaciones', description: 'Casa', color: '#2563eb', position: 9 });
  const dora = await createUser(app);
  const topic = await app.inject({
    method: 'POST',
    url: '/api/v1/forum',
    headers: dora.authHeader,
    payload: { title: '¿Qué nevera me recomiendan?', body: `<p>Pregunto también a @${ana.user.username}</p>`, category_id: String(category._id) },
  });
  expect(topic.statusCode).toBe(201);
  const id = topic.json().id as string;
  const reply = await app.inject({ method: 'POST', url: `/api/v1/forum/${id}/comments`, headers: beto.authHeader, payload: { body: '<p>La Haceb de doble puerta.</p>' } });
  expect(reply.statusCode).toBe(201);
  expect(await titles(dora)).toEqual([`reply: ${beto.user.username} respondió a tu tema «¿Qué nevera me recomiendan?»`]);
  expect((await titles(ana))[0]).toBe(`mention: ${dora.user.username} te mencionó en «¿Qué nevera me recomiendan?»`);
});
