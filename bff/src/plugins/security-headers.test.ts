import type { RemoteEntry } from '@gangazo/contracts';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, makeStaticFixture } from '../test/build-test-app';
import { NON_PAGE_POLICY, pagePolicy, remoteOrigins, scriptHash } from './security-headers';
import { SCRIPT_AFTER_PAINT, THEME_SCRIPT } from '../lib/shell-html';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ staticRoot: makeStaticFixture() });
});
afterAll(() => app.close());

const page = (headers: Record<string, string> = {}) => app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html', ...headers } });

/** The policy's directives by name. */
function directives(policy: string): Map<string, string[]> {
  return new Map(policy.split(';').map((part) => part.trim().split(/\s+/)).map(([name = '', ...values]) => [name, values]));
}

test('pages: a policy that runs no inline script but those hashed, frames nothing and is framed by no one', async () => {
  const res = await page();
  expect(res.statusCode).toBe(200);
  const policy = directives(String(res.headers['content-security-policy']));
  const scripts = policy.get('script-src') ?? [];
  expect(scripts).toContain("'self'");
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).not.toContain("'unsafe-eval'");
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'self'"]);
  expect(policy.get('frame-src')).toEqual(['https://www.youtube.com', 'https://youtube.com', 'https://www.youtube-nocookie.com', 'https://player.vimeo.com']);

  // Every inline script the page holds (data blocks aside) is allowed by its hash, and no other than
  // the site's own two (the theme, and the loader a server-rendered page starts its script with).
  const inline = [...res.body.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = '']) => !/type="application\/(ld\+)?json"/.test(attributes))
    .map(([, , source = '']) => scriptHash(source));
  expect(inline.length).toBeGreaterThan(0);
  const allowed = scripts.filter((value) => value.startsWith("'sha256-")).sort();
  for (const hash of inline) expect(allowed).toContain(hash);
  const own = [THEME_SCRIPT, SCRIPT_AFTER_PAINT].map((tag) => scriptHash(tag.replace(/^<script>/, '').replace(/<\/script>$/, '')));
  expect(allowed).toEqual(own.sort());
});

test('every answer: nosniff, no framing, a strict referrer, few browser powers', async () => {
  for (const res of [await page(), await app.inject({ method: 'GET', url: '/api/v1/remotes' }), await app.inject({ method: 'GET', url: '/api/v1/no-existe' })]) {
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['permissions-policy']).toContain('camera=()');
    expect(res.headers['permissions-policy']).toContain('geolocation=()');
  }
  const api = await app.inject({ method: 'GET', url: '/api/v1/remotes' });
  expect(api.headers['content-security-policy']).toBe(NON_PAGE_POLICY);
});

test('scripts and stylesheets carry nosniff and none of the policies that only documents read', async () => {
  for (const url of ['/assets/main.0123456789abcdef.js', '/mf/demo/remoteEntry.abcdef0123456789.js']) {
    const res = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    for (const header of ['content-security-policy', 'x-frame-options', 'permissions-policy', 'cross-origin-opener-policy', 'referrer-policy']) expect(res.headers[header]).toBeUndefined();
  }
  // A script's address that is not a file is answered like any other missing thing: with the policies.
  const missing = await app.inject({ method: 'GET', url: '/assets/no-existe.0123456789abcdef.js' });
  expect(missing.statusCode).toBe(404);
  expect(missing.headers['content-security-policy']).toBe(NON_PAGE_POLICY);
  expect(missing.headers['x-frame-options']).toBe('DENY');
});

test('HSTS only when the request came over https through a trusted proxy', async () => {
  expect((await page()).headers['strict-transport-security']).toBeUndefined();
  // TRUST_PROXY defaults to loopback: a local proxy's X-Forwarded-Proto counts, anyone else's does not.
  const proxied = await page({ 'x-forwarded-proto': 'https' });
  expect(proxied.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  const spoofed = await app.inject({ method: 'GET', url: '/', remoteAddress: '200.1.2.3', headers: { accept: 'text/html', 'x-forwarded-proto': 'https' } });
  expect(spoofed.headers['strict-transport-security']).toBeUndefined();
});

test("remotes deployed on other origins are allowed to load their scripts, styles and manifests; this site's own paths are 'self'", () => {
  const entry = (name: string, url: string) => ({ name, entry: url }) as RemoteEntry;
  const origins = remoteOrigins([entry('coupons', '/mf/coupons/mf-manifest.json'), entry('forum', 'https://cdn.gangazo.co/forum/2.0.0/mf-manifest.json'), entry('auth', 'https://cdn.gangazo.co/auth/mf-manifest.json'), entry('x', 'javascript:alert(1)')]);
  expect(origins).toEqual(['https://cdn.gangazo.co']);
  const policy = directives(pagePolicy(origins));
  expect(policy.get('script-src')?.slice(0, 2)).toEqual(["'self'", 'https://cdn.gangazo.co']);
  expect(policy.get('connect-src')).toEqual(["'self'", 'https://cdn.gangazo.co']);
  expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'", 'https://cdn.gangazo.co']);
});

test('with Google sign-in configured, its script, styles, frame and calls are allowed (and only its /gsi/ paths)', () => {
  const policy = directives(pagePolicy([], { googleSignIn: true }));
  for (const name of ['script-src', 'style-src', 'connect-src', 'frame-src']) expect(policy.get(name)).toContain('https://accounts.google.com/gsi/');
  expect(directives(pagePolicy([])).get('script-src')).not.toContain('https://accounts.google.com/gsi/');
});
