// What a shopper minds on a phone and on a desktop (issue 13): the main navigation and skip link,
// a signed-in top bar at 360 px, the phone's sticky "Ir a la oferta", and coupons with no code left.
import type { Page } from 'playwright-core';
import { api, newAccount } from './support/api';
import { readServerState } from './support/server';
import { openSession, screenshot, type Session } from './support/browser';

interface Card {
  id: string;
  kind: 'offer' | 'coupon';
  title: string;
  public_url: string;
  multiple_codes_offer: boolean;
  codes_exhausted: boolean;
  shop: { slug: string; public_url: string } | null;
}
interface PageOf<T> {
  items: T[];
}
type Box = { x: number; y: number; width: number; height: number };

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

let session: Session;
let page: Page;
afterEach(async () => {
  await session.browser.close();
});

async function open(viewport: { width: number; height: number }) {
  session = await openSession({ viewport });
  page = session.page;
}

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test('desktop: the main navigation reaches a category through Categorías; the skip link leads to the content', async () => {
  await open(DESKTOP);
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Principal' });
  for (const name of ['Ofertas', 'Cupones', 'Foro', 'Blog']) await nav.getByRole('link', { name, exact: true }).waitFor();
  expect(await nav.getByRole('link', { name: 'Ofertas', exact: true }).getAttribute('aria-current')).toBe('page');
  await nav.getByRole('button', { name: 'Categorías' }).click();
  const menu = await api<{ categories: { name: string; public_url: string; children: { name: string; public_url: string }[] }[] }>('/api/v1/menu');
  const withChild = menu.categories.find((category) => category.children.length > 0);
  if (!withChild) throw new Error('the demo menu has no sub-categories');
  const child = withChild.children[0]!;
  await screenshot(page, 'nav-categories-desktop');
  await nav.getByRole('link', { name: child.name, exact: true }).click();
  await page.waitForURL((url) => url.pathname === child.public_url);
  expect(await nav.getByRole('button', { name: 'Categorías' }).getAttribute('aria-expanded')).toBe('false');

  // The first Tab reaches the skip link; following it puts the focus on the content.
  await page.goto('/');
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Saltar al contenido');
  await page.keyboard.press('Enter');
  expect(await page.evaluate(() => document.activeElement?.id)).toBe('contenido');
});

test('phone: "Menú" opens the sections, Cupones opens the coupons feed', async () => {
  await open(PHONE);
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Principal' });
  expect(await nav.getByRole('link', { name: 'Cupones', exact: true }).isVisible()).toBe(false);
  await nav.getByRole('button', { name: 'Menú' }).click();
  await screenshot(page, 'nav-menu-phone');
  await nav.getByRole('link', { name: 'Cupones', exact: true }).click();
  await page.waitForURL((url) => url.searchParams.get('ver') === 'cupones');
  expect(await nav.getByRole('link', { name: 'Cupones', exact: true }).isVisible()).toBe(false);
});

test('phone, signed in: nothing in the top bar overlaps and the avatar menu stays on screen', async () => {
  const account = await newAccount('telefono');
  await open(PHONE);
  await page.addInitScript((token) => localStorage.setItem('APP_TOKEN', token), account.token);
  await page.goto('/');
  const banner = page.getByRole('banner');
  const profile = banner.getByRole('button', { name: 'Perfil' });
  await profile.waitFor();
  const controls = [banner.getByRole('link', { name: 'Gangazo' }), banner.getByRole('combobox').first(), banner.getByRole('button', { name: /tema|Tema|oscuro|claro/ }).first(), profile, banner.getByRole('button', { name: 'Comparte' })];
  const boxes: Box[] = [];
  for (const control of controls) {
    const box = await control.boundingBox();
    if (!box) throw new Error('a top bar control is not on screen');
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    boxes.push(box);
  }
  for (let i = 0; i < boxes.length; i += 1) for (let j = i + 1; j < boxes.length; j += 1) expect(overlaps(boxes[i]!, boxes[j]!)).toBe(false);
  await profile.click();
  const menu = await page.getByRole('menu', { name: 'Perfil' }).boundingBox();
  expect(menu && menu.x).toBeGreaterThanOrEqual(0);
  expect(menu && menu.x + menu.width).toBeLessThanOrEqual(PHONE.width);
  await screenshot(page, 'topbar-signed-in-360');
});

