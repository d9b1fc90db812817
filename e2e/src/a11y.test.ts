// axe-core (WCAG 2.2 A and AA rules) on the pages and overlays a shopper meets, light and dark.
import type { Page } from 'playwright-core';
import { api } from './support/api';
import { openSession, screenshot, type Session } from './support/browser';

interface Card {
  id: string;
  kind: 'offer' | 'coupon';
  public_url: string;
  multiple_codes_offer: boolean;
  shop: { public_url: string } | null;
}
interface AxeResult {
  violations: { id: string; impact: string | null; help: string; nodes: { target: string[]; failureSummary?: string }[] }[];
}

const AXE = require.resolve('axe-core/axe.min.js');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

let session: Session;
let page: Page;
afterEach(async () => {
  await session.browser.close();
});

/** Every violation as one readable line, so a failure says what and where. */
async function violations(p: Page): Promise<string[]> {
  // Injected inline: the sessions here bypass the site's Content-Security-Policy for this test tool only.
  await p.addScriptTag({ path: AXE });
  const result = await p.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<unknown> } }).axe;
    return axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
  }, TAGS);
  return (result as AxeResult).violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} — ${(node.failureSummary ?? violation.help).replace(/\s+/g, ' ').slice(0, 200)}`),
  );
}

async function places(): Promise<{ offer: string; shop: string; coupon: Card }> {
  const offers = await api<{ items: Card[] }>('/api/gangazo/offers?order=news&page=1&per_page=20');
  const coupons = await api<{ items: Card[] }>('/api/gangazo/offers/coupons?order=ranking&page=1&per_page=20');
  const offer = offers.items.find((item) => item.kind === 'offer');
  const coupon = coupons.items.find((item) => item.shop && !item.multiple_codes_offer);
  if (!offer || !coupon?.shop) throw new Error('the demo has no offer or coupon with a shop');
  return { offer: offer.public_url, shop: coupon.shop.public_url, coupon };
}

describe.each(['light', 'dark'] as const)('axe, %s theme', (colorScheme) => {
  test.each([
    ['home', async () => '/'],
    ['an offer page', async () => (await places()).offer],
    ['a shop page', async () => (await places()).shop],
    ['the search results page', async () => '/buscar?q=samsung'],
    ['the search results page filtered, on its forum tab', async () => '/buscar?q=samsung&tipo=foro&orden=recientes'],
    ['the search results page with nothing found', async () => '/buscar?q=zzqqxxyy&vigentes=1'],
  ])('%s has no violations', async (name, where) => {
    session = await openSession({ colorScheme, bypassCSP: true });
    page = session.page;
    await page.goto(await where());
    await page.waitForLoadState('networkidle');
    const found = await violations(page);
    if (found.length) await screenshot(page, `axe-${colorScheme}-${name.replace(/\s+/g, '-')}`);
    expect(found).toEqual([]);
  });

  test('the search dropdown open has no violations', async () => {
    session = await openSession({ colorScheme, bypassCSP: true });
    page = session.page;
    await page.goto('/');
    await page.getByRole('combobox').first().fill('samsung');
    await page.getByRole('listbox', { name: 'Resultados de búsqueda' }).getByRole('option').first().waitFor();
    expect(await violations(page)).toEqual([]);
  });

  test('the auth modal open has no violations', async () => {
    session = await openSession({ colorScheme, bypassCSP: true });
    page = session.page;
    await page.goto('/');
    await page.getByRole('button', { name: 'Regístrate / Iniciar sesión' }).click();
    await page.getByRole('dialog', { name: 'Iniciar sesión' }).waitFor();
    expect(await violations(page)).toEqual([]);
  });

  test('the coupon modal open has no violations', async () => {
    const { coupon } = await places();
    session = await openSession({ colorScheme, bypassCSP: true });
    page = session.page;
    await page.goto(`/?active_coupon=${coupon.id}`);
    await page.getByRole('dialog').getByRole('button', { name: 'Copiar código' }).waitFor();
    expect(await violations(page)).toEqual([]);
  });
});
