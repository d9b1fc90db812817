// A remote whose host hangs, and a remote whose code throws: the page keeps working, and the error
// reaches /monitoring under the remote that owns the code, with its version. Each remote is
// deployed (the ops token, through the checked PUT) to a "team host" of this test — another origin
// serving a copy of its build with CORS — which then stops answering, or whose entry script carries
// a click handler that throws. Runs its own site, with a deploy token.
import fs from 'node:fs';
import http from 'node:http';
import type net from 'node:net';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot } from './support/browser';
import { callSite } from './support/team-host';
import { startServer, SUPERADMIN, type ServerState } from './support/server';

const REPO_ROOT = path.resolve(__dirname, '..', '..');
const OPS_TOKEN = 'ops-token-of-the-remote-failures-test';
const FALLBACK = 'No pudimos cargar esta sección.';

let site: { state: ServerState; child: { kill: () => boolean } };
let browser: Browser;
let page: Page;

beforeAll(async () => {
  site = await startServer({ REMOTES_DEPLOY_TOKEN: OPS_TOKEN });
  browser = await launchBrowser();
}, 240_000);
afterAll(async () => {
  await browser?.close();
  site?.child.kill();
});
beforeEach(async () => {
  const context = await browser.newContext({ baseURL: site.state.baseUrl, locale: 'es-CO', viewport: { width: 1280, height: 800 } });
  page = await context.newPage();
});
afterEach(async () => {
  await page.context().close();
});

/** Opens a page and waits until it answers clicks (hydrated), as a shopper does. */
async function open(pathname: string): Promise<void> {
  await page.goto(pathname);
  await page.waitForSelector('html[data-interactive]', { state: 'attached', timeout: 30_000 });
}

const api = (pathname: string, init: RequestInit & { token?: string } = {}) => callSite(site.state.baseUrl, pathname, init);

interface LiveRemote {
  name: string;
  version: string;
  routes: string[];
  slots: string[];
  platform: string;
}

/** Points `name` at `entry` with the ops token, through the BFF's checked deploy. */
async function deploy(name: string, entry: string, version?: string): Promise<void> {
  const { body } = await api('/api/v1/remotes');
  const live = (body.remotes as LiveRemote[]).find((remote) => remote.name === name);
  if (!live) throw new Error(`${name} is not registered`);
  const res = await api(`/api/v1/remotes/${name}`, {
    method: 'PUT',
    token: OPS_TOKEN,
    body: JSON.stringify({ version: version ?? live.version, entry, routes: live.routes, slots: live.slots, platform: live.platform }),
  });
  expect([res.status, res.body]).toEqual([200, expect.objectContaining({ entry })]);
}

async function rollback(name: string): Promise<void> {
  expect((await api(`/api/v1/remotes/${name}/rollback`, { method: 'POST', token: OPS_TOKEN })).status).toBe(200);
}

/**
 * A team's host: serves `mf-<name>/dist` with CORS, like /mf/ does. `hang()` makes it accept every
 * connection and never answer; `append` adds code to the end of the entry script.
 */
