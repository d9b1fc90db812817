import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { buildTestApp, makeStaticFixture } from '../test/build-test-app';

let app: FastifyInstance;
beforeAll(async () => {
  const root = makeStaticFixture();
  // Compressed siblings like the build's: the name @fastify/static reports is then the .br/.gz one.
  const precompress = (file: string) => {
    const body = fs.readFileSync(file);
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(body));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body));
  };
  precompress(path.join(root, 'mf-demo', 'dist', 'mf-manifest.json'));
  precompress(path.join(root, 'mf-demo', 'dist', 'remote.json'));
  precompress(path.join(root, 'shell', 'dist', 'assets', 'main.0123456789abcdef.js'));
  fs.mkdirSync(path.join(root, 'mf-demo', 'dist', 'server'));
  fs.writeFileSync(path.join(root, 'mf-demo', 'dist', 'server', 'remoteEntry.js'), 'module.exports = {};');
  app = await buildTestApp({ staticRoot: root, siteUrl: 'https://gangazo.example' });
});
afterAll(() => app.close());

function bootstrapOf(html: string) {
  const match = /<script id="gangazo-bootstrap" type="application\/json">(.*?)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('sin bootstrap');
  return JSON.parse(match[1]);
}

test('the home page is the shell with SEO tags and the registry inlined', async () => {
  const res = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-cache');
  expect(res.body).toContain('<html lang="es">');
  expect(res.body).toContain('<title>Gangazo: ofertas, cupones y descuentos en Colombia</title>');
  expect(res.body).toContain('<link rel="canonical" href="https://gangazo.example/">');
  expect(res.body).toContain('<meta property="og:locale" content="es_CO">');
  expect(res.body).toContain('<link rel="manifest" href="/manifest.webmanifest">');
  // A PNG icon: an SVG one costs the page's main thread a whole SVG document while it loads.
  expect(res.body).toContain('<link rel="icon" href="/icons/32.png" sizes="32x32" type="image/png">');
  expect(res.body).toContain('<link rel="apple-touch-icon" href="/icons/180.png">');
  expect(res.body).not.toContain('favicon.svg');
  const bootstrap = bootstrapOf(res.body);
  expect(bootstrap).toMatchObject({ siteName: 'Gangazo', apiBase: '/api' });
  expect(bootstrap.remotes.map((r: { name: string }) => r.name)).toEqual(['demo']);
});

test('every client route falls back to the shell, with preloads for the route’s remote', async () => {
  const res = await app.inject({ method: 'GET', url: '/demo/42?x=1', headers: { accept: 'text/html' } });
  expect(res.statusCode).toBe(200);
  expect(res.body).toContain('<link rel="canonical" href="https://gangazo.example/demo/42">');
  expect(res.body).toContain('<link rel="preload" href="/mf/demo/mf-manifest.json" as="fetch" crossorigin="anonymous">');
  expect(res.body).toContain('<link rel="preload" href="/mf/demo/remoteEntry.abcdef0123456789.js" as="script" crossorigin="anonymous">');

  const other = await app.inject({ method: 'GET', url: '/registro-ok', headers: { accept: 'text/html' } });
  expect(other.body).toContain('<div id="root"></div>');
  expect(other.body).not.toContain('remoteEntry.abcdef0123456789.js');
});

test('a path no registered route renders is still the shell (its "no existe" view), with a 404', async () => {
  // Only `demo` is registered here: the registry, not a list in the BFF, says which pages there are.
  for (const method of ['GET', 'HEAD'] as const) {
    const res = await app.inject({ method, url: '/registro-ok', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
  }
  const page = await app.inject({ method: 'GET', url: '/registro-ok', headers: { accept: 'text/html' } });
  expect(page.body).toContain('<script id="gangazo-bootstrap" type="application/json">');
  expect((await app.inject({ method: 'HEAD', url: '/demo/42', headers: { accept: 'text/html' } })).statusCode).toBe(200);
  expect((await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } })).statusCode).toBe(200);
});

