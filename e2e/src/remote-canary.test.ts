// A team sends a new coupons build to a share of browsers before everyone gets it, and a staff
// member tries a build in their own browser only. The canary build is served by a second local host
// (a CDN stand-in) and deployed with the coupons team's token on a site of this file's own.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, screenshot } from './support/browser';
import { replaceStringLiteral } from './support/built-code';
import { callSite, staticHost, type Host } from './support/team-host';
import { startServer, SUPERADMIN, type ServerState } from './support/server';

const REPO_ROOT = path.resolve(__dirname, '..', '..');
const COUPONS_DIST = path.join(REPO_ROOT, 'mf-coupons', 'dist');
const COUPONS_TOKEN = 'coupons-team-token-of-the-canary-test';
const HEADING = 'Ofertas del día';
const CANARY_HEADING = 'Ofertas del día — canario';
const BUCKET_KEY = 'gangazo:canary-bucket';
const OVERRIDES_KEY = 'gangazo:remote-overrides';

/** Every .js file under `dir`. */
function scripts(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? scripts(path.join(dir, d.name)) : d.name.endsWith('.js') ? [path.join(dir, d.name)] : []));
}

let browser: Browser;
let cdnRoot: string;
let cdn: Host;
let site: { state: ServerState; child: ChildProcess };
let canaryVersion = '';
let stable: { version: string; entry: string; routes: string[]; slots: string[]; platform: string };

const api = (pathname: string, init: RequestInit & { token?: string } = {}) => callSite(site.state.baseUrl, pathname, init);

/** The coupons canary goes to `percent` % of browsers (its files already on the team's host). */
async function sendCanary(percent: number): Promise<void> {
  const res = await api('/api/v1/remotes/coupons', {
    method: 'PUT',
    token: COUPONS_TOKEN,
    body: JSON.stringify({
      version: canaryVersion,
      entry: `${cdn.origin}/coupons/canario/mf-manifest.json`,
      serverEntry: `${cdn.origin}/coupons/canario/server/remoteEntry.js`,
      routes: stable.routes,
      slots: stable.slots,
      platform: stable.platform,
      canary: { percent },
    }),
  });
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ version: stable.version, canary: { version: canaryVersion, percent } });
}

interface Visit {
  context: BrowserContext;
  page: Page;
  /** Errors the page threw or logged about hydration, and every error report it sent to /monitoring. */
  errors: string[];
}

/** A new browser (its own storage), optionally with storage set before any script of the site runs. */
async function newBrowser(storage: Record<string, string> = {}): Promise<Visit> {
  const context = await browser.newContext({ baseURL: site.state.baseUrl, locale: 'es-CO', viewport: { width: 1280, height: 800 } });
  if (Object.keys(storage).length > 0) {
    await context.addInitScript((values: Record<string, string>) => {
      // Only on the first page of this browser: what the site writes afterwards stays.
      if (sessionStorage.getItem('e2e-seeded')) return;
      sessionStorage.setItem('e2e-seeded', '1');
      for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
    }, storage);
  }
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat/i.test(message.text())) errors.push(message.text());
  });
  // A hydration mismatch React recovers from is reported (onRecoverableError), not thrown.
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/monitoring') errors.push(`/monitoring: ${request.postData() ?? ''}`);
  });
  return { context, page, errors };
}

/** Opens `url` and waits until the page answers clicks; returns the home's heading once it reads `expected`. */
async function headingAfterLoad(page: Page, url: string, expected?: string): Promise<string> {
  await page.goto(url);
  await page.waitForSelector('html[data-interactive]', { state: 'attached', timeout: 30_000 });
  const heading = page.locator('#home-title');
  await heading.waitFor({ timeout: 20_000 });
  if (expected) await page.waitForFunction((text) => document.getElementById('home-title')?.textContent === text, expected, { timeout: 10_000 });
  // The page settles: a browser that hydrated the stable build would not switch afterwards.
  await page.waitForTimeout(500);
  return (await heading.textContent()) ?? '';
}

