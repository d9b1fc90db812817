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

/** Any of the shell's fallbacks: a route's ('…esta sección.') or a slot's ('…el buscador.'). */
const ANY_FALLBACK = /^No pudimos cargar /;

test('the home page loads with the frame and every remote in it', async () => {
  await page.goto('/');
  await expectFrame(page);
  // mf-search fills the top bar's search slot; mf-coupons the page, with its feed tabs and cards.
  await searchBox(page).waitFor();
  await page.locator('main h1, main h2').first().waitFor();
  await page.getByRole('tab', { name: 'Destacadas' }).waitFor();
  await page.getByRole('tabpanel').getByRole('article').first().waitFor();
  // mf-auth's overlay slot: the sign-in button opens its modal.
  await page.getByRole('button', { name: 'Regístrate / Iniciar sesión' }).click();
  await page.getByRole('dialog').getByText('Bienvenido a Gangazo').waitFor();
  await page.keyboard.press('Escape');
  await screenshot(page, 'home');
  expect(await page.getByText(ANY_FALLBACK).count()).toBe(0);
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
  await page.locator('header').getByRole('alert').getByText('No pudimos cargar el buscador.').waitFor();
  expect(await page.locator('header input').count()).toBe(0);
  // The page itself and the sign-in button still work.
  await page.getByRole('tab', { name: 'Destacadas' }).waitFor();
  expect(await page.getByText(FALLBACK).count()).toBe(0);
});

test('the footer sets a theme, then goes back to following the system', async () => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await expectFrame(page);
  expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
  const chooser = page.getByRole('group', { name: 'Tema' });
  await chooser.getByRole('radio', { name: 'Claro' }).click();
  expect(await page.locator('html').getAttribute('data-theme')).toBe('light');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');

  await chooser.getByRole('radio', { name: 'Como el sistema' }).click();
  expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
  // Nothing saved: a change of the system's scheme shows at once.
  await page.emulateMedia({ colorScheme: 'light' });
  await page.waitForFunction(() => document.documentElement.dataset.theme === 'light');
});

test('the footer links to the shops, categories and legal pages the database holds', async () => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'Éxito' }).waitFor();
  await footer.getByRole('link', { name: 'Tecnología' }).waitFor();
  await footer.getByRole('link', { name: /^Términos/ }).click();
  await page.getByRole('heading', { level: 1, name: /^Términos/ }).waitFor();
  expect(page.url()).toMatch(/\/informacion\/terminos/);
  // A new page opens at its top, not where the footer link was.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await screenshot(page, 'information-page');
});
