import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../test/build-test-app';
import { createUser, type TestUser } from '../../test/login';
import { appendStep } from '../remotes/history';
import { RemoteDeployModel } from '../remotes/model';

let app: FastifyInstance;
let admin: TestUser;
let superadmin: TestUser;
let editor: TestUser;

const step = (version: string, by: string) => ({
  name: 'coupons',
  kind: 'deploy' as const,
  by,
  version,
  entry: `https://cdn.gangazo.co/coupons/${version}/mf-manifest.json`,
  serverEntry: null,
  routes: ['/'],
  slots: [],
  platform: '^1.0.0',
});

const history = (user: TestUser | null, query = '') =>
  app.inject({ method: 'GET', url: `/api/v1/admin/remotes/coupons/history${query}`, headers: user ? user.authHeader : {} });

beforeAll(async () => {
  app = await buildTestApp();
  [admin, superadmin, editor] = await Promise.all([createUser(app, { role: 'admin' }), createUser(app, { role: 'superadmin' }), createUser(app, { role: 'editor' })]);
});
afterAll(async () => {
  await app.close();
});
beforeEach(async () => {
  await RemoteDeployModel.deleteMany({});
});

test('admins and superadmins read a remote’s deploy history, newest first, never cached', async () => {
  await appendStep(step('1.4.0', 'coupons'));
  await appendStep(step('1.5.0', 'ops'));
  for (const user of [admin, superadmin]) {
    const res = await history(user);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toMatchObject({
      name: 'coupons',
      deploys: [
        { seq: 2, kind: 'deploy', version: '1.5.0', by: 'ops', rolledBack: false },
        { seq: 1, kind: 'deploy', version: '1.4.0', by: 'coupons', entry: 'https://cdn.gangazo.co/coupons/1.4.0/mf-manifest.json' },
      ],
    });
  }
  const limited = await history(admin, '?limit=1');
  expect(limited.json().deploys.map((d: { seq: number }) => d.seq)).toEqual([2]);
});

test('an editor, a member and a guest are refused in Spanish; a bad name or limit is a 400', async () => {
  await appendStep(step('1.4.0', 'ops'));
  expect((await history(null)).statusCode).toBe(401);
  const refused = await history(editor);
  expect(refused.statusCode).toBe(403);
  expect(refused.json().message).toMatch(/permiso/i);
  expect((await history(await createUser(app))).statusCode).toBe(403);
  const badName = await app.inject({ method: 'GET', url: '/api/v1/admin/remotes/NO-VALE/history', headers: admin.authHeader });
  expect(badName.statusCode).toBe(400);
  expect((await history(admin, '?limit=500')).statusCode).toBe(400);
});

test('a remote with nothing recorded has an empty history', async () => {
  const res = await history(admin);
  expect(res.json()).toEqual({ name: 'coupons', deploys: [] });
});
