// The staff dashboard's Remotos tool as ops use it: every registered remote with its live version,
// its last hour (a load and an error a browser reported) and its deploy history, on a desktop and a
// 360 px phone, light and dark; then, on a site of its own with an ops deploy token, two deploys of
// coupons, an admin who reads the history without buttons and the superadmin who goes back a version.
import type { ChildProcess } from 'node:child_process';
import type { Browser, Page } from 'playwright-core';
import { api, signIn } from './support/api';
import { launchBrowser, openSession, screenshot, type Session } from './support/browser';
import { readServerState, startServer, SUPERADMIN, type ServerState } from './support/server';

interface RegistryEntry {
  name: string;
  version: string;
  entry: string;
  source: 'local' | 'deployed';
}

let session: Session | undefined;
let superadmin: string;
/** Makes this run's report unique, so a re-run never finds an old one. */
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
const message = `Botón de prueba e2e ${run} falló`;

beforeAll(async () => {
  superadmin = await signIn(SUPERADMIN.email, SUPERADMIN.password);
  const { remotes } = await api<{ remotes: RegistryEntry[] }>('/api/v1/remotes');
  const coupons = remotes.find((remote) => remote.name === 'coupons');
  if (!coupons) throw new Error('coupons is not registered');
  // What a browser's shell sends after loading coupons.
  const loads = await fetch(`${readServerState().baseUrl}/monitoring/loads`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ loads: [{ remote: 'coupons', version: coupons.version, ms: 420, result: 'ok' }] }),
  });
  expect(loads.status).toBe(204);
});
afterEach(async () => {
  await session?.browser.close();
  session = undefined;
});

const toolsMenu = (p: Page) => p.getByRole('navigation', { name: 'Herramientas del dashboard' });
const widthOverflow = (p: Page) => p.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function openRemotos(options: { width: number; height: number; colorScheme?: 'light' | 'dark' }): Promise<{ page: Page; remotes: RegistryEntry[] }> {
  session = await openSession({ viewport: { width: options.width, height: options.height }, colorScheme: options.colorScheme ?? 'light' });
  const { page } = session;
  await page.addInitScript((value) => localStorage.setItem('APP_TOKEN', value), superadmin);
  await page.goto('/admin');
  await toolsMenu(page).getByRole('link', { name: 'Remotos' }).click();
  await page.waitForURL((url) => url.pathname === '/admin/remotos');
  await page.getByRole('heading', { level: 2, name: 'Remotos' }).waitFor();
  const { remotes } = await api<{ remotes: RegistryEntry[] }>('/api/v1/remotes');
  return { page, remotes };
}

/** Every registered remote is in the summary table and has its own section, with the registry's version. */
async function expectEveryRemote(page: Page, remotes: RegistryEntry[]) {
  expect(remotes.length).toBeGreaterThanOrEqual(6);
  const summary = page.getByRole('table', { name: 'Remotos registrados' });
  await summary.waitFor();
  const rows = summary.locator('tbody tr');
  expect(await rows.count()).toBe(remotes.length);
  for (const [index, remote] of remotes.entries()) {
    const row = rows.nth(index);
    expect(await row.getByRole('rowheader').textContent()).toBe(remote.name);
    expect(await row.getByRole('cell').first().textContent()).toBe(remote.version);
    const section = page.getByRole('region', { name: remote.name, exact: true });
    await section.waitFor();
    expect(await section.getByRole('definition').first().textContent()).toBe(remote.version);
    expect(await section.textContent()).toContain(remote.entry);
    await section.getByRole('heading', { level: 4, name: 'Historial de despliegues' }).waitFor();
  }
}

