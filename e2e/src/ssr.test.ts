// Server-rendered pages: the first HTML carries the page (no JavaScript needed to read it), the
// browser hydrates it without drawing it again, and nothing on screen jumps while it does.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { api, newAccount } from './support/api';
import { launchBrowser, screenshot } from './support/browser';
import { readServerState, startServer } from './support/server';

interface Card {
  title: string;
  price: number | null;
  public_url: string;
}
interface PageOf<T> {
  items: T[];
}
interface OfferDetail {
  title: string;
  price: number | null;
  description: string;
}
interface Topic {
  id: string;
  public_url: string;
  comments_count: number;
}
interface TopicComment {
  body: string;
}

const VIEWPORTS = [
  { width: 360, height: 740 },
  { width: 1280, height: 900 },
];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** "1.234.900": how es-CO writes a price, whatever space or symbol stands around it. */
function copDigits(price: number): string {
  return price.toLocaleString('es-CO', { maximumFractionDigits: 0 });
}

function plain(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The text of a Quill Delta (offers' descriptions), or the string itself when it is plain text. */
function deltaText(description: string): string {
  try {
    const delta = JSON.parse(description) as { ops: { insert?: unknown }[] };
    return delta.ops.map((op) => (typeof op.insert === 'string' ? op.insert : ' ')).join('');
  } catch {
    return description;
  }
}

async function withoutJavaScript<T>(run: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ baseURL: readServerState().baseUrl, javaScriptEnabled: false, locale: 'es-CO' });
  try {
    return await run(await context.newPage());
  } finally {
    await context.close();
  }
}

async function someTopicWithComments(): Promise<Topic> {
  const topics = await api<PageOf<Topic>>('/api/v1/forum?per_page=20');
  const topic = topics.items.find((t) => t.comments_count >= 2);
  if (!topic) throw new Error('the demo forum has no topic with two comments');
  return topic;
}

test('without JavaScript the home page shows its first 10 cards with their prices', async () => {
  const feed = await api<PageOf<Card>>('/api/gangazo/offers?order=top&page=1&per_page=10');
  expect(feed.items).toHaveLength(10);
  await withoutJavaScript(async (page) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    const text = (await page.locator('main').innerText()).replace(/\s+/g, ' ');
    for (const card of feed.items) {
      expect(text).toContain(card.title.replace(/\s+/g, ' '));
      if (card.price !== null) expect(text).toContain(copDigits(card.price));
    }
    await screenshot(page, 'ssr-home-no-js');
  });
});

test('without JavaScript an offer shows its title, price and description, and a topic its first comments', async () => {
  const [card] = (await api<PageOf<Card>>('/api/gangazo/offers?order=news&page=1&per_page=1')).items;
  if (!card) throw new Error('no offers in the demo');
  const id = card.public_url.slice(card.public_url.lastIndexOf('-') + 1);
  const offer = await api<OfferDetail>(`/api/v1/offers/${id}`);
  const topic = await someTopicWithComments();
  const comments = await api<PageOf<TopicComment>>(`/api/v1/forum/${topic.id}/comments?page=1&per_page=20`);
  await withoutJavaScript(async (page) => {
    expect((await page.goto(card.public_url))?.status()).toBe(200);
    const main = (await page.locator('main').innerText()).replace(/\s+/g, ' ');
    expect(main).toContain(offer.title);
    if (offer.price !== null) expect(main).toContain(copDigits(offer.price));
    const description = deltaText(offer.description).replace(/\s+/g, ' ').trim().slice(0, 40);
    expect(main).toContain(description);

    expect((await page.goto(topic.public_url))?.status()).toBe(200);
    const thread = (await page.locator('main').innerText()).replace(/\s+/g, ' ');
    for (const comment of comments.items.slice(0, 2)) expect(thread).toContain(plain(comment.body).slice(0, 40));
  });
});

test('with JavaScript the page hydrates without a mismatch, fetches nothing it already has, and a feed tab works at once', async () => {
  const context = await browser.newContext({ baseURL: readServerState().baseUrl, locale: 'es-CO' });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /hydrat/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  const dataRequests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/v1/images/')) dataRequests.push(url.pathname + url.search);
    if (url.pathname === '/monitoring') problems.push(`report: ${request.postData() ?? ''}`);
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  expect(dataRequests).toEqual([]);

  await page.getByRole('tab', { name: 'Nuevas' }).click();
  await page.waitForURL(/ver=nuevas/);
  const newest = await api<PageOf<Card>>('/api/gangazo/offers?order=news&page=1&per_page=10');
  await page.getByText(newest.items[0]?.title ?? '—', { exact: false }).first().waitFor();
  expect(problems).toEqual([]);
  await context.close();
});

test('a tap on a button before the page answers is held and replayed once it does, once', async () => {
  const context = await browser.newContext({ baseURL: readServerState().baseUrl, locale: 'es-CO' });
  const page = await context.newPage();
  // The shell's script is held back: the server's page is on screen, its buttons not yet wired.
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/main\.[0-9a-f]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  expect(await page.locator('html[data-interactive]').count()).toBe(0);
  const signIn = page.getByRole('button', { name: 'Regístrate / Iniciar sesión' });
  // Twice, as an impatient shopper does: the dialog opens once, not open-then-closed.
  await signIn.click();
  await signIn.click();
  await page.waitForTimeout(300);
  expect(await page.getByRole('dialog', { name: 'Iniciar sesión' }).count()).toBe(0);

  release();
  await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
  await page.getByRole('dialog', { name: 'Iniciar sesión' }).waitFor();
  await page.waitForTimeout(300);
  await expect(page.getByRole('dialog', { name: 'Iniciar sesión' }).isVisible()).resolves.toBe(true);
  await screenshot(page, 'ssr-held-tap-replayed');
  await context.close();
});

