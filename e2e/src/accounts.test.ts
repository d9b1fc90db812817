// Accounts as a shopper uses them: register, a wrong password, log in and out, recover a password.
import type { Page } from 'playwright-core';
import { api } from './support/api';
import { openSession, screenshot, type Session } from './support/browser';
import { mailedLink } from './support/mail';

let session: Session;
let page: Page;
const run = Date.now().toString(36);

beforeEach(async () => {
  session = await openSession();
  page = session.page;
});
afterEach(async () => {
  await session.browser.close();
});

async function register(p: Page, email: string, username: string, password: string) {
  await p.goto('/');
  await p.getByRole('button', { name: 'Regístrate / Iniciar sesión' }).click();
  const login = p.getByRole('dialog');
  await login.getByRole('button', { name: 'Regístrate ahora' }).click();
  const dialog = p.getByRole('dialog', { name: 'Crear cuenta' });
  await dialog.getByLabel('Email', { exact: true }).fill(email);
  await dialog.getByLabel('Nombre de usuario', { exact: true }).fill(username);
  await dialog.getByLabel('Contraseña', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Regístrate ahora' }).click();
}

async function logIn(p: Page, email: string, password: string) {
  // The top bar's button (a page may offer its own, like the offer page's comment box).
  await p.getByRole('navigation', { name: 'Cuenta' }).getByRole('button', { name: 'Regístrate / Iniciar sesión' }).click();
  const dialog = p.getByRole('dialog', { name: 'Iniciar sesión' });
  await dialog.getByLabel('Email', { exact: true }).fill(email);
  await dialog.getByLabel('Contraseña', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Iniciar sesión' }).click();
}

test('register → ¡Muy Bien! → /registro-ok → the mailed link confirms and signs in', async () => {
  const email = `nueva-${run}@example.co`;
  await register(page, email, `nueva_${run}`, 'una-clave-segura-123');
  await page.getByText('¡Muy Bien!').waitFor();
  await page.waitForURL('**/registro-ok');
  await page.getByRole('heading', { level: 1, name: '¡Tu registro fue exitoso!' }).waitFor();
  // Not signed in yet: the page sends the new member to the mail, naming the address.
  await page.getByText(`a ${email}`, { exact: true }).waitFor();
  await page.getByText(/Revisa tu correo: te enviamos un enlace/).waitFor();
  expect(await page.evaluate(() => localStorage.getItem('APP_TOKEN'))).toBeNull();
  await screenshot(page, 'registro-ok');

  await page.goto(await mailedLink(email, '/confirmar-email'));
  await page.getByText(`¡Listo! Tu email quedó confirmado y ya iniciaste sesión como nueva_${run}.`).waitFor();
  await page.getByRole('button', { name: 'Comparte' }).waitFor();
  expect(await page.getByRole('button', { name: 'Regístrate / Iniciar sesión' }).count()).toBe(0);
  expect(await page.evaluate(() => localStorage.getItem('APP_TOKEN'))).toBeTruthy();
  await screenshot(page, 'email-confirmed');
});

test('before confirming, a vote is refused with the reason; Ajustes sends a new link, and after it the vote counts', async () => {
  const email = `sinconfirmar-${run}@example.co`;
  const password = 'una-clave-segura-456';
  await register(page, email, `sinconfirmar_${run}`, password);
  await page.waitForURL('**/registro-ok');
  const first = await mailedLink(email, '/confirmar-email');
  const feed = await api<{ items: Array<{ kind: string; expired: boolean; public_url: string }> }>('/api/gangazo/offers?order=news&page=1&per_page=50');
  const offer = feed.items.find((o) => o.kind === 'offer' && !o.expired);
  if (!offer) throw new Error('no live offer to vote on');
  await page.goto(offer.public_url);
  await logIn(page, email, password);
  await page.getByRole('button', { name: 'Comparte' }).waitFor();
  await page.getByRole('button', { name: 'Votar caliente' }).click();
  await page.getByText('Confirma tu email para votar, comentar y compartir: abre el enlace que te enviamos al registrarte. ¿No te llegó? Pide otro en Ajustes.').waitFor();
  await screenshot(page, 'vote-unconfirmed');

  await page.getByRole('button', { name: 'Perfil' }).click();
  await page.getByRole('menuitem', { name: 'Ajustes' }).click();
  await page.getByRole('heading', { name: 'Confirma tu email' }).waitFor();
  await page.getByRole('button', { name: 'Enviar el enlace otra vez' }).click();
  await page.getByText(`Te enviamos un enlace nuevo a ${email}. Ábrelo para confirmar tu email.`).waitFor();
  await screenshot(page, 'ajustes-confirm-email');
  const second = await mailedLink(email, '/confirmar-email');
  expect(second).not.toBe(first);

  await page.goto(second);
  await page.getByText(/¡Listo! Tu email quedó confirmado/).waitFor();
  await page.goto(offer.public_url);
  await page.getByRole('button', { name: 'Votar caliente' }).click();
  await page.waitForFunction(() => document.querySelector('button[aria-label="Votar caliente"]')?.getAttribute('aria-pressed') === 'true');
});

test('a wrong password shows "Email o contraseña incorrectos" and sends nothing when blank', async () => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Regístrate / Iniciar sesión' }).click();
  const dialog = page.getByRole('dialog', { name: 'Iniciar sesión' });
  let requests = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/v1/user_token')) requests += 1;
  });
  await dialog.getByRole('button', { name: 'Iniciar sesión' }).click();
  expect(await dialog.getByLabel('Email', { exact: true }).getAttribute('aria-invalid')).toBe('true');
  expect(requests).toBe(0);
  await page.keyboard.press('Escape');
  await logIn(page, 'nadie@example.co', 'clave-equivocada');
  await page.getByText('Email o contraseña incorrectos').waitFor();
  await screenshot(page, 'login-error');
});

