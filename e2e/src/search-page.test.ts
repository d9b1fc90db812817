// The search results page (/buscar) as a shopper uses it, on a phone and on a laptop: Enter in the
// top bar's box opens it, tabs, a filter, an order, pages, a shared address reloaded as it was,
// and the empty state. The demo data is the seed's: what the page shows is checked against the API.
import type { Page } from 'playwright-core';
import { api } from './support/api';
import { openSession, screenshot, type Session } from './support/browser';

interface Card {
  id: string;
  title: string;
  price: number | null;
  shop: { name: string } | null;
}
interface Results {
  total: number;
  items: Card[];
  counts: Record<string, number>;
  facets: { shops: { slug: string; name: string; count: number }[] };
}

const VIEWPORTS = [
  { width: 360, height: 740 },
  { width: 1280, height: 900 },
];

let session: Session;
let page: Page;
afterEach(async () => {
  await session.browser.close();
});

const results = (query: string) => api<Results>(`/api/v1/search?${query}`);
const cardTitles = (p: Page) => p.locator('main article h3').allInnerTexts();

/** Reads until it equals `expected` (the list updates after its request), then asserts it. */
async function eventually<T>(read: () => Promise<T>, expected: T, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  let last = await read();
  while (JSON.stringify(last) !== JSON.stringify(expected) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    last = await read();
  }
  expect(last).toEqual(expected);
}

/** Nothing wider than the screen: a phone must not scroll sideways. */
async function expectNoSidewaysScroll(p: Page): Promise<void> {
  const widths = await p.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: window.innerWidth }));
  expect(widths.page).toBeLessThanOrEqual(widths.screen);
}