test('phone: the offer page keeps "Ir a la oferta" with the price in a bar at the bottom; desktop has none', async () => {
  // The bar is for a live offer with a shop link, whose own button a picture pushes below the first
  // screen: the newest offer need not be one (earlier tests post, expire and report offers).
  const offers = await api<PageOf<Card>>('/api/gangazo/offers?order=news&page=1&per_page=20');
  let offer: Card | undefined;
  for (const item of offers.items.filter((candidate) => candidate.kind === 'offer')) {
    const detail = await api<{ url: string | null; expired: boolean; images: string[] }>(`/api/v1/offers/${item.id}`);
    if (detail.url && !detail.expired && detail.images.length > 0) {
      offer = item;
      break;
    }
  }
  if (!offer) throw new Error('the demo has no live offer with a link and a picture');
  await open(PHONE);
  await page.goto(offer.public_url);
  const links = page.getByRole('link', { name: /Ir a la oferta/ });
  await page.waitForFunction(() => document.querySelectorAll('a[href^="/visit/"]').length >= 2);
  const bar = await links.last().boundingBox();
  expect(bar && bar.y + bar.height).toBeLessThanOrEqual(PHONE.height);
  expect(bar && bar.y).toBeGreaterThan(PHONE.height - 90);
  await screenshot(page, 'offer-sticky-bar-360');
  await session.browser.close();

  await open(DESKTOP);
  await page.goto(offer.public_url);
  await page.getByRole('link', { name: /Ir a la oferta/ }).first().waitFor();
  // Scrolled past the page's own button, a desktop still shows no bar.
  await page.mouse.wheel(0, 1500);
  await page.waitForTimeout(300);
  expect(await page.getByRole('link', { name: /Ir a la oferta/ }).count()).toBe(1);
});

test("a coupon with every code handed out says 'Agotado', ranks after live coupons and its modal has nothing to redeem", async () => {
  const coupons = await api<PageOf<Card>>('/api/gangazo/offers/coupons?order=news&page=1&per_page=50');
  const coupon = coupons.items.find((item) => item.multiple_codes_offer && !item.codes_exhausted && item.shop);
  if (!coupon?.shop) throw new Error('the demo has no live multiple-code coupon with a shop');
  // Every code handed out, one visitor each (through the local proxy, as a crowd arrives).
  const { baseUrl } = readServerState();
  for (let i = 1; i <= 300; i += 1) {
    const res = await fetch(`${baseUrl}/api/v1/multiple_codes/claim?idOffer=${coupon.id}`, { method: 'POST', headers: { 'x-forwarded-for': `203.0.113.${i % 250}` , 'x-real-ip': `198.51.${Math.floor(i / 250)}.${i % 250}` } });
    if (res.status === 410) break;
    if (i === 300) throw new Error('the coupon never ran out of codes');
  }
  expect((await api<{ offer: Card }>(`/api/v1/coupons/${coupon.id}`)).offer.codes_exhausted).toBe(true);
  // Newest first, yet after every live coupon: past the first page, or at the end of it.
  const after = await api<PageOf<Card>>('/api/gangazo/offers/coupons?order=news&page=1&per_page=50');
  const at = after.items.findIndex((item) => item.id === coupon.id);
  const before = at === -1 ? after.items : after.items.slice(0, at);
  expect(before.every((item) => !item.codes_exhausted)).toBe(true);
  expect(before.length).toBeGreaterThan(coupons.items.findIndex((item) => item.id === coupon.id));

  await open(DESKTOP);
  await page.goto(`${coupon.shop.public_url}?active_coupon=${coupon.id}`);
  const dialog = page.getByRole('dialog', { name: coupon.title });
  await dialog.getByText('No mas cupones').waitFor();
  expect(await dialog.getByRole('link', { name: /Canjear el Cupón/ }).count()).toBe(0);
  await screenshot(page, 'coupon-exhausted-modal');
  await page.keyboard.press('Escape');
  const card = page.getByRole('article', { name: coupon.title });
  await card.getByText('Agotado').waitFor();
  expect(await card.getByText('Obtener código').count()).toBe(0);

  // The same on a phone.
  await session.browser.close();
  await open(PHONE);
  await page.goto(`${coupon.shop.public_url}?active_coupon=${coupon.id}`);
  const phoneDialog = page.getByRole('dialog', { name: coupon.title });
  await phoneDialog.getByText('No mas cupones').waitFor();
  expect(await phoneDialog.getByRole('link', { name: /Canjear el Cupón/ }).count()).toBe(0);
  await screenshot(page, 'coupon-exhausted-modal-360');
  await page.keyboard.press('Escape');
  const phoneCard = page.getByRole('article', { name: coupon.title });
  await phoneCard.getByText('Agotado').waitFor();
  expect(await phoneCard.getByText('Obtener código').count()).toBe(0);
});
