// Forms a shopper fills, on a phone and on a laptop: the register form says its password rule
// before sending and links the terms; the sign-in dialog keeps the keyboard inside it as its views
// change and after a failed login; Ajustes confirms a save, shows the new name at once, and clears
// a field's error as it is edited.
import type { Page } from 'playwright-core';
import { api, newAccount } from './support/api';
import { openSession, screenshot, type Session } from './support/browser';
import { mailedLink } from './support/mail';

const VIEWPORTS = [
  { width: 360, height: 740 },
  { width: 1280, height: 900 },
];

let session: Session;
let page: Page;
afterEach(async () => {
  await session.browser.close();
});

/** Where the keyboard is: inside the open dialog, and on which field. */
const focus = (p: Page) =>
  p.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    const dialog = document.querySelector('[role="dialog"]');
    const label = active?.id ? document.querySelector(`label[for="${CSS.escape(active.id)}"]`)?.textContent?.trim() : undefined;
    return { insideDialog: Boolean(dialog && active && dialog.contains(active)), label: label ?? active?.getAttribute('aria-label') ?? active?.textContent?.trim() ?? '' };
  });

describe.each(VIEWPORTS)('at $width × $height', (viewport) => {
  beforeEach(async () => {
    session = await openSession({ viewport });
    page = session.page;
  });

  test('the sign-in dialog keeps the keyboard inside as its views change and after a failed login', async () => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Regístrate / Iniciar sesión' }).click();
    const login = page.getByRole('dialog', { name: 'Iniciar sesión' });
    await login.waitFor();
    await page.waitForFunction(() => document.activeElement?.closest('[role="dialog"]') !== null);
    expect(await focus(page)).toEqual({ insideDialog: true, label: 'Email' });

    // A wrong password: the answer is told and the keyboard stays in the dialog.
    await login.getByLabel('Email', { exact: true }).fill('nadie-por-aqui@example.co');
    await login.getByLabel('Contraseña', { exact: true }).fill('no-es-esta-123');
    await login.getByRole('button', { name: 'Iniciar sesión' }).click();
    await login.getByText('Email o contraseña incorrectos').waitFor();
    expect((await focus(page)).insideDialog).toBe(true);

    // To register: the first field of the new view.
    await login.getByRole('button', { name: 'Regístrate ahora' }).click();
    const register = page.getByRole('dialog', { name: 'Crear cuenta' });
    await register.waitFor();
    await page.waitForFunction(() => document.activeElement?.closest('[role="dialog"]') !== null && document.activeElement?.tagName === 'INPUT');
    expect(await focus(page)).toEqual({ insideDialog: true, label: 'Email' });

    // Back to sign in, then to recovery: the same.
    await page.keyboard.press('Shift+Tab');
    expect((await focus(page)).insideDialog).toBe(true);
    await register.getByRole('button', { name: 'Ya tengo una cuenta' }).click();
    await page.getByRole('dialog', { name: 'Iniciar sesión' }).waitFor();
    await page.waitForFunction(() => document.activeElement?.closest('[role="dialog"]') !== null && document.activeElement?.tagName === 'INPUT');
    expect(await focus(page)).toEqual({ insideDialog: true, label: 'Email' });
    await page.getByRole('dialog', { name: 'Iniciar sesión' }).getByRole('button', { name: '¿Olvidaste tu contraseña?' }).click();
    await page.getByRole('dialog', { name: 'Recuperar contraseña' }).waitFor();
    await page.waitForFunction(() => document.activeElement?.closest('[role="dialog"]') !== null && document.activeElement?.tagName === 'INPUT');
    expect((await focus(page)).insideDialog).toBe(true);
    await screenshot(page, `forms-${viewport.width}-recover-focus`);
  });

  test('the register form tells the password rule before sending, links the terms, and sends the new member to the mail', async () => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Regístrate / Iniciar sesión' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Regístrate ahora' }).click();
    const dialog = page.getByRole('dialog', { name: 'Crear cuenta' });
    const password = dialog.getByLabel('Contraseña', { exact: true });
    await password.waitFor();
    // Said under the field, tied to it, before anything is sent.
    expect(await password.getAttribute('aria-describedby')).toBeTruthy();
    await dialog.getByText('Al menos 8 caracteres.').waitFor();
    expect(await dialog.getByRole('link', { name: 'Términos de Uso' }).getAttribute('href')).toBe('/informacion/terminos-y-condiciones');
    expect(await dialog.getByRole('link', { name: 'Política de Privacidad' }).getAttribute('href')).toBe('/informacion/politica-de-privacidad');
    await screenshot(page, `forms-${viewport.width}-register`);

    const id = `forms${viewport.width}${Date.now().toString(36)}`;
    await dialog.getByLabel('Email', { exact: true }).fill(`${id}@example.co`);
    await dialog.getByLabel('Nombre de usuario', { exact: true }).fill(id);
    await password.fill('una-clave-segura-123');
    await dialog.getByRole('checkbox', { name: /He leído y acepto/ }).check();
    await dialog.getByRole('button', { name: 'Regístrate ahora' }).click();
    await page.waitForURL('**/registro-ok');
    await page.getByText(`a ${id}@example.co`, { exact: true }).waitFor();
    await screenshot(page, `forms-${viewport.width}-registro-ok`);
    await page.goto(await mailedLink(`${id}@example.co`, '/confirmar-email'));
    await page.getByText(`¡Listo! Tu email quedó confirmado y ya iniciaste sesión como ${id}.`).waitFor();
    await screenshot(page, `forms-${viewport.width}-email-confirmed`);
  });

  test('Ajustes: a save is confirmed and stays, the header shows the new name at once, an error clears as the field is edited', async () => {
    const me = await newAccount('ajustes');
    const taken = await newAccount('tomado');
    const current = await api<{ id: string }>('/api/v1/users/current', { headers: { authorization: `Bearer ${me.token}` } });
    await page.addInitScript((value) => localStorage.setItem('APP_TOKEN', value), me.token);
    await page.goto(`/perfil/${current.id}/ajustes`);
    const form = page.getByRole('form', { name: 'Tus datos' });
    const username = form.getByLabel('Nombre de usuario', { exact: true });
    await username.waitFor();

    // A taken name: said under the field, gone as soon as the field changes.
    await username.fill(taken.username);
    await form.getByRole('button', { name: 'Guardar cambios' }).click();
    await form.getByText('Ese nombre de usuario ya está en uso.').waitFor();
    await username.press('End');
    await page.keyboard.type('x');
    expect(await form.getByText('Ese nombre de usuario ya está en uso.').count()).toBe(0);

    const renamed = `${me.username.slice(0, 20)}_n`;
    await username.fill(renamed);
    await form.getByRole('button', { name: 'Guardar cambios' }).click();
    await form.getByRole('status').getByText('Tus datos se guardaron.').waitFor();
    await page.getByText(`@${renamed}`).first().waitFor();
    // Still there a moment later (it used to vanish within 150 ms).
    await page.waitForTimeout(1500);
    expect(await form.getByRole('status').textContent()).toContain('Tus datos se guardaron.');
    await screenshot(page, `forms-${viewport.width}-settings-saved`);
  });
});
