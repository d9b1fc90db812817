// A member's own pages: saved offers and settings.
import { api, newAccount } from './support/api';
import { openSession, screenshot, type Session } from './support/browser';

let session: Session;

beforeEach(async () => {
  session = await openSession();
});
afterEach(async () => {
  await session.browser.close();
});

test('an offer saved from its page is listed under Ofertas Guardadas', async () => {
  const { page } = session;
  const { token } = await newAccount('guardona');
  const me = await api<{ id: string }>('/api/v1/users/current', { headers: { authorization: `Bearer ${token}` } });
  const feed = await api<{ items: { title: string; public_url: string }[] }>('/api/gangazo/offers?order=news&page=1&per_page=10');
  const offer = feed.items[0];
  if (!offer) throw new Error('no offers in the demo data');
  await page.addInitScript((value) => localStorage.setItem('APP_TOKEN', value), token);

  await page.goto(offer.public_url);
  await page.getByRole('button', { name: 'Guardar' }).click();
  await page.getByRole('button', { name: 'Guardada' }).waitFor();

  await page.getByRole('button', { name: 'Perfil' }).click();
  await page.getByRole('menuitem', { name: 'Ofertas Guardadas' }).click();
  await page.waitForURL(`**/perfil/${me.id}/ofertas-favoritas`);
  await page.getByRole('article', { name: offer.title }).waitFor();
  await screenshot(page, 'saved-offers');
});

test('another member cannot open my settings', async () => {
  const { page } = session;
  const owner = await newAccount('duena');
  const other = await newAccount('curioso');
  const me = await api<{ id: string }>('/api/v1/users/current', { headers: { authorization: `Bearer ${owner.token}` } });
  await page.addInitScript((value) => localStorage.setItem('APP_TOKEN', value), other.token);
  await page.goto(`/perfil/${me.id}/ajustes`);
  await page.getByText('No tienes permiso para ver esta sección').waitFor();
});
