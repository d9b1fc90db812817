// A team ships its remote while the site runs: the deploy tool publishes the coupons build on a
// second host (a CDN stand-in), a new version from there is live on the next page load, a rollback
// brings the previous one back, and deploys that would break the site, or that use another remote's
// token, are refused with the reason in Spanish. Runs its own site, with deploy tokens.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import type { Browser } from 'playwright-core';
import { launchBrowser, screenshot } from './support/browser';
import { replaceStringLiteral } from './support/built-code';
import { callSite, staticHost, type Host } from './support/team-host';
import { startServer, type ServerState } from './support/server';

const REPO_ROOT = path.resolve(__dirname, '..', '..');
const DEPLOY_TOOL = path.join(REPO_ROOT, 'packages', 'webpack-config', 'bin', 'deploy-remote.cjs');
const OPS_TOKEN = 'ops-token-of-the-remote-deploys-test';
const COUPONS_TOKEN = 'coupons-team-token-of-the-deploys-test';
const FORUM_TOKEN = 'forum-team-token-of-the-deploys-test';
const HEADING = 'Ofertas del día';
const NEW_HEADING = 'Ofertas del día — versión nueva';

/**
 * `npm run deploy:remote -- …` as a team runs it (without the build: e2e runs on the built site).
 * Asynchronous: the team's host answers from this process while the tool runs.
 */
async function deployTool(args: string[], env: Record<string, string>): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [DEPLOY_TOOL, ...args, '--skip-build'], { env: { ...process.env, ...env } });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const status = await new Promise<number | null>((resolve) => child.on('close', resolve));
  return { status, stdout, stderr };
}

let browser: Browser;
let cdnRoot: string;
let cdn: Host;
let site: { state: ServerState; child: ChildProcess };

beforeAll(async () => {
  cdnRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'gangazo-e2e-cdn-'));
  cdn = await staticHost(cdnRoot);
  site = await startServer({
    REMOTES_DEPLOY_TOKEN: OPS_TOKEN,
    REMOTES_DEPLOY_TOKENS: `coupons:${COUPONS_TOKEN},forum:${FORUM_TOKEN}`,
    // The team's host may serve the remote's server code too, so its pages are rendered on the server.
    SSR_ALLOWED_ORIGINS: cdn.origin,
  });
  browser = await launchBrowser();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  site?.child.kill();
  await cdn?.close();
  fs.rmSync(cdnRoot, { recursive: true, force: true });
});

const api = (pathname: string, init: RequestInit & { token?: string } = {}) => callSite(site.state.baseUrl, pathname, init);

interface LiveRemote {
  name: string;
  version: string;
  entry: string;
  serverEntry?: string;
  routes: string[];
  slots: string[];
  platform: string;
  source: 'local' | 'deployed';
}

async function coupons(): Promise<LiveRemote> {
  const { body } = await api('/api/v1/remotes');
  const remote = (body.remotes as LiveRemote[]).find((r) => r.name === 'coupons');
  if (!remote) throw new Error('coupons is not in the registry');
  return remote;
}

