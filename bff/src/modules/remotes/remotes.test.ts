import type { FastifyInstance } from 'fastify';
import { buildTestApp, makeStaticFixture } from '../../test/build-test-app';

const DEPLOY_TOKEN = 'deploy-token-with-at-least-24-chars';
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ staticRoot: makeStaticFixture(), remotesDeployToken: DEPLOY_TOKEN });
});
afterAll(() => app.close());

const deploy = {
  version: '2.0.0',
  entry: 'https://cdn.example.co/demo/2.0.0/mf-manifest.json',
  routes: ['/demo/:id'],
  slots: [],
  platform: '^1.0.0',
};

test('the registry lists the remotes built in the checkout', async () => {
  const res = await app.inject({ method: 'GET', url: '/api/v1/remotes' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-cache');
  expect(res.json().remotes).toEqual([
    expect.objectContaining({ name: 'demo', version: '1.2.3', entry: '/mf/demo/mf-manifest.json', source: 'local', routes: ['/demo/:id'] }),
  ]);
});

test('deploying needs the deploy token', async () => {
  const none = await app.inject({ method: 'PUT', url: '/api/v1/remotes/demo', payload: deploy });
  expect(none.statusCode).toBe(401);
  const wrong = await app.inject({ method: 'PUT', url: '/api/v1/remotes/demo', payload: deploy, headers: { authorization: 'Bearer nope' } });
  expect(wrong.statusCode).toBe(403);
  expect(wrong.json().message).toBe('El token de despliegue no es válido.');
});

test('a bad deploy body is rejected and changes nothing', async () => {
  const res = await app.inject({
    method: 'PUT',
    url: '/api/v1/remotes/demo',
    payload: { ...deploy, routes: ['no-leading-slash'] },
    headers: { authorization: `Bearer ${DEPLOY_TOKEN}` },
  });
  expect(res.statusCode).toBe(400);
  const list = await app.inject({ method: 'GET', url: '/api/v1/remotes' });
  expect(list.json().remotes[0].version).toBe('1.2.3');
});

test('a deploy changes only the registry entry, and a rollback restores the local build', async () => {
  const res = await app.inject({ method: 'PUT', url: '/api/v1/remotes/demo', payload: deploy, headers: { authorization: `Bearer ${DEPLOY_TOKEN}` } });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ name: 'demo', version: '2.0.0', source: 'deployed', entry: deploy.entry });

  const html = await app.inject({ method: 'GET', url: '/demo/7', headers: { accept: 'text/html' } });
  expect(html.body).toContain('https://cdn.example.co/demo/2.0.0/mf-manifest.json');

  const rollback = await app.inject({ method: 'DELETE', url: '/api/v1/remotes/demo', headers: { authorization: `Bearer ${DEPLOY_TOKEN}` } });
  expect(rollback.statusCode).toBe(204);
  const list = await app.inject({ method: 'GET', url: '/api/v1/remotes' });
  expect(list.json().remotes[0]).toMatchObject({ version: '1.2.3', source: 'local' });
});
