// Sharing an offer: the form, the Quill editor, and the offer on its page and in 'Nuevas'.
import { newAccount } from './support/api';
import { openSession, screenshot, type Session } from './support/browser';

let session: Session;

beforeEach(async () => {
  session = await openSession();
});
afterEach(async () => {
  await session.browser.close();
});

test('share an offer → it has its page and leads the Nuevas tab', async () => {
  const { page } = session;
  const { token } = await newAccount('compartidor');
  await page.addInitScript((value) => localStorage.setItem('APP_TOKEN', value), token);
  const title = `Audífonos inalámbricos con cancelación de ruido ${Date.now().toString(36)}`;

  await page.goto('/comparte/oferta/offer');
  await page.getByRole('textbox', { name: 'Título' }).fill(title);
  await page.getByRole('textbox', { name: 'Enlace de la oferta' }).fill('https://www.exito.com/audifonos-inalambricos');
  const shop = page.getByRole('combobox', { name: 'Tienda', exact: true });
  await shop.fill('exi');
  await page.getByRole('option', { name: 'Éxito' }).click();
  await page.getByRole('combobox', { name: 'Categoría', exact: true }).selectOption({ label: 'Tecnología' });
  await page.getByRole('textbox', { name: 'Precio de la oferta ($)' }).fill('199900');
  await page.getByRole('textbox', { name: 'Precio anterior ($)' }).fill('349900');
  await page.getByRole('toolbar', { name: 'Formato del texto' }).waitFor();
  await page.getByRole('textbox', { name: 'Descripción de la oferta' }).click();
  await page.keyboard.type('Buen precio para unos audífonos con 30 horas de batería.');
  await screenshot(page, 'share-form');
  await page.getByRole('button', { name: 'Publicar oferta' }).click();

  await page.waitForURL(/\/ofertas\/.+-[0-9a-f]{24}$/);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  await page.getByText('Tu oferta ya está publicada. ¡Gracias por compartir!').first().waitFor();
  expect(await page.getByText('30 horas de batería').count()).toBeGreaterThan(0);

  await page.goto('/?ver=nuevas');
  await page.getByRole('link', { name: title }).first().waitFor();
});

test('a guest on the share form is asked to sign in', async () => {
  const { page } = session;
  await page.goto('/comparte/cupon/coupon');
  await page.getByRole('main').getByRole('button', { name: /Iniciar sesión|Regístrate/ }).first().click();
  await page.getByRole('dialog', { name: 'Iniciar sesión' }).waitFor();
});
