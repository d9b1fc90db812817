import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RemotesHealthResponse } from '@gangazo/contracts';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, makeStaticFixture } from '../../test/build-test-app';
import { createUser, type TestUser } from '../../test/login';
import { REPORTS_PER_REMOTE } from './store';

// The fixture's checkout has one remote, `demo` 1.2.3, registered at /mf/demo/mf-manifest.json.
const SITE = 'http://localhost:3000';
let app: FastifyInstance;
let tracker: http.Server;
const forwarded: Array<{ path: string; body: Record<string, unknown> }> = [];
let admin: TestUser;
let editor: TestUser;

beforeAll(async () => {
  tracker = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      forwarded.push({ path: req.url ?? '', body: JSON.parse(body) });
      res.end();
    });
  });
  await new Promise<void>((resolve) => tracker.listen(0, '127.0.0.1', resolve));
  const trackerUrl = `http://127.0.0.1:${(tracker.address() as AddressInfo).port}`;
  app = await buildTestApp({
    staticRoot: makeStaticFixture(),
    siteUrl: SITE,
    monitoringDsn: `${trackerUrl}/global`,
    monitoringDsns: new Map([['demo', `${trackerUrl}/demo-team`]]),
  });
  admin = await createUser(app, { role: 'admin' });
  editor = await createUser(app, { role: 'editor' });
});
afterAll(async () => {
  await app.close();
  await new Promise((resolve) => tracker.close(resolve));
});

const report = (overrides: Record<string, unknown> = {}) => ({ source: 'demo', version: '1.2.3', level: 'error', reason: 'runtime', message: 'TypeError: x', ...overrides });
/** A fresh client address per call, so the per-IP rate limit does not mix tests. */
let client = 0;
const from = () => `10.1.${Math.floor(++client / 250)}.${client % 250}`;
const post = (payload: unknown, headers: Record<string, string> = {}, remoteAddress = from()) =>
  app.inject({ method: 'POST', url: '/monitoring', payload: typeof payload === 'string' ? payload : JSON.stringify(payload), headers: { 'content-type': 'application/json', ...headers }, remoteAddress });
const health = async () => (await app.inject({ method: 'GET', url: '/api/v1/remotes/health', headers: admin.authHeader })).json<RemotesHealthResponse>().remotes;
const demoHealth = async () => (await health()).find((remote) => remote.name === 'demo');

