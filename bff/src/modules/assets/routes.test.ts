import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { buildTestApp } from '../../test/build-test-app';
import { createUser } from '../../test/login';

let app: FastifyInstance;
let auth: { authorization: string };
beforeAll(async () => {
  app = await buildTestApp();
  auth = (await createUser(app)).authHeader;
});
afterAll(() => app.close());

const BOUNDARY = '----gangazo-assets';
function multipart(file: Buffer, filename = 'foto.png', contentType = 'image/png'): Buffer {
  return Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}
const upload = (type: string, body: Buffer, headers: Record<string, string> = auth) =>
  app.inject({ method: 'POST', url: `/api/v1/assets?type=${type}`, headers: { ...headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }, payload: body });
const picture = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#1e88e5' } }).png().toBuffer();

test('an uploaded image is stored and served resized, with immutable caching and a disk cache', async () => {
  const res = await upload('offer', multipart(await picture(1200, 800)));
  expect(res.statusCode).toBe(201);
  const { key, url, width, height } = res.json();
  expect(key).toMatch(/^offer\/[0-9a-f]{24}$/);
  expect(url).toBe(`/api/v1/images/${key}`);
  expect([width, height]).toEqual([1200, 800]);

  const original = await app.inject({ method: 'GET', url });
  expect(original.statusCode).toBe(200);
  expect(original.headers['content-type']).toBe('image/webp');
  expect(original.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(await sharp(original.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1200, height: 800 });

  const card = await app.inject({ method: 'GET', url: `${url}?width=320&height=240` });
  expect(card.statusCode).toBe(200);
  expect(card.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(await sharp(card.rawPayload).metadata()).toMatchObject({ width: 320, height: 240 });
  const variants = path.join(app.config.dataDir, 'assets', 'variants', 'offer');
  expect(fs.readdirSync(variants).some((name) => name.endsWith('-320x240-cover.webp'))).toBe(true);

  // One side given: the other follows the picture; sizes snap up to the ladder (300 → 320).
  const byWidth = await app.inject({ method: 'GET', url: `${url}?width=300` });
  expect(await sharp(byWidth.rawPayload).metadata()).toMatchObject({ width: 320, height: 213 });
});

test('uploads need a session, a real image, a known type and a file', async () => {
  const png = await picture(64, 64);
  expect((await upload('offer', multipart(png), {})).statusCode).toBe(401);
  const fake = await upload('offer', multipart(Buffer.from('<svg onload="alert(1)"></svg>'), 'x.png'));
  expect(fake.statusCode).toBe(415);
  expect(fake.json().message).toMatch(/imagen/);
  const svg = await upload('offer', multipart(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'), 'x.svg', 'image/svg+xml'));
  expect(svg.statusCode).toBe(415);
  expect((await upload('avatar', multipart(png))).statusCode).toBe(400);
  expect((await upload('virus', multipart(png))).statusCode).toBe(400);
  const json = await app.inject({ method: 'POST', url: '/api/v1/assets?type=offer', headers: auth, payload: { file: 'x' } });
  expect(json.statusCode).toBe(415);
  const empty = await app.inject({
    method: 'POST',
    url: '/api/v1/assets?type=offer',
    headers: { ...auth, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="title"\r\n\r\nhola\r\n--${BOUNDARY}--\r\n`,
  });
  expect(empty.statusCode).toBe(400);
});

test('an upload over 5 MB is refused with 413', async () => {
  const big = Buffer.alloc(5 * 1024 * 1024 + 10, 1);
  const res = await upload('offer', multipart(big));
  expect(res.statusCode).toBe(413);
});

describe('image requests out of bounds are 4xx', () => {
  test.each([
    ['/api/v1/images/offer/ffffffffffffffffffffffff', 404],
    ['/api/v1/images/offer/ffffffffffffffffffffffff?width=100', 404],
    ['/api/v1/images/offer/..%2F..%2Fetc%2Fpasswd', 400],
    ['/api/v1/images/secret/ffffffffffffffffffffffff', 400],
    ['/api/v1/images/offer/ffffffffffffffffffffffff?width=10000', 400],
    ['/api/v1/images/offer/ffffffffffffffffffffffff?width=0', 400],
    ['/api/v1/images/offer/ffffffffffffffffffffffff?height=abc', 400],
    ['/api/v1/images/offer/ffffffffffffffffffffffff?fit=fill', 400],
  ])('%s → %i', async (url, status) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(status);
  });
});
