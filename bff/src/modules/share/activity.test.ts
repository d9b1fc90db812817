// "Mi actividad reciente" gets one entry per thing a person does on an offer: sharing it (see
// share.test.ts), a first vote, a save and each comment. Repeats and changes of mind add nothing.
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../test/build-test-app';
import { createCatalogFixture, type CatalogFixture } from '../../test/catalog-fixtures';
import { createUser, type TestUser } from '../../test/login';

let app: FastifyInstance;
let fixture: CatalogFixture;
let luis: TestUser;
beforeAll(async () => {
  app = await buildTestApp();
  fixture = await createCatalogFixture();
  luis = await createUser(app);
});
afterAll(() => app.close());

const activity = async () => (await app.inject({ method: 'GET', url: `/api/v1/users/history_data?id=${luis.user.id}&page=1` })).json().data as { kind: string; title: string; url: string }[];
const call = (method: 'POST' | 'DELETE', url: string, payload?: object) => app.inject({ method, url, headers: luis.authHeader, ...(payload ? { payload } : {}) });

test('a first vote is activity; changing or repeating it is not', async () => {
  const tv = String(fixture.offers.tv);
  expect((await call('POST', `/api/v1/offers/${tv}/vote`, { vote: 'hot' })).statusCode).toBe(200);
  let entries = await activity();
  expect(entries).toHaveLength(1);
  expect(entries[0]).toMatchObject({ kind: 'vote', title: 'Votó caliente «Televisor Samsung 55" Crystal UHD 4K»', url: `/ofertas/televisor-samsung-55-crystal-uhd-4k-${tv}` });

  await call('POST', `/api/v1/offers/${tv}/vote`, { vote: 'cold' });
  await call('POST', `/api/v1/offers/${tv}/vote`, { vote: 'cold' });
  expect(await activity()).toHaveLength(1);

  await call('POST', `/api/v1/offers/${String(fixture.offers.phone)}/vote`, { vote: 'cold' });
  entries = await activity();
  expect(entries).toHaveLength(2);
  expect(entries.map((entry) => entry.title)).toContain('Votó frío «Celular Xiaomi Redmi Note 13 256 GB»');
});

test('saving an offer is activity once; saving it again is not', async () => {
  const before = (await activity()).length;
  const sofa = String(fixture.offers.sofa);
  for (let i = 0; i < 2; i += 1) expect((await call('POST', '/api/v1/saved_offers', { offer_id: sofa })).statusCode).toBeLessThan(300);
  const entries = await activity();
  expect(entries).toHaveLength(before + 1);
  expect(entries.find((entry) => entry.kind === 'saved_offer')).toMatchObject({ title: 'Guardó «Sofá cama gris 3 puestos»', url: `/ofertas/sofa-cama-gris-3-puestos-${sofa}` });
});

test('a refused vote or save leaves no activity', async () => {
  const before = (await activity()).length;
  expect((await call('POST', '/api/v1/offers/0123456789abcdef01234567/vote', { vote: 'hot' })).statusCode).toBe(404);
  expect((await call('POST', '/api/v1/saved_offers', { offer_id: '0123456789abcdef01234567' })).statusCode).toBe(404);
  expect(await activity()).toHaveLength(before);
});
