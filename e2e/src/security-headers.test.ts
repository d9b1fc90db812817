// The Content-Security-Policy as the browser applies it: the pages a shopper and staff use run
// under it with no violation (the policy allows what the site needs, and nothing runs inline but
// the hashed theme script). Violations are caught in the page as they happen.
import type { Page } from 'playwright-core';
import { api, newAccount, signIn } from './support/api';
import { openSession, screenshot, type Session } from './support/browser';
import { SUPERADMIN } from './support/server';

let session: Session;
let page: Page;
beforeEach(async () => {
  session = await openSession();
  page = session.page;
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`));
  });
});
afterEach(async () => {
  await session.browser.close();
});

const violations = (p: Page) => p.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

async function expectNoViolations(p: Page): Promise<void> {
  // Reports arrive as events a moment after what caused them.
  await p.waitForTimeout(300);
  expect(await violations(p)).toEqual([]);
}

test('home and an offer page: the policy is sent and nothing is refused, through loading every remote', async () => {
  const response = await page.goto('/');
  const policy = (await response?.allHeaders())?.['content-security-policy'] ?? '';
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  // The slots' remotes (search, account) load at the first interaction.
  const search = page.getByRole('combobox', { name: 'Buscar ofertas, cupones y tiendas' });
  await search.click();
  await search.pressSequentially('samsung', { delay: 40 });
  await page.getByRole('listbox', { name: 'Resultados de búsqueda' }).getByRole('option').first().waitFor();
  await expectNoViolations(page);

  const feed = await api<{ items: { public_url: string }[] }>('/api/gangazo/offers?page=1');
  const offerUrl = feed.items[0]?.public_url;
  if (!offerUrl) throw new Error('la portada no tiene ofertas');
  await page.goto(offerUrl);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await expectNoViolations(page);
});

test('the share form with its rich text editor runs under the policy', async () => {
  const { token } = await newAccount('csp');
  await page.addInitScript((value) => localStorage.setItem('APP_TOKEN', value), token);
  await page.goto('/comparte/oferta/offer');
  await page.getByRole('toolbar', { name: 'Formato del texto' }).waitFor();
  await page.getByRole('textbox', { name: 'Descripción de la oferta' }).click();
  await page.keyboard.type('Texto con formato ');
  await page.keyboard.press('Control+B');
  await page.keyboard.type('en negrita');
  await screenshot(page, 'csp-share-form');
  await expectNoViolations(page);
});

test('the staff dashboard runs under the policy', async () => {
  const token = await signIn(SUPERADMIN.email, SUPERADMIN.password);
  await page.addInitScript((value) => localStorage.setItem('APP_TOKEN', value), token);
  await page.goto('/admin');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await expectNoViolations(page);
});

test('a script injected into the page is refused by the browser', async () => {
  await page.goto('/');
  const ran = await page.evaluate(async () => {
    (window as unknown as { injected?: boolean }).injected = false;
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.body.append(script);
    await new Promise((resolve) => setTimeout(resolve, 100));
    return (window as unknown as { injected?: boolean }).injected;
  });
  expect(ran).toBe(false);
  expect((await violations(page)).some((v) => v.startsWith('script-src-elem inline'))).toBe(true);
});
