// After the start-up tasks (the demo data first) the BFF renders the home page into the page cache
// and one page of every route, so no early visitor gets a page left half to the browser by cold code.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, makeStaticFixture } from '../test/build-test-app';
import { WARM_UP_PARAM } from '../lib/pages-warm-up';

/**
 * A shell server build in miniature that notes every address it renders, one per line; with
 * `slowPageMs`, a page other than the home takes that long and then notes `done <url>`.
 */
function recordingRenderer(staticRoot: string, record: string, slowPageMs = 0): void {
  const dir = path.join(staticRoot, 'shell', 'dist', 'server');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'render.js'),
    `const fs = require('node:fs');
exports.createRenderer = async () => ({
  async render({ url, budgetMs }) {
    fs.appendFileSync(${JSON.stringify(record)}, url + ' ' + budgetMs + '\\n');
    if (url !== '/' && ${slowPageMs} > 0) {
      await new Promise((resolve) => setTimeout(resolve, ${slowPageMs}));
      fs.appendFileSync(${JSON.stringify(record)}, 'done ' + url + '\\n');
    }
    const links = url === '/' ? '<a href="/demo/una-pagina?ver=hot">una página</a>' : '';
    return { html: '<h1>' + url + '</h1>' + links, state: { api: {} }, failures: [], timedOut: false };
  },
});`,
  );
}

function renders(record: string): string[] {
  return fs.existsSync(record) ? fs.readFileSync(record, 'utf8').trim().split('\n').filter(Boolean) : [];
}

async function until(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error('the warm-up did not finish in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

let app: FastifyInstance;
let record: string;
beforeAll(async () => {
  const staticRoot = makeStaticFixture();
  record = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'gangazo-warm-up-')), 'renders.txt');
  recordingRenderer(staticRoot, record);
  app = await buildTestApp({ staticRoot, ssr: { enabled: true, budgetMs: 200, allowedOrigins: [] } });
  await app.ready();
});
afterAll(() => app.close());

const health = async () => (await app.inject({ method: 'GET', url: '/api/health' })).json<{ pages: string }>().pages;

test('renders the home page and a real page of each route it links to at start, with time to spare, and serves the home from that render', async () => {
  await until(() => renders(record).some((line) => line.startsWith('/demo/')));
  const lines = renders(record);
  // The home first (visitors land there most), each with the warm-up's own budget, not a visitor's 200 ms.
  expect(lines[0]).toMatch(/^\/ \d+$/);
  // The page the home links to, not the route's "not found" view (which runs little of its code).
  expect(lines.map((line) => line.split(' ')[0])).toEqual(['/', '/demo/una-pagina']);
  expect(lines.join('\n')).not.toContain(WARM_UP_PARAM);
  for (const line of lines) expect(Number(line.split(' ')[1])).toBeGreaterThanOrEqual(5_000);
  await until(() => app.pagesWarmUpState() === 'ready');
  expect(await health()).toBe('ready');

  const home = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
  expect(home.statusCode).toBe(200);
  expect(home.body).toContain('<div id="root" data-rendered="server"><h1>/</h1><a href="/demo/una-pagina?ver=hot">una página</a></div>');
  // The first visitor got the warm-up's page: no second render of `/`.
  expect(renders(record).filter((line) => line.startsWith('/ '))).toHaveLength(1);
});

test('writes made behind the API (the demo data) empty the cached pages through clearGuestPages', async () => {
  const homeRenders = () => renders(record).filter((line) => line.startsWith('/ ')).length;
  await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
  const before = homeRenders();
  await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
  expect(homeRenders()).toBe(before);
  app.clearGuestPages();
  await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
  expect(homeRenders()).toBe(before + 1);
});

test('a server closed during the warm-up waits for the page being rendered, whose API calls are still running, then stops', async () => {
  const staticRoot = makeStaticFixture();
  const slowRecord = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'gangazo-warm-up-')), 'renders.txt');
  recordingRenderer(staticRoot, slowRecord, 500);
  const closing = await buildTestApp({ staticRoot, ssr: { enabled: true, budgetMs: 200, allowedOrigins: [] } });
  await until(() => renders(slowRecord).some((line) => line.startsWith('/demo/')));
  await closing.close();
  // Closed only once that page was done (its database still open meanwhile), and nothing after it.
  const lines = renders(slowRecord);
  expect(lines.at(-1)).toBe('done /demo/una-pagina');
  expect(lines.filter((line) => !line.startsWith('done ')).map((line) => line.split(' ')[0])).toEqual(['/', '/demo/una-pagina']);
});
