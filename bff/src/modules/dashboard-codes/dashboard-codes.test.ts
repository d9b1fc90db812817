import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../test/build-test-app';
import { createUser } from '../../test/login';
import { UserModel } from '../users/model';
import { DASHBOARD_CODE_INVALID, createDashboardCode, exchangeDashboardCode } from './service';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const newCode = (token: string) => app.inject({ method: 'POST', url: '/api/v1/dashboard_codes', headers: { authorization: `Bearer ${token}` } });
const exchange = (code: unknown) => app.inject({ method: 'POST', url: '/api/v1/dashboard_codes/exchange', payload: { code }, remoteAddress: '10.60.0.1' });

test('staff get a one-time code that the admin site trades once for a session of that staff member', async () => {
  const editor = await createUser(app, { role: 'editor' });
  const res = await newCode(editor.token);
  expect(res.statusCode).toBe(201);
  const { code, expires_at: expiresAt } = res.json() as { code: string; expires_at: string };
  expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(code).not.toContain(editor.token);
  expect(new Date(expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(60_000);

  const traded = await exchange(code);
  expect(traded.statusCode).toBe(200);
  const jwt = traded.json().jwt as string;
  expect(app.jwt.decode<{ sub: string; role: string }>(jwt)).toMatchObject({ sub: editor.user.id, role: 'editor' });
  expect((await app.inject({ method: 'GET', url: '/api/v1/users/current', headers: { authorization: `Bearer ${jwt}` } })).json()).toMatchObject({ id: editor.user.id });

  // Once only.
  const again = await exchange(code);
  expect(again.statusCode).toBe(401);
  expect(again.json().message).toBe(DASHBOARD_CODE_INVALID);
});

test('members and guests get no code; an unknown, expired or demoted code is refused', async () => {
  const member = await createUser(app);
  expect((await newCode(member.token)).statusCode).toBe(403);
  expect((await app.inject({ method: 'POST', url: '/api/v1/dashboard_codes' })).statusCode).toBe(401);
  expect((await exchange('no-existe')).statusCode).toBe(401);
  expect((await exchange('')).statusCode).toBe(400);
  expect((await exchange({ $ne: '' })).statusCode).toBe(400);

  const admin = await createUser(app, { role: 'admin' });
  const made = new Date('2026-11-25T10:00:00Z');
  const { code } = await createDashboardCode(admin.user.id, made);
  await expect(exchangeDashboardCode(app, code, new Date(made.getTime() + 60_000))).rejects.toThrow(DASHBOARD_CODE_INVALID);

  const demoted = await createDashboardCode(admin.user.id);
  await UserModel.updateOne({ _id: admin.user.id }, { $set: { role: 'user' } });
  await expect(exchangeDashboardCode(app, demoted.code)).rejects.toThrow(DASHBOARD_CODE_INVALID);
});

test('two admin-site tabs racing with one code: exactly one session', async () => {
  const boss = await createUser(app, { role: 'superadmin' });
  const { code } = await createDashboardCode(boss.user.id);
  const results = await Promise.allSettled(Array.from({ length: 10 }, () => exchangeDashboardCode(app, code)));
  expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
});