describe('nothing jumps while the page loads', () => {
  const routes = async (): Promise<string[]> => {
    const offer = (await api<PageOf<Card>>('/api/gangazo/offers?order=top&page=1&per_page=1')).items[0];
    const topic = await someTopicWithComments();
    const post = (await api<PageOf<{ public_url: string }>>('/api/v1/posts/posts_published')).items[0];
    const shop = (await api<{ shops: { slug?: string; public_url?: string }[] }>('/api/gangazo/shops/get_top_shops?top=true')).shops[0];
    return ['/', offer?.public_url ?? '/', shop?.public_url ?? '/', '/categorias/tecnologia', '/forum', topic.public_url, '/blog', post?.public_url ?? '/blog'];
  };

  test.each(VIEWPORTS)('CLS ≤ 0.02 on every server-rendered route at $width × $height', async (viewport) => {
    const failures: string[] = [];
    for (const route of await routes()) {
      const { shift, sources } = await layoutShift(viewport, route);
      if (shift > 0.02) failures.push(`${route}: CLS ${shift.toFixed(3)} (${sources.slice(0, 4).join(', ')})`);
    }
    expect(failures).toEqual([]);
  });

  test.each(VIEWPORTS)("a signed-in shopper's controls appear in place at $width × $height", async (viewport) => {
    const { token } = await newAccount('cls');
    const offer = (await api<PageOf<Card>>('/api/gangazo/offers?order=top&page=1&per_page=1')).items[0];
    const failures: string[] = [];
    for (const route of ['/', offer?.public_url ?? '/']) {
      const { shift, sources, signedIn } = await layoutShift(viewport, route, token);
      expect(signedIn).toBe(true);
      if (shift > 0.02) failures.push(`${route}: CLS ${shift.toFixed(3)} (${sources.slice(0, 4).join(', ')})`);
    }
    expect(failures).toEqual([]);
  });
});

/** Loads `route` (signed in with `token` when given) and adds up its layout shifts, as CLS does. */
async function layoutShift(viewport: { width: number; height: number }, route: string, token?: string): Promise<{ shift: number; sources: string[]; signedIn: boolean }> {
  const context = await browser.newContext({ baseURL: readServerState().baseUrl, viewport, locale: 'es-CO' });
  const page = await context.newPage();
  if (token) await page.addInitScript((value) => localStorage.setItem('APP_TOKEN', value), token);
  await page.addInitScript(() => {
    const win = window as unknown as { __shift: number; __sources: string[] };
    win.__shift = 0;
    win.__sources = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node }[] })[]) {
        if (entry.hadRecentInput) continue;
        win.__shift += entry.value;
        for (const source of entry.sources) win.__sources.push((source.node as Element | undefined)?.className?.toString() ?? '?');
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(route, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  const signedIn = token ? (await page.getByRole('button', { name: 'Comparte' }).count()) > 0 : false;
  const { shift, sources } = await page.evaluate(() => {
    const win = window as unknown as { __shift: number; __sources: string[] };
    return { shift: win.__shift, sources: win.__sources };
  });
  if (shift > 0.02) await screenshot(page, `ssr-cls-${token ? 'signed-' : ''}${viewport.width}-${route.replace(/\W+/g, '-').slice(0, 40)}`);
  await context.close();
  return { shift, sources, signedIn };
}

test('a remote whose server code throws still gives a 200 page that the browser finishes', async () => {
  // A team deploys a coupons build whose server container throws as soon as it runs.
  const broken = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/javascript' });
    res.end("throw new Error('contenedor roto a propósito');");
  });
  await new Promise<void>((resolve) => broken.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(broken.address() as AddressInfo).port}`;
  const token = 'deploy-token-for-the-broken-server-test';
  const { state, child } = await startServer({ SSR_ALLOWED_ORIGINS: origin, REMOTES_DEPLOY_TOKEN: token });
  try {
    const remotes = (await (await fetch(`${state.baseUrl}/api/v1/remotes`)).json()) as { remotes: { name: string; version: string; entry: string; routes: string[]; slots: string[]; platform: string }[] };
    const coupons = remotes.remotes.find((r) => r.name === 'coupons');
    if (!coupons) throw new Error('no coupons remote');
    const deploy = await fetch(`${state.baseUrl}/api/v1/remotes/coupons`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ version: `${coupons.version}-roto`, entry: coupons.entry, serverEntry: `${origin}/server/remoteEntry.js`, routes: coupons.routes, slots: coupons.slots, platform: coupons.platform }),
    });
    expect(deploy.status).toBe(200);

    const html = await fetch(`${state.baseUrl}/`, { headers: { accept: 'text/html' } });
    expect(html.status).toBe(200);
    const body = await html.text();
    expect(body).toContain('data-rendered="server"');
    // The frame is there (top bar); the home page itself is left to the browser.
    expect(body).toContain('<header');
    const main = /<main[^>]*>([\s\S]*?)<\/main>/.exec(body)?.[1] ?? '';
    expect(main).not.toContain('Ofertas del día');
    // Ops see which remote failed on the server.
    const metrics = await (await fetch(`${state.baseUrl}/api/metrics`)).text();
    expect(metrics).toMatch(/gangazo_server_render_failures_total\{remote="coupons"\} [1-9]/);
    expect(metrics).toMatch(/gangazo_server_renders_total\{outcome="partial"\} [1-9]/);

    const context = await browser.newContext({ baseURL: state.baseUrl, locale: 'es-CO' });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('heading', { name: 'Ofertas del día' }).waitFor();
    await context.close();
  } finally {
    child.kill();
    broken.close();
  }
});