async function teamHost(name: string, append = ''): Promise<{ origin: string; connectionsSinceHang: number[]; hang: () => void; close: () => Promise<void> }> {
  const dist = path.join(REPO_ROOT, `mf-${name}`, 'dist');
  let hanging = false;
  const connectionsSinceHang: number[] = [];
  const server = http.createServer((req, res) => {
    if (hanging) return; // never answered
    const relative = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname).replace(/^\/+/, '');
    const file = path.join(dist, relative);
    if (!file.startsWith(dist + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile() || file.endsWith('.map')) {
      res.writeHead(404, { 'access-control-allow-origin': '*' }).end();
      return;
    }
    const type = file.endsWith('.js') ? 'text/javascript' : file.endsWith('.css') ? 'text/css' : 'application/json';
    let body = fs.readFileSync(file, 'utf8');
    if (/^remoteEntry\..*\.js$/.test(path.basename(file))) body += append;
    res.writeHead(200, { 'content-type': type, 'access-control-allow-origin': '*', 'cache-control': 'no-cache' }).end(body);
  });
  server.on('connection', (socket) => {
    if (hanging) connectionsSinceHang.push(Date.now());
    socket.on('error', () => undefined);
  });
  const port = await listen(server);
  return {
    origin: `http://127.0.0.1:${port}`,
    connectionsSinceHang,
    hang: () => {
      hanging = true;
      // Kept-alive sockets from the deploy check would let a request skip the new connection.
      server.closeIdleConnections();
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

async function listen(server: net.Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

test('a remote whose host accepts and never answers falls back within 3 s; the search box still works; Reintentar asks the registry again', async () => {
  const host = await teamHost('forum');
  try {
    await deploy('forum', `${host.origin}/mf-manifest.json`);
    host.hang();
    // When the fallback is drawn, by the page's own clock (epoch ms, the same machine's as the host's).
    await page.addInitScript((text: string) => {
      new MutationObserver((_records, observer) => {
        if (!document.body?.textContent?.includes(text)) return;
        observer.disconnect();
        document.documentElement.dataset.fallbackAt = String(Math.round(performance.timeOrigin + performance.now()));
      }).observe(document, { childList: true, subtree: true, characterData: true });
    }, FALLBACK);
    await open('/forum');
    await page.getByText(FALLBACK).waitFor({ timeout: 10_000 });
    const shownAt = Number(await page.locator('html').getAttribute('data-fallback-at'));
    // The first attempt and its retry each opened a connection the host never answered.
    expect(host.connectionsSinceHang.length).toBeGreaterThanOrEqual(2);
    const waited = shownAt - (host.connectionsSinceHang[0] ?? 0);
    // Drawn by the browser after it gave up on the host (not in the server's HTML), within 3 s.
    expect(waited).toBeGreaterThan(2 * 1_000);
    expect(waited).toBeLessThanOrEqual(3_000);
    await screenshot(page, 'remote-hung-fallback');

    // The rest of the page answers: the top bar's search finds a shop.
    const search = page.getByRole('combobox', { name: 'Buscar ofertas, cupones y tiendas' });
    await search.click();
    await search.pressSequentially('exi', { delay: 40 });
    await page.getByRole('listbox', { name: 'Resultados de búsqueda' }).getByRole('option', { name: 'Éxito', exact: true }).waitFor();
    await page.keyboard.press('Escape');

    // Ops roll forum back; the page still holds the hung entry, and Reintentar asks the registry.
    await rollback('forum');
    const registryAsked = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/v1/remotes');
    await page.locator('main').getByRole('button', { name: 'Reintentar' }).click();
    await registryAsked;
    await page.locator('main h1').first().waitFor();
    expect(await page.getByText(FALLBACK).count()).toBe(0);
    await screenshot(page, 'remote-hung-retried');
  } finally {
    await host.close();
  }
});

/** A click handler in coupons' own entry script that throws: a remote's bug, in the remote's file. */
const BROKEN_CLICK = `;document.addEventListener('click', function brokenCouponClick(event) {
  if (event.target instanceof Element && event.target.closest('[data-roto]')) throw new Error('clic roto en coupons');
});\n`;

test("an error thrown in a remote's click handler arrives at /monitoring tagged with that remote and its version, from another origin too", async () => {
  const host = await teamHost('coupons', BROKEN_CLICK);
  const version = `9.9.${Date.now() % 1000}-e2e`;
  try {
    await deploy('coupons', `${host.origin}/mf-manifest.json`, version);
    const entryScript = page.waitForRequest((request) => request.url().startsWith(`${host.origin}/remoteEntry.`));
    await open('/');
    await page.getByRole('tab', { name: 'Destacadas' }).waitFor();
    // Loaded in CORS mode (crossorigin="anonymous"; the runtime removes the tag once loaded): a script
    // request without it carries no Origin, and its errors would reach the page as "Script error.".
    expect(await (await entryScript).headerValue('origin')).toBe(new URL(site.state.baseUrl).origin);

    const reported = page.waitForRequest((request) => new URL(request.url()).pathname === '/monitoring' && (request.postData() ?? '').includes('clic roto'));
    await page.evaluate(() => {
      const button = document.createElement('button');
      button.dataset.roto = 'sí';
      button.textContent = 'Botón roto';
      document.querySelector('main')?.append(button);
    });
    await page.getByRole('button', { name: 'Botón roto' }).click();
    const request = await reported;
    const report = JSON.parse(request.postData() ?? '{}') as Record<string, string>;
    expect(report).toMatchObject({ source: 'coupons', version, level: 'error', reason: 'runtime', message: 'Error: clic roto en coupons' });
    // A real stack, not the browser's bare "Script error.".
    expect(report.stack).toContain(`${host.origin}/remoteEntry.`);
    expect((await request.response())?.status()).toBe(204);

    // The BFF kept it under coupons, for the admin page.
    const { body: session } = await api('/api/v1/user_token', { method: 'POST', body: JSON.stringify({ auth: { email: SUPERADMIN.email, password: SUPERADMIN.password } }) });
    const health = await fetch(`${site.state.baseUrl}/api/v1/remotes/health`, { headers: { authorization: `Bearer ${String(session.jwt)}` } });
    const { remotes } = (await health.json()) as { remotes: Array<{ name: string; lastReports: Array<{ message: string; version: string; reason: string }> }> };
    expect(remotes.find((remote) => remote.name === 'coupons')?.lastReports).toEqual(
      expect.arrayContaining([expect.objectContaining({ message: 'Error: clic roto en coupons', version, reason: 'runtime' })]),
    );
  } finally {
    await rollback('coupons');
    await host.close();
  }
});
