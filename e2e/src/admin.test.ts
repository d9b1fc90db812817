// The staff dashboard (mf-admin) as staff use it: who gets in, the overview, expiring an offer,
// loading coupon codes, handing out a role, and the layout on a phone.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { api, newAccount, signIn } from './support/api';
import { openSession, screenshot, type Session } from './support/browser';
import { SUPERADMIN } from './support/server';

let session: Session;
let page: Page;
/** One sign-in for the file: logins are rate-limited per IP and every test file shares one. */
let superadmin: string;
/** Makes every title, code and account of this run unique, so re-runs never meet old data. */
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

beforeAll(async () => {
  superadmin = await signIn(SUPERADMIN.email, SUPERADMIN.password);
});
beforeEach(async () => {
  session = await openSession();
  page = session.page;
});
afterEach(async () => {
  await session.browser.close();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const NO_PERMISSION = 'No tienes permiso para ver esta página.';

interface Overview {
  active_offers: number;
  active_coupons: number;
  expired_offers: number;
  shops: number;
  users: number;
}
interface OfferRow {
  id: string;
  title: string;
  public_url: string;
  expired: boolean;
  multiple_codes: boolean;
}

/** Staff requests a page sends: a refused visitor must send none. */
function adminRequests(p: Page): string[] {
  const seen: string[] = [];
  p.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/v1/admin/') || pathname.startsWith('/api/v1/multiple_codes/codes_for_offer')) seen.push(pathname);
  });
  return seen;
}

/** The top bar's staff-only link (the avatar menu has its own 'Dashboard' item). */
const dashboardButton = (p: Page) => p.getByRole('banner').getByRole('link', { name: 'Dashboard', exact: true });
const toolsMenu = (p: Page) => p.getByRole('navigation', { name: 'Herramientas del dashboard' });

async function signInWithToken(p: Page, token: string) {
  await p.addInitScript((value) => localStorage.setItem('APP_TOKEN', value), token);
}

