// Keyword alerts and the bell: a member creates an alert on /perfil/{id}/alertas, another member
// publishes a matching offer (through the API), and the bell's count changes without reloading.
import { api, newAccount } from './support/api';
import { openSession, screenshot, type Session } from './support/browser';

let session: Session;
afterEach(async () => {
  await session.browser.close();
});

async function publishOffer(token: string, title: string, price: number): Promise<{ id: string; public_url: string }> {
  const [category] = (await api<{ categories: { id: string }[] }>('/api/gangazo/categories/parents_and_child')).categories;
  const [shop] = (await api<{ items: { slug: string }[] }>('/api/v1/shops?per_page=1')).items;
  if (!category || !shop) throw new Error('the demo data has no categories or shops');
  return api('/api/v1/offers', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ kind: 'offer', title, url: `https://www.exito.com/oferta-de-prueba-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}`, shop: shop.slug, category: category.id, price, availability: 'online', description: { ops: [{ insert: 'Oferta de prueba.\n' }] } }),
  });
}

test('an alert made on the profile rings the bell when another member publishes a matching offer', async () => {
  session = await openSession();
  const { page } = session;
  const owner = await newAccount('alertas');
  const seller = await newAccount('vendedor');
  const me = await api<{ id: string }>('/api/v1/users/current', { headers: { authorization: `Bearer ${owner.token}` } });
  // A word no demo offer has, so only this test's offers can match.
  const word = `Zumomatic${Date.now().toString(36)}`;
  await page.addInitScript((value) => localStorage.setItem('APP_TOKEN', value), owner.token);

  await page.goto(`/perfil/${me.id}/alertas`);
  await page.getByRole('heading', { name: 'Mis alertas' }).waitFor();
  const bell = page.getByRole('button', { name: /^Notificaciones/ });
  await bell.waitFor();
  await page.getByText('Todavía no tienes alertas').waitFor();

  // Spanish validation before sending.
  await page.getByRole('button', { name: 'Nueva alerta' }).click();
  await page.getByRole('button', { name: 'Crear alerta' }).click();
  await page.getByText('Escribe al menos una palabra.').waitFor();
  await page.getByLabel('Palabras', { exact: true }).fill(`${word} licuadora`);
  await page.getByLabel('Precio máximo en pesos (opcional)').fill('300.000,5');
  await page.getByRole('button', { name: 'Crear alerta' }).click();
  await page.getByText('Escribe el precio en pesos, sin decimales (por ejemplo 1.500.000).').waitFor();
  await page.getByLabel('Precio máximo en pesos (opcional)').fill('300.000');
  await page.getByRole('button', { name: 'Crear alerta' }).click();
  const card = page.getByRole('article', { name: `Alerta ${word} licuadora` });
  await card.waitFor();
  await card.getByText(/Hasta \$\s300\.000/).waitFor();
  await screenshot(page, 'alerts-created');

  // Nothing unread yet; the bell keeps its place when the count appears.
  expect(await page.getByTestId('notifications-unread').count()).toBe(0);
  const before = await bell.boundingBox();

  // Dearer than the cap: no notification. Cheaper: one.
  await publishOffer(seller.token, `Licuadora ${word} de vidrio 3 velocidades`, 450_000);
  const offer = await publishOffer(seller.token, `Licuadora ${word} de 10 velocidades`, 250_000);
  const badge = page.getByTestId('notifications-unread');
  await badge.waitFor({ timeout: 45_000 });
  expect(await badge.textContent()).toBe('1');
  expect(await bell.boundingBox()).toEqual(before);

  await bell.click();
  const item = page.getByRole('link', { name: new RegExp(`Licuadora ${word} de 10 velocidades`) });
  await item.waitFor();
  expect(await page.getByRole('region', { name: 'Notificaciones' }).getByRole('listitem').count()).toBe(1);
  await screenshot(page, 'alerts-bell-open');
  await item.click();
  await page.waitForURL(`**${offer.public_url}`);
  await badge.waitFor({ state: 'detached' });
  expect(await page.getByRole('button', { name: 'Notificaciones' }).count()).toBe(1);
});

test('on a phone the bell and its list fit the screen; guests get no bell', async () => {
  session = await openSession({ viewport: { width: 360, height: 740 } });
  const { page } = session;
  await page.goto('/');
  await page.getByRole('button', { name: /Iniciar sesión/ }).waitFor();
  expect(await page.getByRole('button', { name: /^Notificaciones/ }).count()).toBe(0);

  const owner = await newAccount('campana');
  const seller = await newAccount('vende');
  const word = `Bicimatic${Date.now().toString(36)}`;
  await api('/api/v1/alerts', { method: 'POST', headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' }, body: JSON.stringify({ words: [word] }) });
  await publishOffer(seller.token, `Bicicleta ${word} rin 29 con cambios Shimano`, 900_000);
  await page.evaluate((value) => localStorage.setItem('APP_TOKEN', value), owner.token);
  await page.reload();
  const bell = page.getByRole('button', { name: 'Notificaciones: 1 sin leer' });
  await bell.waitFor();
  await bell.click();
  const panel = page.getByRole('region', { name: 'Notificaciones' });
  await panel.getByRole('link', { name: new RegExp(word) }).waitFor();
  const box = await panel.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await screenshot(page, 'alerts-bell-phone');
  await panel.getByRole('button', { name: 'Marcar todas como leídas' }).click();
  await page.getByRole('button', { name: 'Notificaciones', exact: true }).waitFor();

  // Mis alertas on the phone: the list and the form fit the screen.
  const me = await api<{ id: string }>('/api/v1/users/current', { headers: { authorization: `Bearer ${owner.token}` } });
  await page.goto(`/perfil/${me.id}/alertas`);
  await page.getByRole('article', { name: `Alerta ${word}` }).waitFor();
  await page.getByRole('button', { name: 'Nueva alerta' }).click();
  await page.getByRole('button', { name: 'Crear alerta' }).waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await screenshot(page, 'alerts-page-phone');
});