test('the superadmin opens Remotos from the tools menu: every remote with its version, its last hour and its history', async () => {
  const { remotes: before } = await api<{ remotes: RegistryEntry[] }>('/api/v1/remotes');
  const couponsVersion = before.find((remote) => remote.name === 'coupons')?.version ?? '';
  const { page, remotes } = await openRemotos({ width: 1280, height: 900 });
  // A report as the shell sends it for an error thrown in a coupons click handler.
  const reported = await page.evaluate(
    async ({ version, text }) =>
      (
        await fetch('/monitoring', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ source: 'coupons', version, level: 'error', reason: 'runtime', message: text, stack: `Error: ${text}\n    at onClick (remote.js:1:1)` }),
        })
      ).status,
    { version: couponsVersion, text: message },
  );
  expect(reported).toBe(204);
  await page.reload();
  await expectEveryRemote(page, remotes);

  const coupons = page.getByRole('region', { name: 'coupons', exact: true });
  const report = coupons.getByRole('list', { name: 'Últimos reportes de coupons' }).getByRole('listitem').filter({ hasText: message });
  await report.waitFor();
  expect(await report.textContent()).toContain(`Versión ${couponsVersion}`);
  expect(await report.textContent()).toContain('En ejecución');
  const stack = report.getByText('at onClick (remote.js:1:1)');
  expect(await stack.isVisible()).toBe(false);
  await report.getByText('Ver la traza').click();
  await stack.waitFor();
  expect(await coupons.getByRole('table', { name: 'Errores de coupons en la última hora, por motivo' }).textContent()).toMatch(/En ejecución\d+/);
  // The load posted before the page opened: a success rate and a p75 time.
  expect(await coupons.textContent()).toMatch(/Cargas correctas100 %de \d+ cargas?/);
  expect(await coupons.textContent()).toMatch(/Tiempo de carga \(p75\)\d+ ms/);
  // This site serves its own builds: nothing deployed, so no history and nothing to go back to.
  expect(await coupons.textContent()).toContain('Sin despliegues registrados');
  expect(await page.getByRole('button', { name: /Volver a/ }).count()).toBe(0);

  await coupons.scrollIntoViewIfNeeded();
  await screenshot(page, 'admin-remotes-desktop');
  await page.getByRole('table', { name: 'Remotos registrados' }).scrollIntoViewIfNeeded();
  await screenshot(page, 'admin-remotes-desktop-summary');
  expect(await widthOverflow(page)).toBe(0);
  expect(session?.pageErrors).toEqual([]);
});

test('on a 360 px phone, light and dark: every remote in sight and nothing wider than the screen', async () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    const { page, remotes } = await openRemotos({ width: 360, height: 780, colorScheme });
    await expectEveryRemote(page, remotes);
    expect(await widthOverflow(page)).toBe(0);
    // The summary keeps one line per remote and scrolls inside its own box.
    const summaryBox = await page.getByRole('group', { name: /^Remotos registrados/ }).boundingBox();
    expect(summaryBox && summaryBox.x + summaryBox.width).toBeLessThanOrEqual(360);
    for (const remote of remotes) {
      const box = await page.getByRole('region', { name: remote.name, exact: true }).boundingBox();
      if (!box) throw new Error(`${remote.name} is not rendered`);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(360);
    }
    await page.getByRole('table', { name: 'Remotos registrados' }).scrollIntoViewIfNeeded();
    await screenshot(page, `admin-remotes-phone-${colorScheme}`);
    const coupons = page.getByRole('region', { name: 'coupons', exact: true });
    await coupons.getByRole('heading', { level: 4, name: 'Última hora' }).scrollIntoViewIfNeeded();
    await screenshot(page, `admin-remotes-phone-${colorScheme}-coupons`);
    expect(session?.pageErrors).toEqual([]);
    await session?.browser.close();
    session = undefined;
  }
});

