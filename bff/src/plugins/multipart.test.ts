import { PassThrough } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { handleError } from './errors';
import multipartPlugin, { formBoundary, MULTIPART_MESSAGES, readMultipart, watchClosingDelimiter } from './multipart';

test('the boundary is read quoted or not, and only as the boundary parameter', () => {
  expect(formBoundary('multipart/form-data; boundary=----WebKitFormBoundaryAbc123')).toBe('----WebKitFormBoundaryAbc123');
  expect(formBoundary('multipart/form-data; charset=utf-8; boundary="a b:c"')).toBe('a b:c');
  expect(formBoundary('multipart/form-data;boundary=x;charset=utf-8')).toBe('x');
  expect(formBoundary('multipart/form-data')).toBeNull();
  expect(formBoundary('multipart/form-data; boundary=')).toBeNull();
  expect(formBoundary('multipart/form-data; xboundary=x')).toBeNull();
  expect(formBoundary(undefined)).toBeNull();
});

test('the closing delimiter is found even when it arrives split across chunks', () => {
  const stream = new PassThrough();
  const closing = watchClosingDelimiter(stream, 'frontera');
  stream.write(Buffer.from('--frontera\r\nContent-Disposition: form-data; name="a"\r\n\r\nx\r\n--fron'));
  expect(closing.seen()).toBe(false);
  stream.write(Buffer.from('tera-'));
  expect(closing.seen()).toBe(false);
  stream.write(Buffer.from('-\r\n'));
  expect(closing.seen()).toBe(true);
  closing.stop();
});

test('the next part\'s delimiter is not mistaken for the closing one', () => {
  const stream = new PassThrough();
  const closing = watchClosingDelimiter(stream, 'frontera');
  stream.write(Buffer.from('--frontera\r\nContent-Disposition: form-data; name="a"\r\n\r\nx\r\n--frontera\r\n'));
  expect(closing.seen()).toBe(false);
  closing.stop();
});

describe('readMultipart', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    app.setErrorHandler(handleError);
    await app.register(multipartPlugin);
    app.post('/form', { schema: { consumes: ['multipart/form-data'] } }, async (request) => {
      const body = await readMultipart(request);
      return { fields: body.fields.map((field) => `${field.name}=${field.value}`), file: body.file ? `${body.file.name}:${body.file.data.toString()}` : null };
    });
    app.post('/undeclared', async (request) => readMultipart(request));
    await app.ready();
  });
  afterAll(() => app.close());

  test('reads a whole form: a quoted boundary, fields in order, one file and an epilogue', async () => {
    const payload =
      '--a b\r\nContent-Disposition: form-data; name="uno"\r\n\r\n1\r\n' +
      '--a b\r\nContent-Disposition: form-data; name="dos"\r\n\r\n2\r\n' +
      '--a b\r\nContent-Disposition: form-data; name="foto"; filename="f.txt"\r\nContent-Type: text/plain\r\n\r\nhola\r\n' +
      '--a b--\r\nepílogo que se ignora';
    const res = await app.inject({ method: 'POST', url: '/form', headers: { 'content-type': 'multipart/form-data; boundary="a b"' }, payload });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ fields: ['uno=1', 'dos=2'], file: 'foto:hola' });
  });

  test('an empty form (only the closing delimiter) is a form with nothing in it', async () => {
    const res = await app.inject({ method: 'POST', url: '/form', headers: { 'content-type': 'multipart/form-data; boundary=x' }, payload: '--x--\r\n' });
    expect(res.json()).toEqual({ fields: [], file: null });
  });

  test('a part declared as JSON is refused: form fields are text', async () => {
    const payload = '--x\r\nContent-Disposition: form-data; name="datos"\r\nContent-Type: application/json\r\n\r\n{"a":1}\r\n--x--\r\n';
    const res = await app.inject({ method: 'POST', url: '/form', headers: { 'content-type': 'multipart/form-data; boundary=x' }, payload });
    expect([res.statusCode, res.json().message]).toEqual([400, 'El campo «datos» debe ser un texto.']);
    const broken = payload.replace('{"a":1}', '{"a":');
    const bad = await app.inject({ method: 'POST', url: '/form', headers: { 'content-type': 'multipart/form-data; boundary=x' }, payload: broken });
    expect([bad.statusCode, bad.json().message]).toEqual([400, MULTIPART_MESSAGES.badJsonField]);
  });

  test('a field named like an Object property is refused', async () => {
    const payload = '--x\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\n1\r\n--x--\r\n';
    const res = await app.inject({ method: 'POST', url: '/form', headers: { 'content-type': 'multipart/form-data; boundary=x' }, payload });
    expect([res.statusCode, res.json().message]).toEqual([400, MULTIPART_MESSAGES.forbiddenName]);
  });

  test('a request that is not multipart is a 415', async () => {
    const res = await app.inject({ method: 'POST', url: '/form', payload: { a: 1 } });
    expect([res.statusCode, res.json().message]).toEqual([415, MULTIPART_MESSAGES.notMultipart]);
  });

  test('a route that reads a form without declaring it fails loudly (so the route tests catch it)', async () => {
    const res = await app.inject({ method: 'POST', url: '/undeclared', headers: { 'content-type': 'multipart/form-data; boundary=x' }, payload: '--x--\r\n' });
    expect(res.statusCode).toBe(500);
  });
});
