import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../test/build-test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

test('reports the database engine as up', async () => {
  const res = await app.inject({ method: 'GET', url: '/api/health' });
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(body.status).toBe('ok');
  expect(body.database).toMatchObject({ engine: 'ferretdb', status: 'up' });
  expect(typeof body.database.latencyMs).toBe('number');
  // This app has no server rendering: nothing to wait for before a crowd.
  expect(body.pages).toBe('off');
});

test('serves the OpenAPI document generated from the route schemas', async () => {
  const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  const doc = res.json();
  expect(doc.openapi).toMatch(/^3\./);
  expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/v1/remotes']));
});

test('exposes request metrics', async () => {
  await app.inject({ method: 'GET', url: '/api/health' });
  const res = await app.inject({ method: 'GET', url: '/api/metrics' });
  expect(res.statusCode).toBe(200);
  expect(res.body).toContain('gangazo_http_requests_total{method="GET",route="/api/health",status="200"}');
});
