// The shopper's browsing path: home feed → offer → vote; a coupon's modal; shop and category pages.
import type { Page } from 'playwright-core';
import { api, newAccount } from './support/api';
import { openSession, screenshot, type Session } from './support/browser';

interface Card {
  id: string;
  title: string;
  multiple_codes_offer: boolean;
  public_url: string;
}
interface PageOf<T> {
  items: T[];
  total: number;
}

let session: Session;
let page: Page;

beforeEach(async () => {
  session = await openSession();
  page = session.page;
});
afterEach(async () => {
  await session.browser.close();
});

async function signIn(p: Page, token: string) {
  await p.addInitScript((value) => localStorage.setItem('APP_TOKEN', value), token);
}

function degrees(text: string): number {
  const match = /-?\d+/.exec(text.replace(/\./g, ''));
  if (!match) throw new Error(`no temperature in «${text}»`);
  return Number(match[0]);
}

test('home → open an offer → vote hot (logged in) → the temperature changes', async () => {
  const { token } = await newAccount('votante');
  await signIn(page, token);
  await page.goto('/');
  const firstCard = page.locator('main article').first();
  await firstCard.waitFor();
  await screenshot(page, 'home-feed');
  await firstCard.getByRole('link').first().click();
  await page.waitForURL(/\/ofertas\/.+-[0-9a-f]{24}$/);
  const temperature = page.getByTestId('offer-temperature');
  await temperature.waitFor();
  const before = degrees(await temperature.innerText());
  const hot = page.getByRole('group', { name: 'Votar la oferta' }).getByRole('button', { name: 'Votar caliente' });
  await hot.click();
  await page.waitForFunction(
    ([selector, expected]) => {
      const el = document.querySelector(selector as string);
      return el?.textContent?.includes(`${expected as number}°`);
    },
    ['[data-testid="offer-temperature"]', before + 1],
  );
  expect(await hot.getAttribute('aria-pressed')).toBe('true');
  await screenshot(page, 'offer-voted');
  // The vote is on the server: a reload shows the same temperature.
  await page.reload();
  await page.getByTestId('offer-temperature').waitFor();
  expect(degrees(await page.getByTestId('offer-temperature').innerText())).toBe(before + 1);
});

test('?active_coupon= opens the coupon modal; copying the code shows the alert', async () => {
  await session.context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const coupons = await api<PageOf<Card>>('/api/gangazo/offers/coupons?order=ranking&page=1&per_page=10');
  const coupon = coupons.items.find((c) => !c.multiple_codes_offer);
  if (!coupon) throw new Error('the demo data has no single-code coupon');
  await page.goto(`/?active_coupon=${coupon.id}`);
  const dialog = page.getByRole('dialog', { name: coupon.title });
  await dialog.waitFor();
  await dialog.getByText('Válido desde').waitFor();
  await dialog.getByRole('link', { name: /Canjear el Cupón/ }).waitFor();
  const code = await dialog.getByTestId('coupon-code').innerText();
  await screenshot(page, 'coupon-modal');
  await dialog.getByRole('button', { name: 'Copiar código' }).click();
  const alert = page.getByRole('alertdialog');
  await alert.getByText('¡Muy Bien!').waitFor();
  await alert.getByText('Codigo copiado con exito').waitFor();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code.trim());
  await alert.getByRole('button', { name: 'Cerrar' }).click();
  await page.keyboard.press('Escape');
  await page.waitForURL((url) => !url.searchParams.has('active_coupon'));
});

test('a multiple-code coupon hands this visitor one code and the same one again', async () => {
  const coupons = await api<PageOf<Card>>('/api/gangazo/offers/coupons?order=ranking&page=1&per_page=50');
  const coupon = coupons.items.find((c) => c.multiple_codes_offer);
  if (!coupon) throw new Error('the demo data has no multiple-code coupon');
  await page.goto(`/?active_coupon=${coupon.id}`);
  const dialog = page.getByRole('dialog', { name: coupon.title });
  const code = dialog.getByTestId('coupon-code').or(dialog.getByText('No mas cupones'));
  await code.first().waitFor();
  const first = await code.first().innerText();
  await page.reload();
  await page.getByRole('dialog', { name: coupon.title }).getByTestId('coupon-code').or(page.getByText('No mas cupones')).first().waitFor();
  expect(await page.getByRole('dialog', { name: coupon.title }).getByTestId('coupon-code').or(page.getByText('No mas cupones')).first().innerText()).toBe(first);
});

test('the shop page lists what the database holds', async () => {
  const shop = await api<{ name: string; slug: string }>('/api/v1/shops/search?id=exito');
  const offers = await api<PageOf<Card>>('/api/gangazo/shops/get_offers_shops?id=exito&page=1');
  await page.goto(`/cupones/${shop.slug}`);
  await page.getByRole('heading', { level: 1 }).filter({ hasText: shop.name }).waitFor();
  const first = offers.items[0];
  if (first) await page.getByRole('link', { name: first.title }).first().waitFor();
  await screenshot(page, 'shop-page');
});

test('the category page lists what the database holds', async () => {
  const tree = await api<{ categories: { id: string; name: string; slug: string; children: { name: string }[] }[] }>(
    '/api/gangazo/categories/parents_and_child',
  );
  const category = tree.categories.find((c) => c.children.length > 0);
  if (!category) throw new Error('no category with sub-categories in the demo data');
  const offers = await api<PageOf<Card>>(`/api/gangazo/categories/offers_category?id=${encodeURIComponent(category.id)}&page=1`);
  await page.goto(`/categorias/${category.slug}`);
  await page.getByRole('heading', { level: 1 }).filter({ hasText: category.name }).waitFor();
  const subcategories = page.getByRole('navigation', { name: `Subcategorías de ${category.name}` });
  await subcategories.getByRole('link', { name: category.children[0]?.name ?? '' }).first().waitFor();
  const first = offers.items[0];
  if (first) await page.getByRole('link', { name: first.title }).first().waitFor();
  await screenshot(page, 'category-page');
});
