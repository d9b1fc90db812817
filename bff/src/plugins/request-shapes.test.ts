// Broken requests sent to every route of the app, found as the app adds them (onRoute), so a new
// route is covered without touching this file: no request shape may produce a 5xx, and the answer
// is always the API's JSON error shape, in Spanish, without echoing the URL.
import { Types } from 'mongoose';
import type { FastifyInstance, HTTPMethods, InjectOptions, RouteOptions } from 'fastify';
import { buildTestApp } from '../test/build-test-app';
import { createUser, type TestUser } from '../test/login';
import { MAX_PATH_PARAM_LENGTH } from './errors';
import { MULTIPART_MESSAGES } from './multipart';

interface Route {
  method: HTTPMethods;
  url: string;
  multipart: boolean;
}

const routes: Route[] = [];
function collect(route: RouteOptions) {
  const consumes = (route.schema as { consumes?: string[] } | undefined)?.consumes ?? [];
  for (const method of [route.method].flat()) routes.push({ method, url: route.url, multipart: consumes.includes('multipart/form-data') });
}

let app: FastifyInstance;
let staff: TestUser;
beforeAll(async () => {
  app = await buildTestApp({}, { onRoute: collect });
  staff = await createUser(app, { role: 'superadmin' });
});
afterAll(() => app.close());

// Rate limits count per IP; every request comes from its own address so none is refused for that.
let requests = 0;
function send(options: InjectOptions & { method: HTTPMethods; url: string }) {
  requests += 1;
  return app.inject({ ...options, remoteAddress: `10.${(requests >> 16) & 255}.${(requests >> 8) & 255}.${requests & 255}` });
}

/** `/a/:id/b/*` → its parameters in order, `*` included. */
function paramsOf(url: string): string[] {
  return url.split('/').filter((segment) => segment.startsWith(':') || segment === '*');
}

/** The URL with `target` replaced by `value` and every other parameter by `other`. */
function fill(url: string, target: string | null, value: string, other: string): string {
  return url
    .split('/')
    .map((segment) => (segment === target ? value : segment.startsWith(':') || segment === '*' ? other : segment))
    .join('/');
}

function expectErrorShape(body: string, statusCode: number) {
  const json = JSON.parse(body) as Record<string, unknown>;
  expect(Object.keys(json).sort()).toEqual(['code', 'error', 'message', 'statusCode']);
  expect(json.statusCode).toBe(statusCode);
  expect(typeof json.message).toBe('string');
  // Fastify's own wording ("is not a valid url component", "exceeding the max param length").
  expect(json.message).not.toMatch(/\b(is|not|valid|exceeding|param|url)\b/i);
  return json as { statusCode: number; error: string; message: string; code: string };
}

const BOUNDARY = 'gangazo-roto';
const WITH_BOUNDARY = `multipart/form-data; boundary=${BOUNDARY}`;
const part = (disposition: string, content: string, type = '') => `--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n${content}\r\n`;
const END = `--${BOUNDARY}--\r\n`;

const BROKEN_FORMS: Array<[string, string, string, string]> = [
  ['no boundary', 'multipart/form-data', 'abc', MULTIPART_MESSAGES.noBoundary],
  ['a nameless field', WITH_BOUNDARY, part('form-data', 'hola') + END, MULTIPART_MESSAGES.nameless],
  ['a nameless file', WITH_BOUNDARY, part('form-data; filename="a.png"', 'png', 'Content-Type: image/png\r\n') + END, MULTIPART_MESSAGES.nameless],
  ['a body cut inside a field', WITH_BOUNDARY, `--${BOUNDARY}\r\nContent-Disposition: form-data; name="username"\r\n\r\nhol`, MULTIPART_MESSAGES.incomplete],
  ['a body cut inside a file', WITH_BOUNDARY, `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\npn`, MULTIPART_MESSAGES.incomplete],
  ['a body cut after a whole field', WITH_BOUNDARY, part('form-data; name="username"', 'ana'), MULTIPART_MESSAGES.incomplete],
  ['no parts at all', WITH_BOUNDARY, 'nada que ver', MULTIPART_MESSAGES.incomplete],
  [
    'two files',
    WITH_BOUNDARY,
    part('form-data; name="avatar"; filename="a.png"', 'png', 'Content-Type: image/png\r\n') + part('form-data; name="avatar"; filename="b.png"', 'png', 'Content-Type: image/png\r\n') + END,
    MULTIPART_MESSAGES.oneFile,
  ],
];

