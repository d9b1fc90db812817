import type { FastifyInstance } from 'fastify';
import { buildTestApp, makeStaticFixture } from '../test/build-test-app';

const TOKEN = 'token-de-metricas-de-prueba-123456';
let app: FastifyInstance;
beforeAll(async () => {
  // trustProxy on: X-Forwarded-For then sets request.ip, which must not open the metrics.
  app = await buildTestApp({ staticRoot: makeStaticFixture(), metricsToken: TOKEN, trustProxy: true });
});
afterAll(() => app.close());

const scrape = (headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') => app.inject({ method: 'GET', url: '/api/metrics', headers, remoteAddress });

describe('/api/metrics needs METRICS_TOKEN or a caller on this machine', () => {
  test('a loopback caller (IPv4 or IPv6) reads them without a token', async () => {
    expect((await scrape()).statusCode).toBe(200);
    expect((await scrape({}, '::1')).statusCode).toBe(200);
  });

  test('another machine needs the bearer token; a wrong or missing one is a Spanish 401', async () => {
    expect((await scrape({ authorization: `Bearer ${TOKEN}` }, '203.0.113.7')).statusCode).toBe(200);
    const missing = await scrape({}, '203.0.113.7');
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toMatchObject({ code: 'UNAUTHORIZED', message: 'Las métricas piden el token de métricas (Authorization: Bearer …).' });
    expect((await scrape({ authorization: `Bearer ${TOKEN}x` }, '203.0.113.7')).statusCode).toBe(401);
    expect((await scrape({ authorization: TOKEN }, '203.0.113.7')).statusCode).toBe(401);
  });

  test('a forwarded header never makes a caller look local, whichever way it points', async () => {
    // A remote caller claiming to be loopback.
    expect((await scrape({ 'x-forwarded-for': '127.0.0.1' }, '203.0.113.7')).statusCode).toBe(401);
    // A request a local reverse proxy passed on: its socket is loopback, the visitor is not.
    expect((await scrape({ 'x-forwarded-for': '203.0.113.7' })).statusCode).toBe(401);
    expect((await scrape({ forwarded: 'for=203.0.113.7' })).statusCode).toBe(401);
    // The token still works through a proxy.
    expect((await scrape({ 'x-forwarded-for': '203.0.113.7', authorization: `Bearer ${TOKEN}` })).statusCode).toBe(200);
  });
});

describe('per-remote series with bounded labels', () => {
  test('the live version of each registered remote is an info gauge', async () => {
    expect((await scrape()).body).toContain('gangazo_remote_info{remote="demo",version="1.2.3",source="local"} 1');
  });

  test('errors are counted by source, level and reason', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/monitoring',
      remoteAddress: '10.2.0.1',
      payload: { source: 'demo', version: '1.2.3', level: 'error', reason: 'chunk-missing', message: 'ChunkLoadError: Loading chunk 7 failed.' },
    });
    expect(res.statusCode).toBe(204);
    expect((await scrape()).body).toContain('gangazo_browser_errors_total{source="demo",level="error",reason="chunk-missing"} 1');
  });

  test('label values stop growing past the cap, whatever the callers pass', async () => {
    for (let i = 0; i < 200; i++) app.metrics.observeRemoteLoad(`remoto${i}`, 0.1, 'ok');
    const body = (await scrape()).body;
    const remotes = new Set([...body.matchAll(/gangazo_remote_loads_total\{remote="([^"]+)"/g)].map((match) => match[1]));
    expect(remotes.size).toBeLessThanOrEqual(65);
    expect(remotes.has('other')).toBe(true);
  });

  test('server renders: duration per owning remote and failures per remote', async () => {
    app.metrics.countServerRender('partial', 0.03, ['demo'], 'demo');
    const body = (await scrape()).body;
    expect(body).toContain('gangazo_server_render_seconds_bucket{remote="demo",le="0.05"} 1');
    expect(body).toContain('gangazo_server_render_failures_total{remote="demo"} 1');
  });
});
