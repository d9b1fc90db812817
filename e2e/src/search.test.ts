// Search as a Colombian shopper types it, from the top bar.
import type { Page } from 'playwright-core';
import { newAccount } from './support/api';
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

function searchBox(p: Page) {
  return p.getByRole('combobox', { name: 'Buscar ofertas, cupones y tiendas' });
}

test("type 'exi' → Éxito under 'Tiendas más buscadas' → Enter → the shop page", async () => {
  await page.goto('/');
  await searchBox(page).click();
  await searchBox(page).pressSequentially('exi', { delay: 60 });
  const listbox = page.getByRole('listbox', { name: 'Resultados de búsqueda' });
  const exito = listbox.getByRole('group', { name: 'Tiendas más buscadas' }).getByRole('option', { name: 'Éxito' });
  await exito.waitFor();
  await screenshot(page, 'search-exi');
  for (let i = 0; i < 15 && (await exito.getAttribute('aria-selected')) !== 'true'; i += 1) {
    await page.keyboard.press('ArrowDown');
  }
  expect(await exito.getAttribute('aria-selected')).toBe('true');
  await page.keyboard.press('Enter');
  await page.waitForURL('**/cupones/exito');
  await page.getByRole('heading', { level: 1 }).filter({ hasText: 'Éxito' }).waitFor();
});

test("type 'zzzzqq' → 'No encontramos resultados'", async () => {
  await page.goto('/');
  await searchBox(page).click();
  await searchBox(page).fill('zzzzqq');
  await page.getByRole('listbox', { name: 'Resultados de búsqueda' }).getByText('No encontramos resultados').or(page.locator('header').getByText('No encontramos resultados').first()).first().waitFor();
  await page.getByText('Intenta con otros términos o revisa que la palabra esté bien escrita').waitFor();
  await screenshot(page, 'search-empty');
});

test('accents are optional and Escape closes the list', async () => {
  await page.goto('/');
  await searchBox(page).click();
  await searchBox(page).fill('tecnologia');
  const categories = page.getByRole('group', { name: 'Categorias más buscadas' });
  await categories.getByRole('option').first().waitFor();
  expect(await categories.innerText()).toMatch(/Tecnología/);
  await page.keyboard.press('Escape');
  expect(await page.getByRole('listbox', { name: 'Resultados de búsqueda' }).isVisible()).toBe(false);
});

test('a signed-in visitor keeps the server-drawn search box while its code waits for the first interaction', async () => {
  const { token } = await newAccount('buscadora');
  await page.addInitScript((value) => localStorage.setItem('APP_TOKEN', value), token);
  await page.goto('/');
  // Signed in: the top bar has swapped its buttons (a re-render around the held search slot).
  await page.getByRole('button', { name: 'Perfil' }).waitFor();
  await page.waitForFunction(() => performance.getEntriesByName('gangazo:interactive').length > 0);
  // Well before the slot's idle release (4 s), with no interaction yet: the box is there.
  await page.waitForTimeout(500);
  expect(await searchBox(page).isVisible()).toBe(true);
  await searchBox(page).click();
  await searchBox(page).pressSequentially('exi', { delay: 60 });
  await page.getByRole('listbox', { name: 'Resultados de búsqueda' }).getByRole('group', { name: 'Tiendas más buscadas' }).getByRole('option', { name: 'Éxito', exact: true }).waitFor();
});