test('hashed assets are cached forever; manifests and remote.json never', async () => {
  const asset = await app.inject({ method: 'GET', url: '/assets/main.0123456789abcdef.js' });
  expect(asset.statusCode).toBe(200);
  expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  // Never revalidated, so no validators to weigh on every first visit.
  for (const header of ['etag', 'last-modified', 'accept-ranges']) expect(asset.headers[header]).toBeUndefined();

  const manifest = await app.inject({ method: 'GET', url: '/mf/demo/mf-manifest.json' });
  expect(manifest.statusCode).toBe(200);
  expect(manifest.headers['cache-control']).toBe('no-cache');
  // Revalidated on every load: a validator makes that a 304.
  expect(manifest.headers.etag).toBeDefined();
  const again = await app.inject({ method: 'GET', url: '/mf/demo/mf-manifest.json', headers: { 'if-none-match': String(manifest.headers.etag) } });
  expect(again.statusCode).toBe(304);
  expect(manifest.headers['access-control-allow-origin']).toBe('*');

  const descriptor = await app.inject({ method: 'GET', url: '/mf/demo/remote.json' });
  expect(descriptor.json()).toMatchObject({ name: 'demo', version: '1.2.3' });
});

test('precompressed files are sent to browsers that accept them', async () => {
  const res = await app.inject({ method: 'GET', url: '/mf/demo/remoteEntry.abcdef0123456789.js', headers: { 'accept-encoding': 'br, gzip' } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-encoding']).toBe('br');
});

describe.each(['br', 'gzip'])('with accept-encoding: %s', (encoding) => {
  test('hashed assets keep their forever caching', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/main.0123456789abcdef.js', headers: { 'accept-encoding': encoding } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toBe('Accept-Encoding');
  });

  test('manifests and remote.json are still revalidated', async () => {
    for (const url of ['/mf/demo/mf-manifest.json', '/mf/demo/remote.json']) {
      const res = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['access-control-allow-origin']).toBe('*');
      expect(res.headers.vary).toBe('Accept-Encoding');
    }
  });
});

test('uncompressed static files also say they vary by encoding, so caches keep both versions apart', async () => {
  for (const url of ['/assets/main.0123456789abcdef.js', '/mf/demo/mf-manifest.json']) {
    const res = await app.inject({ method: 'GET', url });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toBe('Accept-Encoding');
  }
});

test('missing assets are a 404, not the shell', async () => {
  const res = await app.inject({ method: 'GET', url: '/assets/missing.123.js', headers: { accept: '*/*' } });
  expect(res.statusCode).toBe(404);
  const remote = await app.inject({ method: 'GET', url: '/mf/demo/nothing.js' });
  expect(remote.statusCode).toBe(404);
  expect(remote.headers['content-type']).toContain('application/json');
});

test("a remote's server container is the BFF's to run, never served", async () => {
  const res = await app.inject({ method: 'GET', url: '/mf/demo/server/remoteEntry.js' });
  expect(res.statusCode).toBe(404);
});

test('source maps are not published', async () => {
  const res = await app.inject({ method: 'GET', url: '/mf/demo/remoteEntry.abcdef0123456789.js.map' });
  expect(res.statusCode).toBe(404);
  expect(res.body).not.toContain('secret.ts');
});

test('brand assets are served', async () => {
  const manifest = await app.inject({ method: 'GET', url: '/manifest.webmanifest' });
  expect(manifest.json()).toMatchObject({ name: 'Gangazo', lang: 'es-CO', start_url: '/' });
  // Android installs an app only with PNG icons of 192 and 512 px.
  expect(manifest.json().icons).toEqual([
    { src: '/icons/192.png', sizes: '192x192', type: 'image/png' },
    { src: '/icons/512.png', sizes: '512x512', type: 'image/png' },
  ]);
  for (const size of [32, 180, 192, 512]) {
    const icon = await app.inject({ method: 'GET', url: `/icons/${size}.png` });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/png');
    expect(await sharp(icon.rawPayload).metadata()).toMatchObject({ format: 'png', width: size, height: size });
  }
  expect((await app.inject({ method: 'GET', url: '/icons/64.png' })).statusCode).toBe(404);
  const svg = await app.inject({ method: 'GET', url: '/favicon.svg' });
  expect(svg.headers['content-type']).toContain('image/svg+xml');
  const og = await app.inject({ method: 'GET', url: '/og-image.png' });
  expect(og.headers['content-type']).toBe('image/png');
  expect(og.rawPayload.subarray(1, 4).toString()).toBe('PNG');
});
