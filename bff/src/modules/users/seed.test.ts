import type { FastifyInstance } from 'fastify';
import { Random } from '../../seed/random';
import { buildTestApp } from '../../test/build-test-app';
import { UserModel } from './model';
import { DEMO_ACCOUNT_EMAIL, DEMO_USERS, seedUsers } from './seed';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ demoPassword: 'demo-clave-2024' });
});
afterAll(() => app.close());

test('seeds the demo shoppers once; only the demo account can log in', async () => {
  const now = new Date('2025-06-01T12:00:00Z');
  expect(await seedUsers({ config: app.config, random: new Random('t'), now })).toEqual({ usuarios: DEMO_USERS.length + 1 });
  expect(await seedUsers({ config: app.config, random: new Random('t'), now })).toEqual({ usuarios: 0 });
  expect(await UserModel.countDocuments()).toBe(DEMO_USERS.length + 1);

  const juanpa = await UserModel.findOne({ usernameNormalized: 'juanpa_medellin' }).lean();
  expect(juanpa).toMatchObject({ name: 'Juan Pablo Restrepo', role: 'user', passwordHash: null });
  expect(juanpa!.createdAt.getTime()).toBeLessThan(now.getTime());
  expect(await UserModel.countDocuments({ role: { $in: ['editor', 'admin'] } })).toBe(2);

  const demo = await app.inject({ method: 'POST', url: '/api/v1/user_token', payload: { auth: { email: DEMO_ACCOUNT_EMAIL, password: 'demo-clave-2024' } } });
  expect(demo.statusCode).toBe(200);
  const other = await app.inject({ method: 'POST', url: '/api/v1/user_token', payload: { auth: { email: 'juanpa.medellin@example.co', password: 'demo-clave-2024' } } });
  expect(other.statusCode).toBe(401);
});