describe.each(VIEWPORTS)('/buscar at $width × $height', (viewport) => {
  const name = (what: string) => `search-page-${viewport.width}-${what}`;

  beforeEach(async () => {
    session = await openSession({ viewport });
    page = session.page;
  });

  test('Enter in the search box opens the results: cards, tabs with counts, rendered by the server', async () => {
    const expected = await results('q=samsung');
    expect(expected.total).toBeGreaterThan(10);
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || /hydrat/i.test(message.text())) problems.push(message.text());
    });

    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'Buscar ofertas, cupones y tiendas' });
    await box.click();
    await box.pressSequentially('samsung', { delay: 40 });
    await page.keyboard.press('Enter');
    await page.waitForURL('**/buscar?q=samsung');
    await page.getByRole('heading', { level: 1, name: 'Resultados de «samsung»' }).waitFor();
    await page.getByRole('heading', { level: 2, name: `${expected.total} ofertas` }).waitFor();
    expect(await cardTitles(page)).toEqual(expected.items.map((item) => item.title));
    const tabs = page.getByRole('navigation', { name: 'Tipos de resultado' }).getByRole('link');
    expect((await tabs.allInnerTexts()).map((text) => text.replace(/\s+/g, ''))).toEqual(
      ['Ofertas', 'Cupones', 'Tiendas', 'Categorías', 'Foro', 'Usuarios'].map((label, i) => `${label}${Object.values(expected.counts)[i]}`.replace(/\s+/g, '')),
    );
    await expectNoSidewaysScroll(page);
    await screenshot(page, name('results'));
    await page.mouse.wheel(0, 900);
    await screenshot(page, name('results-scrolled'));

    // The same address without JavaScript: the server's HTML already lists the results.
    const html = await (await page.request.get('/buscar?q=samsung')).text();
    for (const item of expected.items.slice(0, 3)) expect(html).toContain(item.title.replace(/"/g, '&quot;'));
    expect(problems).toEqual([]);
  });

  test('the last dropdown row opens the results too', async () => {
    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'Buscar ofertas, cupones y tiendas' });
    await box.click();
    await box.pressSequentially('celular', { delay: 40 });
    const seeAll = page.getByRole('listbox', { name: 'Resultados de búsqueda' }).getByRole('option', { name: 'Ver todos los resultados de «celular»' });
    await seeAll.waitFor();
    await screenshot(page, name('dropdown'));
    await seeAll.click();
    await page.waitForURL('**/buscar?q=celular');
    await page.getByRole('heading', { level: 1, name: 'Resultados de «celular»' }).waitFor();
  });

  test('tabs, a shop filter, an order and pages all live in the address; reloading it shows the same', async () => {
    await page.goto('/buscar?q=samsung');
    // Forum topics have their own tab.
    const topics = await api<{ items: { title: string }[] }>('/api/v1/search?q=samsung&group=topics');
    await page.getByRole('navigation', { name: 'Tipos de resultado' }).getByRole('link', { name: /^Foro/ }).click();
    await page.waitForURL('**/buscar?q=samsung&tipo=foro');
    await page.getByRole('link', { name: topics.items[0]?.title ?? '—' }).waitFor();
    await screenshot(page, name('topics'));
    await page.getByRole('navigation', { name: 'Tipos de resultado' }).getByRole('link', { name: /^Ofertas/ }).click();
    await page.waitForURL('**/buscar?q=samsung');

    // A shop: its option says how many results it holds.
    const all = await results('q=samsung');
    const shop = all.facets.shops[0];
    if (!shop) throw new Error('the demo has no shop for samsung');
    if (viewport.width < 720) {
      // On a phone the filters are folded behind one row, so the first result is on the first screen.
      const firstCard = await page.locator('main article').first().boundingBox();
      expect((firstCard?.y ?? Infinity) + 80).toBeLessThan(viewport.height);
      await page.getByRole('button', { name: 'Filtros', exact: true }).click();
    }
    await page.getByRole('combobox', { name: 'Tienda', exact: true }).selectOption({ label: `${shop.name} (${shop.count})` });
    await page.waitForURL(`**/buscar?q=samsung&tienda=${shop.slug}`);
    await page.getByRole('heading', { level: 2, name: `${shop.count} ${shop.count === 1 ? 'oferta' : 'ofertas'}` }).waitFor();
    const ofShop = await results(`q=samsung&shop=${shop.slug}`);
    await eventually(() => cardTitles(page), ofShop.items.map((item) => item.title));
    const shops = await page.locator('main article').evaluateAll((cards) => cards.map((card) => card.querySelector('a[href^="/cupones/"]')?.textContent ?? ''));
    expect(new Set(shops)).toEqual(new Set([shop.name]));

    // Cheapest first, as the API orders them.
    await page.getByRole('combobox', { name: 'Ordenar por', exact: true }).selectOption({ label: 'Menor precio' });
    await page.waitForURL(`**/buscar?q=samsung&tienda=${shop.slug}&orden=menor-precio`);
    const cheapest = await results(`q=samsung&shop=${shop.slug}&order=price_asc`);
    await eventually(() => cardTitles(page), cheapest.items.map((item) => item.title));
    const prices = cheapest.items.map((item) => item.price ?? Infinity);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    await screenshot(page, name('filtered'));

    // Pages: back to every shop, newest first, page 2.
    await page.getByRole('link', { name: 'Quitar filtros' }).click();
    await page.waitForURL('**/buscar?q=samsung&orden=menor-precio');
    await page.getByRole('combobox', { name: 'Ordenar por', exact: true }).selectOption({ label: 'Más recientes' });
    await page.waitForURL('**/buscar?q=samsung&orden=recientes');
    const pager = page.getByRole('navigation', { name: 'Páginas de resultados' });
    await pager.getByText(`Página 1 de ${Math.ceil(all.total / 10)}`).waitFor();
    await pager.getByRole('link', { name: 'Siguiente →' }).click();
    await page.waitForURL('**/buscar?q=samsung&orden=recientes&pagina=2');
    const second = await results('q=samsung&order=newest&page=2');
    await eventually(() => cardTitles(page), second.items.map((item) => item.title));
    await pager.getByText(`Página 2 de ${Math.ceil(all.total / 10)}`).waitFor();
    await expectNoSidewaysScroll(page);
    await screenshot(page, name('page-2'));

    // The address shared and opened again (a reload, then a fresh browser): the same page.
    const shared = page.url();
    await page.reload();
    expect(await cardTitles(page)).toEqual(second.items.map((item) => item.title));
    expect(await page.getByRole('combobox', { name: 'Ordenar por', exact: true }).inputValue()).toBe('newest');
    const other = await session.browser.newContext({ baseURL: session.baseUrl, viewport });
    const fresh = await other.newPage();
    await fresh.goto(shared);
    await fresh.getByRole('navigation', { name: 'Páginas de resultados' }).getByText('Página 2 de').waitFor();
    expect(await cardTitles(fresh)).toEqual(second.items.map((item) => item.title));
    await other.close();
  });

  test("nothing found says so in the SPEC's words; a bad address says what is wrong", async () => {
    await page.goto('/buscar?q=zzqqxxyy');
    await page.getByText('No encontramos resultados').waitFor();
    await page.getByText('Intenta con otros términos o revisa que la palabra esté bien escrita').waitFor();
    await expectNoSidewaysScroll(page);
    await screenshot(page, name('empty'));

    await page.goto('/buscar?q=samsung&precio_min=barato');
    await page.getByRole('alert').getByText('El precio mínimo debe ser un número entero de pesos, sin puntos ni signos.').waitFor();
    await page.getByRole('link', { name: 'Ver todos los resultados de «samsung»' }).waitFor();
    await page.goto('/buscar?q=tv');
    await page.getByRole('alert').getByText('Escribe al menos 3 letras o números para buscar.').waitFor();
    await screenshot(page, name('bad-address'));
  });
});
