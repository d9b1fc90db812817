import type { FastifyInstance } from 'fastify';
import { settleBackground } from '../../lib/background';
import { buildTestApp } from '../../test/build-test-app';
import { createCatalogFixture, type CatalogFixture } from '../../test/catalog-fixtures';
import { createUser } from '../../test/login';
import { NotificationModel } from '../notifications/model';
import { awardMedals } from './medal-awards';
import { MedalModel } from './model';

let app: FastifyInstance;
let fixture: CatalogFixture;
beforeAll(async () => {
  app = await buildTestApp();
  fixture = await createCatalogFixture();
  await MedalModel.create([
    { slug: 'conversador', name: 'Conversador', description: 'Dos comentarios en ofertas.', metric: 'comments', threshold: 2, position: 1 },
    { slug: 'votante', name: 'Votante', description: 'Un voto.', metric: 'votes', threshold: 1, position: 2 },
  ]);
});
afterAll(() => app.close());

const medalNotices = async (userId: string) => NotificationModel.find({ userId, kind: 'medal' }).lean<Array<{ title: string; url: string }>>();

test('the action that reaches a medal tells its owner in the bell, once', async () => {
  const member = await createUser(app);
  const comment = (text: string) => app.inject({ method: 'POST', url: '/api/v1/comments', headers: member.authHeader, payload: { offer_id: String(fixture.offers.tv), text } });
  expect((await comment('Buen precio, lo compré ayer.')).statusCode).toBe(201);
  await settleBackground();
  expect(await medalNotices(member.user.id)).toEqual([]);

  expect((await comment('Llegó en dos días, muy bien empacado.')).statusCode).toBe(201);
  await settleBackground();
  expect(await medalNotices(member.user.id)).toEqual([expect.objectContaining({ title: '¡Ganaste la medalla «Conversador»!', url: `/perfil/${member.user.id}/medallas` })]);

  expect((await comment('Ya bajó otra vez de precio.')).statusCode).toBe(201);
  const vote = await app.inject({ method: 'POST', url: `/api/v1/offers/${String(fixture.offers.phone)}/vote`, headers: member.authHeader, payload: { vote: 'hot' } });
  expect(vote.statusCode).toBe(200);
  await settleBackground();
  expect((await medalNotices(member.user.id)).map((notice) => notice.title).sort()).toEqual(['¡Ganaste la medalla «Conversador»!', '¡Ganaste la medalla «Votante»!']);
  const list = (await app.inject({ method: 'GET', url: '/api/v1/notifications', headers: member.authHeader })).json();
  expect(list.items.filter((item: { kind: string }) => item.kind === 'medal')).toHaveLength(2);
});

test('checking again, or at once from two places, tells nothing twice', async () => {
  const member = await createUser(app);
  await app.inject({ method: 'POST', url: `/api/v1/offers/${String(fixture.offers.tv)}/vote`, headers: member.authHeader, payload: { vote: 'cold' } });
  await settleBackground();
  const results = await Promise.all([awardMedals(member.user.id, ['votes']), awardMedals(member.user.id, ['votes'])]);
  expect(results).toEqual([0, 0]);
  expect(await medalNotices(member.user.id)).toHaveLength(1);
});
