import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../test/build-test-app';
import { createUser, type TestUser } from '../test/login';

const STAFF_ONLY = 'La documentación de la API es solo para el equipo del sitio: ábrela desde el panel de administración.';

describe('in production the API documentation is for staff only', () => {
  let app: FastifyInstance;
  let member: TestUser;
  let editor: TestUser;
  beforeAll(async () => {
    app = await buildTestApp({ env: 'production' });
    [member, editor] = await Promise.all([createUser(app), createUser(app, { role: 'editor' })]);
  });
  afterAll(() => app.close());

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  test('a guest gets a Spanish 401 and a member a 403, for the page and the document alike', async () => {
    for (const url of ['/api/docs', '/api/docs/json', '/api/docs/static/index.html']) {
      const guest = await get(url);
      expect({ url, status: guest.statusCode }).toEqual({ url, status: 401 });
      expect(guest.json().message).toBe(STAFF_ONLY);
      const refused = await get(url, member.authHeader);
      expect({ url, status: refused.statusCode }).toEqual({ url, status: 403 });
    }
  });

  test('a staff session (a tool with the bearer token) reads the document', async () => {
    const res = await get('/api/docs/json', editor.authHeader);
    expect(res.statusCode).toBe(200);
    expect(res.json().info.title).toBe('API de Gangazo');
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  test('a browser trades a one-time dashboard code for a docs-only cookie', async () => {
    const { code } = (await app.inject({ method: 'POST', url: '/api/v1/dashboard_codes', headers: editor.authHeader })).json() as { code: string };
    const traded = await get(`/api/docs?code=${encodeURIComponent(code)}`);
    expect(traded.statusCode).toBe(303);
    expect(traded.headers.location).toBe('/api/docs');
    const setCookie = String(traded.headers['set-cookie']);
    expect(setCookie).toMatch(/^gangazo_docs=[\w-]+\.[\w-]+\.[\w-]+; Path=\/api\/docs; HttpOnly; SameSite=Strict; Max-Age=3600$/);
    const cookie = setCookie.split(';')[0]!;
    expect((await get('/api/docs/json', { cookie })).statusCode).toBe(200);
    expect((await get('/api/docs/static/swagger-ui.css', { cookie })).statusCode).toBe(200);

    // The code works once; the cookie's token opens the docs and nothing else.
    expect((await get(`/api/docs?code=${encodeURIComponent(code)}`)).statusCode).toBe(401);
    const token = cookie.slice('gangazo_docs='.length);
    expect((await get('/api/v1/users/current', { authorization: `Bearer ${token}` })).statusCode).toBe(401);
    expect((await get('/api/docs/json', { authorization: `Bearer ${token}` })).statusCode).toBe(401);
  });

  test('over https the cookie is Secure; a demoted member loses the docs at once', async () => {
    const boss = await createUser(app, { role: 'superadmin' });
    const staff = await createUser(app, { role: 'editor' });
    const { code } = (await app.inject({ method: 'POST', url: '/api/v1/dashboard_codes', headers: staff.authHeader })).json() as { code: string };
    const traded = await app.inject({ method: 'GET', url: `/api/docs?code=${code}`, headers: { 'x-forwarded-proto': 'https' }, remoteAddress: '127.0.0.1' });
    expect(String(traded.headers['set-cookie'])).toMatch(/; Secure$/);
    const cookie = String(traded.headers['set-cookie']).split(';')[0]!;
    const demoted = await app.inject({ method: 'PATCH', url: `/api/v1/admin/users/${staff.user.id}/role`, headers: boss.authHeader, payload: { role: 'user' } });
    expect(demoted.statusCode).toBe(200);
    // A change of role signs the account out everywhere, the docs cookie included.
    expect((await get('/api/docs/json', { cookie })).statusCode).toBe(401);
  });
});

test('outside production the documentation is open', async () => {
  const app = await buildTestApp();
  try {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
  } finally {
    await app.close();
  }
});
