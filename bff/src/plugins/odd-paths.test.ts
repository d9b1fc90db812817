// Addresses that once misbehaved: the docs' static page redirecting to itself, and the shell's
// raw template served under another spelling of its name.
import type { FastifyInstance } from 'fastify';
import { buildTestApp, makeStaticFixture } from '../test/build-test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ staticRoot: makeStaticFixture() });
});
afterAll(() => app.close());

test('the docs page given a query does not redirect to itself', async () => {
  const seen = new Set<string>();
  let url = '/api/docs/static/index.html?url=x';
  for (let hop = 0; hop < 5; hop += 1) {
    const res = await app.inject({ method: 'GET', url });
    if (res.statusCode < 300 || res.statusCode >= 400) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      return;
    }
    const next = String(res.headers.location);
    expect(seen.has(next)).toBe(false);
    seen.add(url);
    url = next.replace(/^https?:\/\/[^/]+/, '');
  }
  throw new Error(`still redirecting after 5 hops: ${[...seen].join(' → ')}`);
});

test.each(['//index.html', '/./index.html', '/index.html', '///index.html'])('%s never serves the raw template', async (url) => {
  const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
  expect(res.body).not.toContain('<!--gangazo:head-->');
  expect(res.body).not.toContain('<!--gangazo:bootstrap-->');
});