describe('the way back, on a site with deploys', () => {
  const OPS_TOKEN = 'ops-token-for-the-admin-remotes-e2e-0123456789';
  let site: { state: ServerState; child: ChildProcess };
  let browser: Browser;
  let boss: string;
  let admin: string;

  /** JSON to and from this file's own site. */
  async function call<T>(pathname: string, init: { method?: string; token?: string; body?: unknown } = {}): Promise<{ status: number; body: T }> {
    const headers: Record<string, string> = init.body !== undefined ? { 'content-type': 'application/json' } : {};
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    const response = await fetch(`${site.state.baseUrl}${pathname}`, {
      method: init.method ?? 'GET',
      headers,
      ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : {}) as T };
  }

  async function login(email: string, password: string): Promise<string> {
    const { status, body } = await call<{ jwt: string }>('/api/v1/user_token', { method: 'POST', body: { auth: { email, password } } });
    if (status !== 200) throw new Error(`sign-in refused: ${status}`);
    return body.jwt;
  }

  interface LiveRemote extends RegistryEntry {
    serverEntry?: string;
    canary?: { version: string; percent: number };
    routes: string[];
    slots: string[];
    platform: string;
  }

  async function liveCoupons(): Promise<LiveRemote> {
    const { body } = await call<{ remotes: LiveRemote[] }>('/api/v1/remotes');
    const found = body.remotes.find((remote) => remote.name === 'coupons');
    if (!found) throw new Error('coupons is not registered');
    return found;
  }

  let local: LiveRemote;
  /** A deploy of this site's own coupons build under another version name (its files pass the checks). */
  const deployBody = (version: string, extra: Record<string, unknown> = {}) => ({
    version,
    entry: local.entry,
    ...(local.serverEntry ? { serverEntry: local.serverEntry } : {}),
    routes: local.routes,
    slots: local.slots,
    platform: local.platform,
    ...extra,
  });
  const first = () => `${local.version}-e2e.1`;
  const second = () => `${local.version}-e2e.2`;

  beforeAll(async () => {
    site = await startServer({ REMOTES_DEPLOY_TOKEN: OPS_TOKEN });
    browser = await launchBrowser();
    boss = await login(SUPERADMIN.email, SUPERADMIN.password);
    // An admin: registered, made admin by the superadmin (which signs them out), signed in again.
    const id = `opsadmin${run}`;
    const form = new FormData();
    form.append('user[username]', id);
    form.append('user[email]', `${id}@example.co`);
    form.append('user[password]', 'clave-de-prueba-123');
    const registered = await fetch(`${site.state.baseUrl}/api/v1/users/confirm_user`, { method: 'POST', body: form });
    expect(registered.status).toBe(200);
    const member = await login(`${id}@example.co`, 'clave-de-prueba-123');
    const me = await call<{ id: string }>('/api/v1/users/current', { token: member });
    expect((await call(`/api/v1/admin/users/${me.body.id}/role`, { method: 'PATCH', token: boss, body: { role: 'admin' } })).status).toBe(200);
    admin = await login(`${id}@example.co`, 'clave-de-prueba-123');

    // Two deploys of this site's own coupons build under new version names: the checks pass
    // (the files are there) and the history records both, by the ops token.
    local = await liveCoupons();
    for (const version of [first(), second()]) {
      const deployed = await call<{ version: string }>('/api/v1/remotes/coupons', { method: 'PUT', token: OPS_TOKEN, body: deployBody(version) });
      expect(deployed).toMatchObject({ status: 200, body: { version } });
    }
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    site?.child.kill();
  });

  async function remotosAs(token: string, viewport: { width: number; height: number }, colorScheme: 'light' | 'dark' = 'light') {
    const context = await browser.newContext({ baseURL: site.state.baseUrl, locale: 'es-CO', colorScheme, viewport });
    const page = await context.newPage();
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));
    await page.addInitScript((value) => localStorage.setItem('APP_TOKEN', value), token);
    await page.goto('/admin/remotos');
    await page.waitForSelector('html[data-interactive]', { state: 'attached', timeout: 30_000 });
    const coupons = page.getByRole('region', { name: 'coupons', exact: true });
    const history = coupons.getByRole('table', { name: 'Historial de despliegues de coupons' });
    await history.waitFor({ timeout: 20_000 });
    return { context, page, coupons, history, errors };
  }

  test('an admin reads who deployed what, with no button to go back', async () => {
    const { context, page, coupons, history, errors } = await remotosAs(admin, { width: 1280, height: 900 });
    try {
      const rows = history.locator('tbody tr');
      expect(await rows.count()).toBe(2);
      expect(await rows.nth(0).textContent()).toContain(second());
      expect(await rows.nth(0).textContent()).toContain('En vivo');
      expect(await rows.nth(0).textContent()).toContain('Token de operaciones');
      expect(await rows.nth(1).textContent()).toContain(first());
      expect(await coupons.getByText('Solo un superadmin puede volver a una versión anterior.').count()).toBe(1);
      expect(await page.getByRole('button', { name: /Volver a/ }).count()).toBe(0);
      // The server agrees: an admin's session cannot roll back.
      expect((await call('/api/v1/remotes/coupons/rollback', { method: 'POST', token: admin })).status).toBe(403);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('the superadmin goes back to the previous version: confirm, a notice, the history and the registry updated', async () => {
    const { context, page, coupons, history, errors } = await remotosAs(boss, { width: 1280, height: 900 });
    try {
      expect(await coupons.getByRole('definition').first().textContent()).toBe(second());
      const back = history.getByRole('button', { name: `Volver a esta versión (${first()} de coupons)` });
      await back.scrollIntoViewIfNeeded();
      await screenshot(page, 'admin-remotes-history-desktop');
      await back.click();
      const dialog = page.getByRole('dialog', { name: '¿Volver a esta versión?' });
      await dialog.waitFor();
      expect(await dialog.textContent()).toContain(`«coupons» pasará de la versión ${second()} a la ${first()} (paso 1, de Token de operaciones`);
      await screenshot(page, 'admin-remotes-confirm');
      await dialog.getByRole('button', { name: 'Sí, volver' }).click();

      const notice = page.getByRole('alertdialog', { name: 'Versión restaurada' });
      await notice.waitFor();
      expect(await notice.textContent()).toContain(`«coupons» está en la versión ${first()}. Cada navegador la carga en su próxima visita.`);
      await notice.getByRole('button', { name: 'Cerrar' }).click();
      await notice.waitFor({ state: 'detached' });

      // The lists are read again: the rollback on top, live; the undone deploy marked.
      const top = history.locator('tbody tr').first();
      await top.filter({ hasText: '3 · Reversión' }).waitFor();
      expect(await top.textContent()).toContain('En vivo');
      expect(await top.textContent()).toMatch(/@\S+ \(superadmin\)/);
      expect(await history.locator('tbody tr').nth(1).textContent()).toContain('Revertido');
      await coupons.getByRole('definition').first().filter({ hasText: new RegExp(`^${first().replace(/\./g, '\\.')}$`) }).waitFor();
      const summaryRow = page.getByRole('table', { name: 'Remotos registrados' }).getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'coupons' }) });
      expect(await summaryRow.getByRole('cell').first().textContent()).toBe(first());
      expect((await liveCoupons()).version).toBe(first());
      // Before the first deploy there is only this site's build: that is the next way back.
      await coupons.getByRole('button', { name: 'Volver a la compilación local (coupons)' }).waitFor();
      await history.scrollIntoViewIfNeeded();
      await screenshot(page, 'admin-remotes-after-rollback');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }

    // On a 360 px phone, dark: the history's rows are cards, nothing wider than the screen.
    const phone = await remotosAs(boss, { width: 360, height: 780 }, 'dark');
    try {
      await phone.history.scrollIntoViewIfNeeded();
      expect(await widthOverflow(phone.page)).toBe(0);
      const box = await phone.history.locator('tbody tr').first().boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
      await screenshot(phone.page, 'admin-remotes-history-phone-dark');
      expect(phone.errors).toEqual([]);
    } finally {
      await phone.context.close();
    }
  });

  test('a canary: its share on the card and in the history; the superadmin promotes it to every browser', async () => {
    const canaryVersion = `${local.version}-e2e.3`;
    const sent = await call<{ canary?: { percent: number } }>('/api/v1/remotes/coupons', {
      method: 'PUT',
      token: OPS_TOKEN,
      body: deployBody(canaryVersion, { canary: { percent: 20 } }),
    });
    expect(sent).toMatchObject({ status: 200, body: { canary: { percent: 20 } } });
    const stable = (await liveCoupons()).version;

    const { context, page, coupons, history, errors } = await remotosAs(boss, { width: 1280, height: 900 });
    try {
      const share = coupons.getByRole('definition').filter({ hasText: '20 % de los navegadores' });
      expect(await share.textContent()).toContain(`cargan la versión ${canaryVersion}`);
      expect(await history.locator('tbody tr').first().textContent()).toContain('Canario al 20 %');
      const promote = coupons.getByRole('button', { name: `Promover a todos (canario ${canaryVersion} de coupons)` });
      await promote.scrollIntoViewIfNeeded();
      await screenshot(page, 'admin-remotes-canary');
      await promote.click();
      const dialog = page.getByRole('dialog', { name: '¿Promover el canario?' });
      expect(await dialog.textContent()).toContain(`Todos los navegadores pasarán de «coupons» ${stable} a ${canaryVersion}.`);
      await dialog.getByRole('button', { name: 'Sí, promover' }).click();
      const notice = page.getByRole('alertdialog', { name: 'Canario promovido' });
      await notice.waitFor();
      expect(await notice.textContent()).toContain(`Todos los navegadores cargan ahora «coupons» ${canaryVersion}.`);
      await notice.getByRole('button', { name: 'Cerrar' }).click();
      await share.waitFor({ state: 'detached' });
      expect(await coupons.getByRole('definition').first().textContent()).toBe(canaryVersion);
      expect(await history.locator('tbody tr').first().textContent()).toContain('En vivo');
      expect(await liveCoupons()).toMatchObject({ version: canaryVersion });
      expect((await liveCoupons()).canary).toBeUndefined();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