const canaryFetched = () => cdn.requests.some((p) => p.startsWith('/coupons/canario/'));

beforeAll(async () => {
  cdnRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'gangazo-e2e-canary-'));
  cdn = await staticHost(cdnRoot);
  // The canary: this checkout's coupons build with a heading a shopper can tell apart (browser and server code).
  const canary = path.join(cdnRoot, 'coupons', 'canario');
  fs.cpSync(COUPONS_DIST, canary, { recursive: true });
  let changed = 0;
  for (const file of scripts(canary)) {
    const code = replaceStringLiteral(fs.readFileSync(file, 'utf8'), HEADING, CANARY_HEADING);
    if (code === null) continue;
    fs.writeFileSync(file, code);
    changed += 1;
  }
  expect(changed).toBeGreaterThanOrEqual(2);
  site = await startServer({ REMOTES_DEPLOY_TOKENS: `coupons:${COUPONS_TOKEN}`, SSR_ALLOWED_ORIGINS: cdn.origin });
  browser = await launchBrowser();
  const { body } = await api('/api/v1/remotes');
  const coupons = (body.remotes as (typeof stable & { name: string })[]).find((r) => r.name === 'coupons');
  if (!coupons) throw new Error('coupons is not in the registry');
  stable = coupons;
  canaryVersion = `${coupons.version}-canario`;
}, 240_000);

afterAll(async () => {
  await browser?.close();
  site?.child.kill();
  await cdn?.close();
  fs.rmSync(cdnRoot, { recursive: true, force: true });
});

