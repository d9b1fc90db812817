// DEMO_PASSWORD across restarts: each start is the real app on the same data folder.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Random } from '../../seed/random';
import { buildTestApp } from '../../test/build-test-app';
import { applyDemoPassword } from './demo-password';
import { DEMO_ACCOUNT_EMAIL, seedUsers } from './seed';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gangazo-demo-password-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** Starts the app on the shared data folder with this DEMO_PASSWORD, runs `steps`, and stops it. */
async function startWith(demoPassword: string | undefined, steps: (app: FastifyInstance) => Promise<void>): Promise<void> {
  const app = await buildTestApp({ dataDir, demoPassword });
  try {
    await steps(app);
  } finally {
    await app.close();
  }
}

async function login(app: FastifyInstance, password: string): Promise<{ status: number; jwt?: string }> {
  const res = await app.inject({ method: 'POST', url: '/api/v1/user_token', payload: { auth: { email: DEMO_ACCOUNT_EMAIL, password } } });
  return { status: res.statusCode, jwt: res.statusCode === 200 ? (res.json() as { jwt: string }).jwt : undefined };
}

async function currentUserStatus(app: FastifyInstance, jwt: string | undefined): Promise<number> {
  return (await app.inject({ method: 'GET', url: '/api/v1/users/current', headers: { authorization: `Bearer ${jwt}` } })).statusCode;
}

test('DEMO_PASSWORD is the demo account’s password on every start while it is set', async () => {
  // First start with the setting but without demo data: it says why and starts anyway.
  await startWith('primera-clave', async (app) => {
    const log = { info: jest.fn(), warn: jest.fn() };
    expect(await applyDemoPassword('primera-clave', log)).toBe('no-account');
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn.mock.calls[0]?.[0]).toContain(DEMO_ACCOUNT_EMAIL);
    expect((await login(app, 'primera-clave')).status).toBe(401);
    // The demo data is loaded without a password (as a first start without DEMO_PASSWORD does).
    await seedUsers({ config: { ...app.config, demoPassword: undefined }, random: new Random('demo-password'), now: new Date() });
    expect((await login(app, 'primera-clave')).status).toBe(401);
  });

  let session: string | undefined;
  await startWith('primera-clave', async (app) => {
    const first = await login(app, 'primera-clave');
    expect(first.status).toBe(200);
    session = first.jwt;
  });

  // The same value again: nothing to change, so the sessions it opened stay open.
  await startWith('primera-clave', async (app) => {
    expect(await currentUserStatus(app, session)).toBe(200);
    expect(await applyDemoPassword('primera-clave', { info: jest.fn(), warn: jest.fn() })).toBe('unchanged');
  });

  // A new value replaces the old one, and ends the sessions opened with it.
  await startWith('segunda-clave', async (app) => {
    expect((await login(app, 'segunda-clave')).status).toBe(200);
    expect((await login(app, 'primera-clave')).status).toBe(401);
    expect(await currentUserStatus(app, session)).toBe(401);
  });

  // Unset, the account keeps the last one.
  await startWith(undefined, async (app) => {
    expect((await login(app, 'segunda-clave')).status).toBe(200);
  });
});