/** A fresh page load of the home, as a shopper opening the site; returns its h1 and the screenshot. */
async function homeHeading(name: string): Promise<string> {
  const context = await browser.newContext({ baseURL: site.state.baseUrl, locale: 'es-CO', viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  try {
    await page.goto('/');
    await page.waitForSelector('html[data-interactive]', { state: 'attached', timeout: 30_000 });
    const heading = page.locator('#home-title');
    await heading.waitFor({ timeout: 20_000 });
    await screenshot(page, `remote-deploys-${name}`);
    return (await heading.textContent()) ?? '';
  } finally {
    await context.close();
  }
}

/** The folder the deploy tool made for the build, e.g. `coupons/0.1.0-3f2a…`. */
function publishedFolder(entry: string): string {
  return new URL('.', entry).pathname.replace(/^\/|\/$/g, '');
}

describe('a team ships its remote while the site runs', () => {
  let toolEntry = '';

  test('the deploy tool publishes the build on the team host and the site loads coupons from there', async () => {
    const run = await deployTool(['coupons', '--to', cdnRoot, '--public-url', cdn.origin], { GANGAZO_URL: site.state.baseUrl, REMOTES_DEPLOY_TOKEN: COUPONS_TOKEN });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/Desplegado «coupons» \d+\.\d+\.\d+: http:\/\/127\.0\.0\.1:\d+\/coupons\/[\w.-]+\/mf-manifest\.json/);
    const live = await coupons();
    toolEntry = live.entry;
    expect(live.entry.startsWith(`${cdn.origin}/coupons/`)).toBe(true);
    expect(live.serverEntry).toBe(live.entry.replace('mf-manifest.json', 'server/remoteEntry.js'));

    cdn.requests.length = 0;
    expect(await homeHeading('tool')).toBe(HEADING);
    // The browser fetched the remote from the team's host, not from the BFF.
    expect(cdn.requests.some((p) => /\/remoteEntry\.[0-9a-f]+\.js$/.test(p))).toBe(true);
  });

  test('a new version deployed from the team host is what the next page load shows', async () => {
    const original = path.join(cdnRoot, publishedFolder(toolEntry));
    const variant = path.join(cdnRoot, 'coupons', 'version-nueva');
    fs.cpSync(original, variant, { recursive: true });
    // Something a shopper sees, changed in the browser code and the server code alike.
    let changed = 0;
    for (const file of [...fs.readdirSync(variant).filter((f) => f.endsWith('.js')), 'server/remoteEntry.js']) {
      const full = path.join(variant, file);
      const code = replaceStringLiteral(fs.readFileSync(full, 'utf8'), HEADING, NEW_HEADING);
      if (code === null) continue;
      fs.writeFileSync(full, code);
      changed += 1;
    }
    expect(changed).toBe(2);
    const live = await coupons();
    const deploy = await api('/api/v1/remotes/coupons', {
      method: 'PUT',
      token: COUPONS_TOKEN,
      body: JSON.stringify({
        version: `${live.version}-nueva`,
        entry: `${cdn.origin}/coupons/version-nueva/mf-manifest.json`,
        serverEntry: `${cdn.origin}/coupons/version-nueva/server/remoteEntry.js`,
        routes: live.routes,
        slots: live.slots,
        platform: live.platform,
      }),
    });
    expect(deploy.status).toBe(200);
    expect(await homeHeading('new-version')).toBe(NEW_HEADING);
    // The server rendered it too: the first HTML carries the new heading.
    const html = await (await fetch(`${site.state.baseUrl}/`, { headers: { accept: 'text/html' } })).text();
    expect(html).toContain(NEW_HEADING);
  });

  test('a rollback brings the previous deploy back, a second one the build the site serves itself', async () => {
    const first = await api('/api/v1/remotes/coupons/rollback', { method: 'POST', token: COUPONS_TOKEN });
    expect(first.status).toBe(200);
    expect(first.body.live).toMatchObject({ entry: toolEntry });
    expect(await homeHeading('rolled-back')).toBe(HEADING);

    const second = await api('/api/v1/remotes/coupons/rollback', { method: 'POST', token: OPS_TOKEN });
    expect(second.status).toBe(200);
    expect(second.body.live).toMatchObject({ entry: '/mf/coupons/mf-manifest.json', source: 'local' });
    expect(await homeHeading('local-again')).toBe(HEADING);

    const history = await api('/api/v1/remotes/coupons/history', { token: OPS_TOKEN });
    expect((history.body.deploys as { kind: string; by: string }[]).map((s) => `${s.kind}:${s.by}`)).toEqual(['rollback:ops', 'rollback:coupons', 'deploy:coupons', 'deploy:coupons']);
  });

  test('a deploy whose host refuses connections, or built for another platform, is refused and the site keeps its version', async () => {
    const before = await coupons();
    const closed = await staticHost(cdnRoot);
    await closed.close();
    const unreachable = await api('/api/v1/remotes/coupons', {
      method: 'PUT',
      token: COUPONS_TOKEN,
      body: JSON.stringify({ version: '9.0.0', entry: `${closed.origin}/coupons/mf-manifest.json`, routes: before.routes, slots: before.slots, platform: before.platform }),
    });
    expect(unreachable.status).toBe(422);
    expect(unreachable.body.message).toBe(`${closed.origin.slice('http://'.length)} rechazó la conexión al pedir el manifiesto (${closed.origin}/coupons/mf-manifest.json); el despliegue no se aplica.`);

    const future = await api('/api/v1/remotes/coupons', {
      method: 'PUT',
      token: COUPONS_TOKEN,
      body: JSON.stringify({ version: '9.0.0', entry: toolEntry, routes: before.routes, slots: before.slots, platform: '^2.0.0' }),
    });
    expect(future.status).toBe(422);
    expect(future.body.message).toMatch(/^El remoto «coupons» pide la plataforma \^2\.0\.0 y el shell ofrece \d+\.\d+\.\d+: no se cargaría\./);

    expect(await coupons()).toMatchObject({ version: before.version, entry: before.entry });
    expect(await homeHeading('after-refusals')).toBe(HEADING);
  });

  test("a remote's token is refused on another remote, by the API and by the deploy tool", async () => {
    const run = await deployTool(['coupons', '--to', cdnRoot, '--public-url', cdn.origin], { GANGAZO_URL: site.state.baseUrl, REMOTES_DEPLOY_TOKEN: FORUM_TOKEN });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toMatch(/^El BFF rechazó el despliegue de «coupons» [\d.]+ \(403\): El token de despliegue de «forum» solo sirve para «forum», no para «coupons»\.$/);
    const rollback = await api('/api/v1/remotes/coupons/rollback', { method: 'POST', token: FORUM_TOKEN });
    expect(rollback.status).toBe(403);
    expect((await coupons()).source).toBe('local');
  });
});
