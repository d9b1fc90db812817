import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ConflictError } from '../errors';
import { spanishValidationMessage } from '../lib/validation-messages';
import { buildTestApp } from '../test/build-test-app';
import { FORBIDDEN_KEY_MESSAGE } from './json-body';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

// Routes added after ready() are not allowed, so these tests go through the real routes and a
// child app with the same error handler.
test('a validation error is a 400 with a Spanish message naming the field', async () => {
  const res = await app.inject({
    method: 'POST',
    url: '/monitoring',
    payload: { source: 'coupons', version: '1', level: 'error' },
  });
  expect(res.statusCode).toBe(400);
  expect(res.headers['content-type']).toContain('application/json');
  expect(res.json()).toEqual({ statusCode: 400, error: 'Bad Request', message: 'Falta el campo obligatorio «message» en el cuerpo.', code: 'VALIDATION' });
});

test('a wrong type is named in Spanish', async () => {
  const res = await app.inject({
    method: 'POST',
    url: '/monitoring',
    payload: { source: 'coupons', version: '1', level: 'fatal', message: 'x' },
  });
  expect(res.statusCode).toBe(400);
  expect(res.json().message).toBe('El campo «level» no tiene un valor permitido.');
});

test('malformed JSON is a 400, not a 500', async () => {
  const res = await app.inject({ method: 'POST', url: '/monitoring', headers: { 'content-type': 'application/json' }, payload: '{"source":' });
  expect(res.statusCode).toBe(400);
  expect(res.json().message).toBe('El cuerpo de la solicitud no es un JSON válido.');
});

test('a body of the wrong type is named "del cuerpo"', async () => {
  const res = await app.inject({ method: 'POST', url: '/monitoring', headers: { 'content-type': 'application/json' }, payload: '[1]' });
  expect(res.statusCode).toBe(400);
  expect(res.json().message).toBe('El valor del cuerpo debe ser un objeto.');
});

test.each([
  ['__proto__', '{"source":"x","__proto__":{"admin":true}}'],
  ['constructor.prototype', '{"source":"x","constructor":{"prototype":{"admin":true}}}'],
])('valid JSON holding %s is refused for that key, not called invalid JSON', async (_key, payload) => {
  const res = await app.inject({ method: 'POST', url: '/monitoring', headers: { 'content-type': 'application/json; charset=utf-8' }, payload });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ statusCode: 400, error: 'Bad Request', message: FORBIDDEN_KEY_MESSAGE, code: 'VALIDATION' });
});

test('each part of a request is named with the right article', () => {
  const typeIssue = { keyword: 'type', instancePath: '', params: { type: 'object' } };
  expect(spanishValidationMessage(typeIssue, 'body')).toBe('El valor del cuerpo debe ser un objeto.');
  expect(spanishValidationMessage(typeIssue, 'querystring')).toBe('El valor de la consulta debe ser un objeto.');
  expect(spanishValidationMessage(typeIssue, 'params')).toBe('El valor de la ruta debe ser un objeto.');
  expect(spanishValidationMessage(typeIssue, 'headers')).toBe('El valor de las cabeceras debe ser un objeto.');
  expect(spanishValidationMessage(typeIssue, undefined)).toBe('El valor de la solicitud debe ser un objeto.');
  expect(spanishValidationMessage({ keyword: 'required', instancePath: '', params: { missingProperty: 'id' } }, 'params')).toBe('Falta el campo obligatorio «id» en la ruta.');
});

test.each([
  '/api/v1/forum?page=1e400',
  '/api/gangazo/offers?page=Infinity',
  '/api/gangazo/offers/coupons?per_page=1e400',
  '/api/v1/forum?per_page=-Infinity',
])('a number out of any range (%s) is a 400 in Spanish, never a 500 from the engine', async (url) => {
  const res = await app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ code: 'VALIDATION', message: expect.stringMatching(/^El campo «(page|per_page)» /) });
});

test('a JSON body number of 1e400 (Infinity once parsed) is a 400', async () => {
  const res = await app.inject({ method: 'POST', url: '/monitoring', headers: { 'content-type': 'application/json' }, payload: '{"source":"x","version":"1","level":"error","message":"m","line":1e400}' });
  expect(res.statusCode).toBe(400);
});

test('unknown API paths are a JSON 404 in Spanish', async () => {
  const res = await app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
  expect(res.statusCode).toBe(404);
  expect(res.json()).toMatchObject({ statusCode: 404, message: 'No encontramos el recurso solicitado.' });
});

describe('error handler mapping', () => {
  let child: FastifyInstance;
  beforeAll(async () => {
    const { default: Fastify } = await import('fastify');
    const { handleError } = await import('./errors');
    child = Fastify().withTypeProvider<TypeBoxTypeProvider>();
    child.setErrorHandler(handleError);
    child.get('/conflict', async () => {
      throw ConflictError('Ese nombre de usuario ya está en uso.');
    });
    child.get('/boom', async () => {
      throw new Error('E11000 duplicate key error collection: gangazo.users secret details');
    });
    child.get('/typed', { schema: { querystring: Type.Object({ page: Type.Integer({ minimum: 1 }) }) } }, async () => 'ok');
    child.decorate('config', { siteName: 'Gangazo' } as FastifyInstance['config']);
    child.get('/db-lost', async () => {
      const error = new Error('Server selection timed out after 1000 ms');
      error.name = 'MongoServerSelectionError';
      throw error;
    });
    child.get('/db-buffering', async () => {
      const { default: mongoose } = await import('mongoose');
      throw new mongoose.Error('Operation `offers.find()` buffering timed out after 1000ms');
    });
    await child.ready();
  });
  afterAll(() => child.close());

  test('typed service errors keep their status and message', async () => {
    const res = await child.inject({ method: 'GET', url: '/conflict' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ statusCode: 409, error: 'Conflict', message: 'Ese nombre de usuario ya está en uso.', code: 'CONFLICT' });
  });

  test('unexpected errors are a generic 500 that leaks nothing', async () => {
    const res = await child.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('E11000');
    expect(res.json().message).toBe('Ha ocurrido un error interno. Por favor, intenta de nuevo más tarde.');
  });

  test('the database lost mid-request is a Spanish 503 (JSON for the API, a page for people), not a 500', async () => {
    for (const url of ['/db-lost', '/db-buffering']) {
      const res = await child.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('10');
      expect(res.json()).toEqual({ statusCode: 503, error: 'Service Unavailable', message: 'La base de datos no está disponible en este momento. Intenta de nuevo en unos segundos.', code: 'DATABASE_UNAVAILABLE' });
    }
    const page = await child.inject({ method: 'GET', url: '/db-lost', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(503);
    expect(page.body).toContain('<h1>Volvemos en un momento</h1>');
  });

  test('numbers in the query are checked', async () => {
    const res = await child.inject({ method: 'GET', url: '/typed?page=abc' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('El campo «page» debe ser un número entero.');
    const zero = await child.inject({ method: 'GET', url: '/typed?page=0' });
    expect(zero.json().message).toBe('El campo «page» debe ser mayor o igual a 1.');
  });
});
