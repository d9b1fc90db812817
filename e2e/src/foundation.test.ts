// The frame, the remotes loaded at run time, the theme, and what a visitor sees when a remote is down.
import type { Page } from 'playwright-core';
import { openSession, screenshot, type Session } from './support/browser';

let session: Session;
let page: Page;

beforeEach(async () => {
  session = await openSession();
  page = session.page;
});
afterEach(async () => {
  await session.browser.close();
});

const FALLBACK = 'No pudimos cargar esta sección.';

/** The search box mf-search puts in the top bar slot. */
function searchBox(p: Page) {
  return p.locator('header').getByRole('combobox').or(p.locator('header').getByRole('searchbox')).first();
}

async function expectFrame(p: Page) {
  await p.getByRole('link', { name: 'Gangazo' }).first().waitFor();
  await p.getByRole('button', { name: 'Regístrate / Iniciar sesión' }).waitFor();
  const height = await p.locator('header').first().evaluate((el) => el.getBoundingClientRect().height);
  expect(height).toBe(58);
}

test('the home page loads with the frame and every remote in it', async () => {
  await page.goto('/');
  await expectFrame(page);
  // mf-search fills the top bar's search slot; mf-coupons the page.
  await searchBox(page).waitFor();
  await page.locator('main h1, main h2').first().waitFor();
  await screenshot(page, 'home');
  expect(await page.getByText(FALLBACK).count()).toBe(0);
  expect(session.pageErrors).toEqual([]);
});

test.each([
  ['/registro-ok', 'auth'],
  ['/forum', 'forum'],
  ['/perfil/000000000000000000000000', 'profile'],
  ['/admin', 'admin'],
])('%s is rendered by the %s remote', async (path, name) => {
  await page.goto(path);
  await expectFrame(page);
  await page.locator('main h1').first().waitFor();
  await screenshot(page, `route-${name}`);
  expect(await page.getByText(FALLBACK).count()).toBe(0);
});

test('the theme toggles and survives a reload', async () => {
  await page.goto('/');
  await expectFrame(page);
  expect(await page.locator('html').getAttribute('data-theme')).toBe('light');
  await page.getByRole('button', { name: 'Cambiar a tema oscuro' }).click();
  expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  await page.reload();
  await expectFrame(page);
  expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(background);
  await screenshot(page, 'home-dark');
  await page.getByRole('button', { name: 'Cambiar a tema claro' }).click();
  expect(await page.locator('html').getAttribute('data-theme')).toBe('light');
});

test('with a remote unreachable the frame stays and a Spanish fallback takes its place', async () => {
  await page.route('**/mf/coupons/**', (route) => route.abort('connectionrefused'));
  await page.goto('/');
  await expectFrame(page);
  await page.getByText(FALLBACK).waitFor({ timeout: 15000 });
  await page.locator('main').getByRole('button', { name: 'Reintentar' }).waitFor();
  // The other remotes still work: the search slot is there.
  await searchBox(page).waitFor();
  await screenshot(page, 'remote-down');
});

test('a hung remote falls back within seconds instead of loading forever', async () => {
  await page.route('**/mf/forum/**', () => {
    // never answered
  });
  await page.goto('/forum');
  await expectFrame(page);
  const started = Date.now();
  await page.getByText(FALLBACK).waitFor({ timeout: 20000 });
  expect(Date.now() - started).toBeLessThan(20000);
});

test('a remote that fails in a top bar slot leaves the rest of the page working', async () => {
  await page.route('**/mf/search/**', (route) => route.abort('connectionrefused'));
  await page.goto('/');
  await expectFrame(page);
  await page.locator('main h1, main h2').first().waitFor();
  expect(await page.locator('header input').count()).toBe(0);
});