test('a wrong password for an account that exists gets the same answer, and nobody is signed in', async () => {
  const email = `real-${run}@example.co`;
  await register(page, email, `real_${run}`, 'la-clave-correcta-1');
  await page.waitForURL('**/registro-ok');
  await page.goto('/');
  await logIn(page, email, 'la-clave-equivocada');
  const dialog = page.getByRole('dialog', { name: 'Iniciar sesión' });
  await dialog.getByText('Email o contraseña incorrectos').waitFor();
  expect(await dialog.getByLabel('Email', { exact: true }).getAttribute('aria-invalid')).toBe('true');
  expect(await dialog.getByLabel('Contraseña', { exact: true }).getAttribute('aria-invalid')).toBe('true');
  expect(await page.evaluate(() => localStorage.getItem('APP_TOKEN'))).toBeNull();
});

test('log in → avatar menu → Cerrar Sesión → back at / as a guest', async () => {
  const email = `sesion-${run}@example.co`;
  const password = 'otra-clave-segura-456';
  await register(page, email, `sesion_${run}`, password);
  await page.waitForURL('**/registro-ok');
  await page.goto('/ofertas-no-existe');
  await logIn(page, email, password);
  await page.getByRole('button', { name: 'Comparte' }).waitFor();
  const token = await page.evaluate(() => localStorage.getItem('APP_TOKEN'));
  expect(token).toBeTruthy();
  await page.getByRole('button', { name: 'Perfil' }).click();
  for (const item of ['Mis estadísticas', 'Mi actividad reciente', 'Mis medallas', 'Mis ofertas', 'Ofertas Guardadas', 'Ajustes', 'Cerrar Sesión']) {
    await page.getByRole('menuitem', { name: item }).waitFor();
  }
  expect(await page.getByRole('menuitem', { name: 'Dashboard' }).count()).toBe(0);
  await screenshot(page, 'avatar-menu');
  await page.getByRole('menuitem', { name: 'Cerrar Sesión' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('button', { name: 'Regístrate / Iniciar sesión' }).waitFor();
  expect(await page.evaluate(() => localStorage.getItem('APP_TOKEN'))).toBeNull();
  // The session ended on the server too: a copy of the token (a stolen one) no longer works.
  const status = async () => (await api<unknown>('/api/v1/users/current', { headers: { authorization: `Bearer ${token}` } }).then(() => 200).catch((error: Error) => error.message));
  const deadline = Date.now() + 5000;
  let answer = await status();
  while (answer === 200 && Date.now() < deadline) answer = await new Promise((resolve) => setTimeout(resolve, 100)).then(status);
  expect(String(answer)).toMatch(/401/);
});

test('recovery: request, open the link from the written mail, set a new password, log in with it', async () => {
  const email = `olvido-${run}@example.co`;
  await register(page, email, `olvido_${run}`, 'clave-vieja-789');
  await page.waitForURL('**/registro-ok');

  await page.goto('/');
  await page.getByRole('button', { name: 'Regístrate / Iniciar sesión' }).click();
  await page.getByRole('button', { name: '¿Olvidaste tu contraseña?' }).click();
  const recover = page.getByRole('dialog', { name: 'Recuperar contraseña' });
  await recover.getByLabel('Email', { exact: true }).fill(email);
  await recover.getByRole('button', { name: 'Enviar instrucciones' }).click();
  await page.getByText('Se ha enviado un correo con las instrucciones para recuperar tu contraseña').first().waitFor();

  const link = await mailedLink(email, '/restablecer-contrasena');
  await page.goto(link);
  await page.getByLabel('Nueva contraseña', { exact: true }).fill('clave-nueva-2026');
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await page.getByText('Tu contraseña fue actualizada. Ya puedes iniciar sesión.').waitFor();
  await screenshot(page, 'reset-done');

  // The old password no longer opens the account; the new one does.
  await page.goto('/');
  await logIn(page, email, 'clave-vieja-789');
  const dialog = page.getByRole('dialog', { name: 'Iniciar sesión' });
  await dialog.getByText('Email o contraseña incorrectos').waitFor();
  await dialog.getByLabel('Contraseña', { exact: true }).fill('clave-nueva-2026');
  await dialog.getByRole('button', { name: 'Iniciar sesión' }).click();
  await page.getByRole('button', { name: 'Comparte' }).waitFor();

  // The link works once.
  await page.goto(link);
  await page.getByLabel('Nueva contraseña', { exact: true }).fill('otra-clave-2027');
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await page.getByText('¡Upps!').waitFor();
});