describe('every multipart route', () => {
  const multipartRoutes = () => routes.filter((route) => route.multipart);

  test('is found from the app', () => {
    const found = multipartRoutes().map((route) => `${route.method} ${route.url}`);
    expect(found).toEqual(
      expect.arrayContaining([
        'POST /api/v1/users/confirm_user',
        'PATCH /api/v1/users/:id',
        'PATCH /api/v1/users/change_password/:id',
        'POST /api/v1/assets',
        'PATCH /api/v1/multiple_codes/:id',
      ]),
    );
  });

  test.each(BROKEN_FORMS)('answers a form with %s with a Spanish 400', async (_name, contentType, payload, message) => {
    for (const route of multipartRoutes()) {
      // The caller's own id reaches every handler that takes one (a user may edit itself; staff may
      // mark any code): the form is what gets refused, not the id.
      const url = fill(route.url, null, '', staff.user.id);
      const res = await send({ method: route.method, url, headers: { ...staff.authHeader, 'content-type': contentType }, payload });
      expect({ route: `${route.method} ${route.url}`, status: res.statusCode, message: res.json().message }).toEqual({ route: `${route.method} ${route.url}`, status: 400, message });
      expectErrorShape(res.body, 400);
    }
  });
});

describe('every route with a path parameter', () => {
  // HEAD routes are GET's twins and answer without a body.
  const withParams = () => routes.filter((route) => route.method !== 'HEAD' && paramsOf(route.url).length > 0);
  const someId = String(new Types.ObjectId());

  test('is found from the app', () => {
    expect(withParams().length).toBeGreaterThan(20);
    expect(withParams().map((route) => route.url)).toEqual(expect.arrayContaining(['/api/v1/offers/:id', '/api/v1/search/*', '/api/v1/images/:kind/:hash']));
  });

  test('answers a broken percent-escape in any parameter with a Spanish 400', async () => {
    for (const route of withParams()) {
      for (const param of paramsOf(route.url)) {
        const url = fill(route.url, param, 'caf%zz', someId);
        const res = await send({ method: route.method, url, headers: staff.authHeader });
        expect({ url: `${route.method} ${url}`, status: res.statusCode }).toEqual({ url: `${route.method} ${url}`, status: 400 });
        const json = expectErrorShape(res.body, 400);
        expect(json.message).toBe('La dirección de la solicitud no es válida: tiene un carácter mal codificado.');
        expect(res.body).not.toContain('%zz');
      }
    }
  });

  test('answers an over-long parameter with a Spanish 400 (or 404) that does not echo it', async () => {
    const long = 'b'.repeat(MAX_PATH_PARAM_LENGTH + 50);
    for (const route of withParams()) {
      for (const param of paramsOf(route.url)) {
        const url = fill(route.url, param, long, someId);
        const res = await send({ method: route.method, url, headers: { ...staff.authHeader, accept: 'application/json' } });
        expect({ url: `${route.method} ${route.url} (${param})`, ok: [400, 404].includes(res.statusCode) }).toEqual({ url: `${route.method} ${route.url} (${param})`, ok: true });
        const json = expectErrorShape(res.body, res.statusCode);
        // A named parameter stops at the router; a wildcard (`/search/*`) reaches its route's own check.
        if (param !== '*') expect(json.message).toBe(`Un valor de la ruta es demasiado largo (máximo ${MAX_PATH_PARAM_LENGTH} caracteres).`);
        expect(res.body).not.toContain(long.slice(0, 20));
      }
    }
  });
});

test('no route answers a broken form with a 5xx, whether or not it takes forms', async () => {
  const bodyRoutes = routes.filter((route) => !['GET', 'HEAD'].includes(route.method));
  expect(bodyRoutes.length).toBeGreaterThan(20);
  // Parameters get an id nothing has, so the sweep changes nothing it could later need.
  const nobody = String(new Types.ObjectId());
  for (const route of bodyRoutes) {
    for (const [, contentType, payload] of BROKEN_FORMS) {
      const res = await send({ method: route.method, url: fill(route.url, null, '', nobody), headers: { ...staff.authHeader, 'content-type': contentType }, payload });
      expect({ route: `${route.method} ${route.url}`, status: res.statusCode < 500 }).toEqual({ route: `${route.method} ${route.url}`, status: true });
      if (res.statusCode >= 400) expectErrorShape(res.body, res.statusCode);
    }
  }
});
