// The footer is on every page the server renders: its answer is kept until a write changes what
// it shows, not computed again (ten queries) for each page.
import type { FastifyInstance } from 'fastify';
import { recordDependencies } from '../../lib/cache/dependencies';
import { buildTestApp } from '../../test/build-test-app';
import { createUser } from '../../test/login';
import { multipartForm } from '../../test/multipart';
import { ShopModel } from '../shops/model';
import { UserModel } from '../users/model';
import { footerData } from './service';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
  await ShopModel.create([
    { name: 'Éxito', slug: 'exito', nameNormalized: 'exito', popularity: 10 },
    { name: 'Alkosto', slug: 'alkosto', nameNormalized: 'alkosto', popularity: 90 },
  ]);
});
afterAll(() => app.close());

interface Footer {
  shops: { name: string }[];
  stats: { users: number; shops: number };
}

const footer = async () => (await app.inject({ method: 'GET', url: '/api/v1/offers/data_fotter' })).json<Footer>();

test('kept between reads; a new member counts on the next read, a sign-in changes nothing', async () => {
  const member = await createUser(app, { password: 'clave-segura-1' });
  const counted = jest.spyOn(UserModel, 'countDocuments');
  try {
    const first = await footer();
    expect(await footer()).toEqual(first);
    // A sign-in is a write that changes nothing a guest sees.
    const login = await app.inject({ method: 'POST', url: '/api/v1/user_token', payload: { auth: { email: member.user.email, password: 'clave-segura-1', username: '' } }, remoteAddress: '10.9.0.1' });
    expect(login.statusCode).toBe(200);
    expect(await footer()).toEqual(first);
    expect(counted).toHaveBeenCalledTimes(1);

    const form = multipartForm({ 'user[username]': 'nueva_cazadora', 'user[email]': 'nueva@example.co', 'user[password]': 'ofertas-2026!' });
    const registered = await app.inject({ method: 'POST', url: '/api/v1/users/confirm_user', payload: form.payload, headers: form.headers, remoteAddress: '10.9.0.2' });
    expect(registered.statusCode).toBeLessThan(300);
    expect((await footer()).stats.users).toBe(first.stats.users + 1);
    expect(counted).toHaveBeenCalledTimes(2);
  } finally {
    counted.mockRestore();
  }
});

test('a shop reordered behind the API (a ranking job) shows on the next read', async () => {
  expect((await footer()).shops.map((shop) => shop.name)).toEqual(['Alkosto', 'Éxito']);
  await ShopModel.updateOne({ slug: 'exito' }, { $set: { popularity: 200 } });
  expect((await footer()).shops.map((shop) => shop.name)).toEqual(['Éxito', 'Alkosto']);
});

test('the demo data, written behind the API, shows on the next read', async () => {
  const before = await footer();
  await ShopModel.collection.insertOne({ name: 'Falabella', slug: 'falabella', nameNormalized: 'falabella', popularity: 1 });
  app.clearGuestPages();
  expect((await footer()).stats.shops).toBe(before.stats.shops + 1);
});

test('the copyright’s year: an answer holds until the next New Year, on any date', async () => {
  // Dates before today: the offers' ranking, read with today's clock, holds longer than any of them.
  for (const [year, month, day, hour] of [
    [2019, 0, 1, 0],
    [2020, 1, 29, 18],
    [2022, 5, 15, 12],
    [2023, 11, 31, 23],
    [2024, 1, 28, 8],
    [2025, 11, 31, 0],
  ] as const) {
    const now = new Date(year, month, day, hour, 59, 59);
    const recorded = await recordDependencies(() => footerData('Gangazo', now));
    expect(recorded.value.copyright).toBe(`© ${year} Gangazo. Hecho en Colombia.`);
    expect(recorded.expiresAt).toBe(new Date(year + 1, 0, 1).getTime());
  }
});