async function logInThroughDialog(p: Page, email: string, password: string) {
  await p.getByRole('button', { name: 'Regístrate / Iniciar sesión' }).click();
  const dialog = p.getByRole('dialog', { name: 'Iniciar sesión' });
  await dialog.getByLabel('Email', { exact: true }).fill(email);
  await dialog.getByLabel('Contraseña', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Iniciar sesión' }).click();
  await p.getByRole('button', { name: 'Comparte' }).waitFor();
}

/** The success notification: checks its message, then closes it so it covers nothing. */
async function expectNotice(p: Page, title: string, message: RegExp) {
  const notice = p.getByRole('alertdialog', { name: title });
  await notice.waitFor();
  expect(await notice.textContent()).toMatch(message);
  await notice.getByRole('button', { name: 'Cerrar' }).click();
  await notice.waitFor({ state: 'detached' });
}

/** What the tile labelled `label` of the overview shows. */
async function tile(p: Page, label: string): Promise<string> {
  const item = p.getByRole('main').locator('dl > div').filter({ has: p.getByRole('term').getByText(label, { exact: true }) });
  return ((await item.getByRole('definition').textContent()) ?? '').trim();
}

/** Waits until `check` holds (the page answers asynchronously); fails naming `what` otherwise. */
async function until(what: string, check: () => Promise<boolean>, timeout = 10_000) {
  const deadline = Date.now() + timeout;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A page of its own in a fresh browser context of the same browser (another person's session). */
async function secondPerson(browser: Browser, baseURL: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, locale: 'es-CO', viewport: { width: 1280, height: 800 } });
  return { context, page: await context.newPage() };
}

test('a member sees no Dashboard button, and /admin refuses them in Spanish without loading staff data', async () => {
  const member = await newAccount('socia');
  const requested = adminRequests(page);
  await signInWithToken(page, member.token);

  await page.goto('/');
  await page.getByRole('button', { name: 'Comparte' }).waitFor();
  expect(await dashboardButton(page).count()).toBe(0);
  await page.getByRole('button', { name: 'Perfil' }).click();
  await page.getByRole('menuitem', { name: 'Ajustes' }).waitFor();
  expect(await page.getByRole('menuitem', { name: 'Dashboard' }).count()).toBe(0);

  for (const path of ['/admin', '/admin/ofertas', '/admin/usuarios']) {
    await page.goto(path);
    await page.getByRole('alert').filter({ hasText: NO_PERMISSION }).waitFor();
    expect(await toolsMenu(page).count()).toBe(0);
    expect(await page.getByRole('table').count()).toBe(0);
    expect(await page.locator('main').getByText('Ofertas activas', { exact: true }).count()).toBe(0);
  }
  await screenshot(page, 'admin-refused');
  expect(requested).toEqual([]);
  // The server refuses the same person too: hiding the dashboard is only a courtesy.
  const direct = await fetch(`${session.baseUrl}/api/v1/admin/overview`, { headers: bearer(member.token) });
  expect(direct.status).toBe(403);
});

test('the superadmin opens Dashboard from the top bar: the tools menu and the overview numbers', async () => {
  await page.goto('/');
  await logInThroughDialog(page, SUPERADMIN.email, SUPERADMIN.password);
  await dashboardButton(page).click();
  await page.waitForURL((url) => url.pathname === '/admin');

  const menu = toolsMenu(page);
  await menu.getByRole('link', { name: 'Resumen' }).waitFor();
  const tools = (await menu.getByRole('link').allTextContents()).map((text) => text.trim());
  expect(tools).toEqual(['Resumen', 'Moderación', 'Ofertas y cupones', 'Códigos de cupones', 'Comentarios', 'Usuarios', 'Remotos']);
  expect(await menu.getByRole('link', { name: 'Resumen' }).getAttribute('aria-current')).toBe('page');
  await page.getByRole('heading', { level: 2, name: 'Resumen' }).waitFor();
  expect(await page.getByRole('main').textContent()).toContain('Superadmin');

  // The tiles show what the API counts now, formatted for Colombia.
  await page.getByRole('main').getByRole('term').first().waitFor();
  expect(await page.evaluate(() => localStorage.getItem('APP_TOKEN'))).toBeTruthy();
  const counts = await api<Overview>('/api/v1/admin/overview', { headers: bearer(superadmin) });
  expect(counts.shops).toBeGreaterThan(0);
  expect(counts.active_offers).toBeGreaterThan(0);
  const format = new Intl.NumberFormat('es-CO');
  expect(await tile(page, 'Tiendas')).toBe(format.format(counts.shops));
  expect(await tile(page, 'Ofertas activas')).toBe(format.format(counts.active_offers));
  expect(await tile(page, 'Cupones activos')).toBe(format.format(counts.active_coupons));
  expect(await tile(page, 'Usuarios')).toBe(format.format(counts.users));
  await screenshot(page, 'admin-overview-desktop');
  expect(session.pageErrors).toEqual([]);
});

test('Ofertas y cupones: find an offer by a title word, expire it, and its public page says Expirada', async () => {
  const author = await newAccount('autora');
  const word = `zq${run}`;
  const title = `Licuadora de vaso de vidrio ${word} 600 W`;
  const offer = await api<{ id: string; public_url: string; expired: boolean }>('/api/v1/offers', {
    method: 'POST',
    headers: { ...bearer(author.token), 'content-type': 'application/json' },
    body: JSON.stringify({
      kind: 'offer',
      title,
      url: 'https://www.exito.com/licuadora-vaso-vidrio',
      shop: 'exito',
      category: 'dGVjbm9sb2dpYQ==',
      price: 129900,
      previous_price: 189900,
      description: { ops: [{ insert: 'Licuadora de prueba del dashboard, con vaso de vidrio.\n' }] },
    }),
  });
  expect(offer.expired).toBe(false);
  await signInWithToken(page, superadmin);
  try {
    await page.goto('/admin');
    await toolsMenu(page).getByRole('link', { name: 'Ofertas y cupones' }).click();
    await page.waitForURL('**/admin/ofertas');
    const table = page.getByRole('table', { name: 'Ofertas y cupones' });
    await table.waitFor();

    const search = page.getByRole('search', { name: 'Buscar ofertas' });
    await search.getByLabel('Palabras del título').fill(word.toUpperCase());
    await search.getByRole('button', { name: 'Buscar' }).click();
    await page.getByText('1 en total', { exact: true }).waitFor();
    const rows = table.locator('tbody').getByRole('row');
    expect(await rows.count()).toBe(1);
    const row = rows.first();
    expect(await row.getByRole('link', { name: title }).getAttribute('href')).toBe(offer.public_url);
    expect(await row.textContent()).toContain('Publicada');
    expect(await row.textContent()).toContain(`@${author.username}`);

    await row.getByRole('button', { name: `Expirar «${title}»` }).click();
    await expectNotice(page, 'Oferta expirada', /ya no aparece en los listados/);
    await row.getByRole('button', { name: `Volver a publicar «${title}»` }).waitFor();
    expect(await row.getByText('Expirada', { exact: true }).count()).toBe(1);
    expect(await row.getByText('Publicada', { exact: true }).count()).toBe(0);
    await screenshot(page, 'admin-offer-expired');

    // The change is the site's, not only the table's: the public page says so.
    await row.getByRole('link', { name: title }).click();
    await page.waitForURL(`**${offer.public_url}`);
    // The loaded offer (its skeleton shows a heading made from the URL, but is no article yet).
    const article = page.getByRole('article', { name: title });
    await article.waitFor();
    await article.getByText('Esta oferta ya no está disponible en la tienda.').waitFor();
    expect(await article.getByText('Expirada', { exact: true }).count()).toBe(1);
    await screenshot(page, 'admin-offer-public-expired');
  } finally {
    // Takes the run's offer off the site again.
    await fetch(`${session.baseUrl}/api/v1/admin/offers/${offer.id}`, { method: 'DELETE', headers: bearer(superadmin) });
  }
});

test('Códigos de cupones: a bulk load with a repeated and a blank line adds each new code once', async () => {
  const coupons = await api<{ items: OfferRow[] }>('/api/v1/admin/offers?kind=multiple_codes&per_page=50', { headers: bearer(superadmin) });
  const coupon = coupons.items[0];
  if (!coupon) throw new Error('the demo data has no multiple-code coupon');
  type Codes = { total: number; items: { value: string }[] };
  const before = await api<Codes>(`/api/v1/multiple_codes/codes_for_offer?idOffer=${coupon.id}`, { headers: bearer(superadmin) });
  const fresh = ['A', 'B', 'C'].map((letter) => `E2E-${run}-${letter}`.toUpperCase());
  const [first, second, third] = fresh as [string, string, string];
  await signInWithToken(page, superadmin);

  await page.goto('/admin');
  await toolsMenu(page).getByRole('link', { name: 'Códigos de cupones' }).click();
  await page.waitForURL('**/admin/codigos');
  await page.getByLabel('Cupón', { exact: true }).selectOption(coupon.id);
  await page.waitForURL(`**/admin/codigos?cupon=${coupon.id}`);
  const table = page.getByRole('table', { name: 'Códigos del cupón' });
  await table.waitFor();
  expect(await table.locator('tbody').getByRole('row').count()).toBe(before.total);

  const form = page.getByRole('form', { name: 'Añadir códigos' });
  await form.getByLabel('Añadir códigos (uno por línea)').fill(`${first}\n  ${second}  \n${first}\n\n${third}`);
  await form.getByRole('button', { name: 'Añadir códigos' }).click();
  await expectNotice(page, 'Códigos cargados', new RegExp(`Se añadieron 3 códigos; 2 se omitieron por vacíos o repetidos\\. El cupón tiene ${before.total + 3}\\.`));
  expect(await form.getByLabel('Añadir códigos (uno por línea)').inputValue()).toBe('');

  await page.getByText(`de ${before.total + 3} códigos entregados`).waitFor();
  expect(await table.locator('tbody').getByRole('row').count()).toBe(before.total + 3);
  for (const code of fresh) {
    const rows = table.locator('tbody').getByRole('row').filter({ has: page.getByText(code, { exact: true }) });
    expect(await rows.count()).toBe(1);
    expect(await rows.first().textContent()).toContain('Libre');
  }
  await screenshot(page, 'admin-codes-loaded');
  const after = await api<Codes>(`/api/v1/multiple_codes/codes_for_offer?idOffer=${coupon.id}`, { headers: bearer(superadmin) });
  expect(after.items.filter((code) => fresh.includes(code.value)).map((code) => code.value).sort()).toEqual([...fresh].sort());
});

test('Usuarios: the superadmin makes a member editor; signing in again, they get the Dashboard button', async () => {
  const member = await newAccount('ascendida');
  await signInWithToken(page, superadmin);
  const other = await secondPerson(session.browser, session.baseUrl);
  try {
    // Before: a member, no button.
    await other.page.goto('/');
    await logInThroughDialog(other.page, member.email, member.password);
    expect(await dashboardButton(other.page).count()).toBe(0);

    await page.goto('/admin');
    await toolsMenu(page).getByRole('link', { name: 'Usuarios' }).click();
    await page.waitForURL('**/admin/usuarios');
    const search = page.getByRole('search', { name: 'Buscar usuarios' });
    await search.getByLabel('Usuario o email').fill(member.username);
    await search.getByRole('button', { name: 'Buscar' }).click();
    const table = page.getByRole('table', { name: 'Usuarios' });
    // The newest accounts lead the unfiltered list too: wait for the search's answer, one row.
    const rows = table.locator('tbody').getByRole('row');
    await until('the search to leave one account', async () => (await rows.count()) === 1);
    expect(await rows.first().textContent()).toContain(`@${member.username}`);
    const role = table.getByRole('combobox', { name: `Rol de @${member.username}` });
    expect(await role.inputValue()).toBe('user');

    await role.selectOption({ label: 'Editor' });
    const confirm = page.getByRole('dialog', { name: '¿Cambiar el rol?' });
    expect(await confirm.textContent()).toContain(`@${member.username} pasará de Usuario a Editor`);
    await confirm.getByRole('button', { name: 'Sí, cambiar el rol' }).click();
    await expectNotice(page, 'Rol cambiado', new RegExp(`@${member.username} ahora es Editor`));
    await confirm.waitFor({ state: 'detached' });
    // The list is read again from the server, which now says editor.
    await until('the role select to show Editor', async () => (await role.inputValue()) === 'editor');
    await screenshot(page, 'admin-role-changed');

    // The change signed them out everywhere: the old token no longer works.
    expect((await fetch(`${session.baseUrl}/api/v1/users/current`, { headers: bearer(member.token) })).status).toBe(401);

    // Signing in again in their own browser, they are staff: the button, and an editor's tools.
    await other.context.clearCookies();
    await other.page.evaluate(() => localStorage.clear());
    await other.page.goto('/');
    await logInThroughDialog(other.page, member.email, member.password);
    await dashboardButton(other.page).click();
    await other.page.waitForURL((url) => url.pathname === '/admin');
    await toolsMenu(other.page).getByRole('link', { name: 'Resumen' }).waitFor();
    const tools = (await toolsMenu(other.page).getByRole('link').allTextContents()).map((text) => text.trim());
    expect(tools).toEqual(['Resumen', 'Moderación', 'Ofertas y cupones', 'Códigos de cupones', 'Comentarios', 'Remotos']);
    expect(await other.page.getByRole('main').textContent()).toContain('Editor');
    // The server agrees: the overview's numbers load for the new editor.
    await other.page.getByRole('main').getByRole('term').filter({ hasText: 'Ofertas activas' }).waitFor();
    expect(await other.page.getByText(NO_PERMISSION).count()).toBe(0);
    await screenshot(other.page, 'admin-editor-dashboard');
  } finally {
    await other.context.close();
  }
});

test('on a phone: Dashboard from the avatar menu, every tool in sight, nothing wider than the screen', async () => {
  await session.browser.close();
  session = await openSession({ viewport: { width: 390, height: 844 } });
  page = session.page;
  const coupons = await api<{ items: OfferRow[] }>('/api/v1/admin/offers?kind=multiple_codes&per_page=1', { headers: bearer(superadmin) });
  await signInWithToken(page, superadmin);

  await page.goto('/');
  await page.getByRole('button', { name: 'Comparte' }).waitFor();
  await page.getByRole('button', { name: 'Perfil' }).click();
  await page.getByRole('menuitem', { name: 'Dashboard' }).click();
  await page.waitForURL((url) => url.pathname === '/admin');
  await page.getByRole('main').getByRole('term').first().waitFor();

  const widthOverflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  const links = toolsMenu(page).getByRole('link');
  expect(await links.count()).toBe(7);
  for (const link of await links.all()) {
    const box = await link.boundingBox();
    if (!box) throw new Error(`${await link.textContent()} is not rendered`);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  expect(await widthOverflow()).toBe(0);
  await screenshot(page, 'admin-overview-phone');

  const views: [string, string][] = [
    ['/admin/ofertas', 'Ofertas y cupones'],
    [`/admin/codigos?cupon=${coupons.items[0]?.id ?? ''}`, 'Códigos del cupón'],
    ['/admin/usuarios', 'Usuarios'],
  ];
  for (const [path, tableName] of views) {
    await page.goto(path);
    const table = page.getByRole('table', { name: tableName });
    await table.waitFor();
    expect(await widthOverflow()).toBe(0);
    // Each row is a card: its first cell's label sits beside its value, inside the screen.
    const cell = table.locator('tbody td').first();
    const box = await cell.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(390);
    await screenshot(page, `admin-phone-${path.split('?')[0]?.split('/').pop() ?? 'tool'}`);
  }
  // A card's value column holds the offer's shop and its author: the author is not pushed under the labels.
  await page.goto('/admin/ofertas');
  const firstCard = page.getByRole('table', { name: 'Ofertas y cupones' }).locator('tbody').getByRole('row').first();
  const shopAndAuthor = firstCard.getByRole('cell').nth(1);
  const cellBox = await shopAndAuthor.boundingBox();
  const authorBox = await shopAndAuthor.getByText(/^@|^Gangazo$/).boundingBox();
  if (!cellBox || !authorBox) throw new Error('the first offer card has no shop and author cell');
  expect(authorBox.x - cellBox.x).toBeGreaterThan(100);
  expect(session.pageErrors).toEqual([]);
});
