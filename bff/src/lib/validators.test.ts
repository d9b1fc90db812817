// JSON bodies are checked as sent (no coercion); query strings still are read as text.
import { encodeCategoryId } from '@gangazo/contracts';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../test/build-test-app';
import { createUser } from '../test/login';

let app: FastifyInstance;
let token: string;
beforeAll(async () => {
  app = await buildTestApp();
  ({ token } = await createUser(app));
});
afterAll(() => app.close());

const login = (auth: Record<string, unknown>) => app.inject({ method: 'POST', url: '/api/v1/user_token', payload: { auth }, remoteAddress: '10.77.0.1' });
const share = (fields: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/offers',
    headers: { authorization: `Bearer ${token}` },
    payload: {
      kind: 'offer',
      title: 'Televisor de prueba sin coerción',
      url: 'https://www.exito.com/tv',
      shop: 'exito',
      category: encodeCategoryId('tecnologia'),
      previous_price: 2_899_900,
      availability: 'online',
      description: { ops: [{ insert: 'Un televisor.\n' }] },
      ...fields,
    },
  });

test('a password sent as an array, a number or a boolean is refused, not read as text', async () => {
  for (const password of [['clave-123'], 12345678, true]) {
    const res = await login({ email: 'nadie@example.co', password });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('El campo «auth.password» debe ser un texto.');
  }
});

test.each([
  ['true', true],
  ['a hexadecimal text', '0x10'],
  ['blank text', '   '],
  ['a number as text', '199900'],
])('a price sent as %s is a 400 naming the field, never a number', async (_what, price) => {
  const res = await share({ price });
  expect(res.statusCode).toBe(400);
  expect(res.json().message).toMatch(/«price»/);
});

test('query strings are still read as text: ?page=2 is the number 2', async () => {
  const res = await app.inject({ method: 'GET', url: '/api/v1/forum?page=2&per_page=5' });
  expect(res.statusCode).toBe(200);
});