describe('/monitoring takes reports from registered remotes and the shell only', () => {
  test('a registered remote’s report is kept with its reason and forwarded to its tracker and the global one', async () => {
    const res = await post(report({ message: 'TypeError: clic roto', reason: 'runtime' }));
    expect(res.statusCode).toBe(204);
    const demo = await demoHealth();
    expect(demo).toMatchObject({ name: 'demo', version: '1.2.3', errorsLastHour: 1, errorsByReason: { runtime: 1 } });
    expect(demo?.lastReports[0]).toMatchObject({ source: 'demo', message: 'TypeError: clic roto', reason: 'runtime', receivedAt: expect.any(String) });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(forwarded.map((f) => f.path).sort()).toEqual(['/demo-team', '/global']);
    expect(forwarded[0]?.body).toMatchObject({ source: 'demo', message: 'TypeError: clic roto' });
  });

  test('an unknown source is refused in Spanish and creates no label', async () => {
    const res = await post(report({ source: 'inventado' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', message: '«inventado» no es un remoto registrado ni «shell»: el reporte no se guarda.' });
    const badShape = await post(report({ source: 'Not A Name!' }));
    expect(badShape.statusCode).toBe(400);
    const metrics = await app.inject({ method: 'GET', url: '/api/metrics' });
    expect(metrics.body).not.toContain('inventado');
    expect((await health()).map((r) => r.name)).toEqual(['demo', 'shell']);
  });

  test('a report without a reason (an older shell) counts as runtime; a made-up reason is refused', async () => {
    expect((await post(report({ reason: undefined, source: 'shell', message: 'Error: viejo' }))).statusCode).toBe(204);
    const shell = (await health()).find((r) => r.name === 'shell');
    expect(shell?.lastReports[0]).toMatchObject({ reason: 'runtime', message: 'Error: viejo' });
    expect((await post(report({ reason: 'inventada' }))).statusCode).toBe(400);
  });

  test('keeps the last 50 reports per remote, newest first', async () => {
    for (let i = 0; i < REPORTS_PER_REMOTE + 5; i++) await post(report({ message: `Error: número ${i}`, reason: 'render' }));
    const demo = await demoHealth();
    expect(demo?.lastReports).toHaveLength(REPORTS_PER_REMOTE);
    expect(demo?.lastReports[0]?.message).toBe(`Error: número ${REPORTS_PER_REMOTE + 4}`);
    expect(demo?.lastReports.at(-1)?.message).toBe('Error: número 5');
    expect(demo?.errorsByReason.render).toBe(REPORTS_PER_REMOTE + 5);
  });

  test('is rate limited per client (60 a minute)', async () => {
    const address = '10.9.9.9';
    const codes: number[] = [];
    for (let i = 0; i < 61; i++) codes.push((await post(report({ message: `Error: ráfaga ${i}` }), {}, address)).statusCode);
    expect(codes.slice(0, 60).every((code) => code === 204)).toBe(true);
    expect(codes[60]).toBe(429);
  });
});

describe('a Sentry envelope (a standard SDK with tunnel: "/monitoring")', () => {
  const event = (overrides: Record<string, unknown> = {}) => ({
    event_id: '9ec79c33ec9942ab8353589fcb2e04dc',
    level: 'error',
    request: { url: `${SITE}/demo/1` },
    exception: {
      values: [
        {
          type: 'TypeError',
          value: "Cannot read properties of undefined (reading 'precio')",
          stacktrace: {
            // Oldest first, as Sentry sends them: the top frame is the last.
            frames: [
              { filename: `${SITE}/assets/main.0123456789abcdef.js`, function: 'dispatch', lineno: 1, colno: 10 },
              { filename: `${SITE}/mf/demo/812.abcdef01.js`, function: 'onClick', lineno: 3, colno: 44 },
            ],
          },
        },
      ],
    },
    ...overrides,
  });
  const envelope = (...items: string[]) => [JSON.stringify({ event_id: '9ec79c33ec9942ab8353589fcb2e04dc', sent_at: new Date().toISOString(), sdk: { name: 'sentry.javascript.browser', version: '8.0.0' } }), ...items].join('\n');
  const eventItem = (payload: object, withLength = false) => {
    const text = JSON.stringify(payload);
    return `${JSON.stringify({ type: 'event', ...(withLength ? { length: Buffer.byteLength(text) } : {}) })}\n${text}`;
  };

  test('an event is attributed by its top frames to the remote and kept as a report', async () => {
    const body = envelope(JSON.stringify({ type: 'session' }), JSON.stringify({ sid: 'x', status: 'ok' }), eventItem(event()));
    const res = await post(body, { 'content-type': 'application/x-sentry-envelope' });
    expect(res.statusCode).toBe(204);
    const last = (await demoHealth())?.lastReports[0];
    expect(last).toMatchObject({ source: 'demo', version: '1.2.3', reason: 'runtime', message: "TypeError: Cannot read properties of undefined (reading 'precio')", url: `${SITE}/demo/1` });
    expect(last?.stack?.split('\n')[1]).toBe(`    at onClick (${SITE}/mf/demo/812.abcdef01.js:3:44)`);
  });

  test('as text/plain (the browser SDK’s transport), with length-prefixed payloads holding newlines and accents', async () => {
    const payload = event({ tags: { remote: 'demo' }, release: 'demo@1.3.0', exception: { values: [{ type: 'Error', value: 'línea 1\nlínea 2' }] } });
    const res = await post(envelope(eventItem(payload, true)), { 'content-type': 'text/plain;charset=UTF-8' });
    expect(res.statusCode).toBe(204);
    expect((await demoHealth())?.lastReports[0]).toMatchObject({ source: 'demo', version: '1.3.0', message: 'Error: línea 1\nlínea 2' });
  });

  test('an event the registry cannot place goes to shell', async () => {
    const payload = event({ exception: { values: [{ type: 'Error', value: 'sin dueño', stacktrace: { frames: [{ filename: 'https://otro.example/x.js' }] } }] } });
    expect((await post(envelope(eventItem(payload)), { 'content-type': 'application/x-sentry-envelope' })).statusCode).toBe(204);
    expect((await health()).find((r) => r.name === 'shell')?.lastReports[0]).toMatchObject({ source: 'shell', message: 'Error: sin dueño' });
  });

  test('any other content type is a Spanish 415, a form included', async () => {
    const form = await post('--x\r\n', { 'content-type': 'multipart/form-data; boundary=x' });
    expect(form.statusCode).toBe(415);
    expect(form.json().message).toBe('El reporte debe ser JSON (application/json) o un sobre de Sentry (application/x-sentry-envelope o text/plain).');
    const unknown = await post('a=1', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(unknown.statusCode).toBe(415);
    expect(unknown.json().message).toBe('El tipo de contenido de la solicitud no es compatible.');
  });

  test('a body that is not an envelope is a Spanish 400', async () => {
    const res = await post('esto no es un sobre', { 'content-type': 'application/x-sentry-envelope' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('El sobre de errores no es válido: la cabecera no es JSON.');
    const short = await post(envelope(`${JSON.stringify({ type: 'event', length: 9999 })}\n{}`), { 'content-type': 'application/x-sentry-envelope' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('El sobre de errores no es válido: un elemento es más corto de lo que dice.');
  });
});

describe('remote loads from the browser and the health page', () => {
  test('load samples of registered remotes feed the success rate and p75; others are left out', async () => {
    const loads = [120, 200, 300, 400].map((ms) => ({ remote: 'demo', version: '1.2.3', ms, result: 'ok' }));
    const res = await app.inject({
      method: 'POST',
      url: '/monitoring/loads',
      remoteAddress: from(),
      payload: { loads: [...loads, { remote: 'demo', version: '1.2.3', ms: 2700, result: 'load-timeout' }, { remote: 'fantasma', version: '1', ms: 5, result: 'ok' }] },
    });
    expect(res.statusCode).toBe(204);
    expect(await demoHealth()).toMatchObject({ loadsLastHour: 5, loadSuccessRate: 0.8, p75LoadMs: 300 });
    const metrics = (await app.inject({ method: 'GET', url: '/api/metrics' })).body;
    expect(metrics).toContain('gangazo_remote_loads_total{remote="demo",result="ok"} 4');
    expect(metrics).toContain('gangazo_remote_loads_total{remote="demo",result="load-timeout"} 1');
    expect(metrics).toContain('gangazo_remote_load_seconds_bucket{remote="demo",le="0.25"} 2');
    expect(metrics).toContain('gangazo_remote_load_seconds_bucket{remote="demo",le="3"} 5');
    expect(metrics).toContain('gangazo_remote_load_seconds_count{remote="demo"} 5');
    expect(metrics).not.toContain('fantasma');
  });

  test('a batch is validated by schema, and one with no registered remote is refused', async () => {
    const bad = await app.inject({ method: 'POST', url: '/monitoring/loads', remoteAddress: from(), payload: { loads: [{ remote: 'demo', version: '1', ms: -1, result: 'ok' }] } });
    expect(bad.statusCode).toBe(400);
    const none = await app.inject({ method: 'POST', url: '/monitoring/loads', remoteAddress: from(), payload: { loads: [{ remote: 'fantasma', version: '1', ms: 1, result: 'ok' }] } });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Ninguna carga es de un remoto registrado: no se guarda nada.');
  });

  test('the health page is for admins and superadmins only, checked on the server', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/v1/remotes/health' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/v1/remotes/health', headers: editor.authHeader })).statusCode).toBe(403);
    const superadmin = await createUser(app, { role: 'superadmin' });
    const res = await app.inject({ method: 'GET', url: '/api/v1/remotes/health', headers: superadmin.authHeader });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