describe('a canary of coupons', () => {
  test('at 0 % no browser gets it, not even the lowest bucket; the server renders the stable build', async () => {
    await sendCanary(0);
    cdn.requests.length = 0;
    const browsers: Record<string, string>[] = [{}, {}, { [BUCKET_KEY]: '0' }];
    for (const storage of browsers) {
      const visit = await newBrowser(storage);
      try {
        expect(await headingAfterLoad(visit.page, '/')).toBe(HEADING);
        expect(visit.errors).toEqual([]);
        if (storage[BUCKET_KEY] !== undefined) await screenshot(visit.page, 'remote-canary-0-percent');
      } finally {
        await visit.context.close();
      }
    }
    expect(canaryFetched()).toBe(false);
    const html = await (await fetch(`${site.state.baseUrl}/`, { headers: { accept: 'text/html' } })).text();
    expect(html).toContain(HEADING);
    expect(html).not.toContain(CANARY_HEADING);
  });

  test('a staff member tries it with ?probar=: the canary with a banner on every page, until Quitar', async () => {
    const signIn = await api('/api/v1/user_token', { method: 'POST', body: JSON.stringify({ auth: { email: SUPERADMIN.email, password: SUPERADMIN.password } }) });
    expect(signIn.status).toBe(200);
    const visit = await newBrowser({ APP_TOKEN: String(signIn.body.jwt), [BUCKET_KEY]: '0' });
    const { page } = visit;
    try {
      expect(await headingAfterLoad(page, `/?probar=coupons@${encodeURIComponent(canaryVersion)}`, CANARY_HEADING)).toBe(CANARY_HEADING);
      const banner = page.getByRole('status', { name: 'Versiones de prueba' });
      await banner.waitFor();
      expect(await banner.textContent()).toBe(`Estás viendo coupons ${canaryVersion} (versión de prueba) — Quitar`);
      // The parameter left the address; the choice is kept by its entry, not by what was typed.
      expect(new URL(page.url()).search).toBe('');
      expect(JSON.parse((await page.evaluate((key) => localStorage.getItem(key), OVERRIDES_KEY)) ?? '{}')).toEqual({ coupons: `${cdn.origin}/coupons/canario/mf-manifest.json` });
      expect(visit.errors).toEqual([]);
      await screenshot(page, 'remote-canary-override');

      // Another page, another load: still the canary, still the banner.
      await page.goto('/foro');
      await page.waitForSelector('html[data-interactive]', { state: 'attached', timeout: 30_000 });
      await banner.waitFor();
      expect(await headingAfterLoad(page, '/', CANARY_HEADING)).toBe(CANARY_HEADING);

      await Promise.all([page.waitForEvent('load'), banner.getByRole('button', { name: 'Quitar' }).click()]);
      expect(await headingAfterLoad(page, '/', HEADING)).toBe(HEADING);
      expect(await banner.count()).toBe(0);
      expect(await page.evaluate((key) => localStorage.getItem(key), OVERRIDES_KEY)).toBeNull();
      await screenshot(page, 'remote-canary-override-removed');
    } finally {
      await visit.context.close();
    }
  });

  test("a visitor's own storage value is ignored: no staff session, no other build", async () => {
    const entry = `${cdn.origin}/coupons/canario/mf-manifest.json`;
    cdn.requests.length = 0;
    const visit = await newBrowser({ [OVERRIDES_KEY]: JSON.stringify({ coupons: entry }), [BUCKET_KEY]: '0' });
    try {
      expect(await headingAfterLoad(visit.page, `/?probar=coupons@${encodeURIComponent(canaryVersion)}`)).toBe(HEADING);
      expect(await visit.page.getByRole('status', { name: 'Versiones de prueba' }).count()).toBe(0);
    } finally {
      await visit.context.close();
    }
    expect(canaryFetched()).toBe(false);
  });

  test('at 50 % a browser keeps its bucket: in below the share, out above it', async () => {
    await sendCanary(50);
    for (const [bucket, expected] of [
      ['10', CANARY_HEADING],
      ['90', HEADING],
    ] as const) {
      const visit = await newBrowser({ [BUCKET_KEY]: bucket });
      try {
        expect(await headingAfterLoad(visit.page, '/', expected)).toBe(expected);
        // Sticky: the next load in the same browser is the same build.
        expect(await headingAfterLoad(visit.page, '/', expected)).toBe(expected);
        expect(visit.errors).toEqual([]);
      } finally {
        await visit.context.close();
      }
    }
  });

  test('at 100 % every new browser gets it, drawn in the browser over the stable server HTML without hydration errors', async () => {
    await sendCanary(100);
    const visit = await newBrowser();
    try {
      expect(await headingAfterLoad(visit.page, '/', CANARY_HEADING)).toBe(CANARY_HEADING);
      expect(visit.errors).toEqual([]);
      await screenshot(visit.page, 'remote-canary-100-percent');
    } finally {
      await visit.context.close();
    }
    const html = await (await fetch(`${site.state.baseUrl}/`, { headers: { accept: 'text/html' } })).text();
    expect(html).not.toContain(CANARY_HEADING);
  });

  test('promoted, it is the build of everyone, the server included; a rollback brings the stable one back', async () => {
    const promoted = await api('/api/v1/remotes/coupons/promote', { method: 'POST', token: COUPONS_TOKEN });
    expect(promoted.status).toBe(200);
    expect(promoted.body).toMatchObject({ live: { version: canaryVersion }, step: { kind: 'deploy', by: 'coupons' } });
    expect((promoted.body.live as { canary?: unknown }).canary).toBeUndefined();
    const html = await (await fetch(`${site.state.baseUrl}/`, { headers: { accept: 'text/html' } })).text();
    expect(html).toContain(CANARY_HEADING);
    for (const bucket of ['99.9', '0']) {
      const visit = await newBrowser({ [BUCKET_KEY]: bucket });
      try {
        expect(await headingAfterLoad(visit.page, '/', CANARY_HEADING)).toBe(CANARY_HEADING);
        expect(visit.errors).toEqual([]);
        if (bucket === '99.9') await screenshot(visit.page, 'remote-canary-promoted');
      } finally {
        await visit.context.close();
      }
    }
    const back = await api('/api/v1/remotes/coupons/rollback', { method: 'POST', token: COUPONS_TOKEN });
    expect(back.status).toBe(200);
    expect(back.body.live).toMatchObject({ version: stable.version, entry: stable.entry });
  });
});
