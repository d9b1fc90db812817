// Moderation as people meet it: an account under review shares an offer → its author sees
// "En revisión", guests see nothing → an editor approves it in /admin/moderacion → it is public.
// (The test server trusts fresh accounts; this one is put under review through the staff API.)
import { api, newAccount, signIn } from './support/api';
import { openSession, screenshot, type Session } from './support/browser';
import { readServerState, SUPERADMIN } from './support/server';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

let superadmin: string;
const sessions: Session[] = [];

beforeAll(async () => {
  superadmin = await signIn(SUPERADMIN.email, SUPERADMIN.password);
});
afterEach(async () => {
  while (sessions.length) await sessions.pop()?.browser.close();
});

async function session(viewport?: { width: number; height: number }): Promise<Session> {
  const opened = await openSession(viewport ? { viewport } : {});
  sessions.push(opened);
  return opened;
}

async function guestStatus(path: string): Promise<number> {
  const { baseUrl } = readServerState();
  return (await fetch(`${baseUrl}${path}`)).status;
}

test('share → "En revisión" for its author only → approved in /admin/moderacion → public', async () => {
  const author = await newAccount('revision');
  const me = await api<{ id: string }>('/api/v1/users/current', { headers: bearer(author.token) });
  await api(`/api/v1/moderation/users/${me.id}/trust`, {
    method: 'PUT',
    headers: { ...bearer(superadmin), 'content-type': 'application/json' },
    body: JSON.stringify({ trust: 'restricted' }),
  });

  // The author shares through the form.
  const { page } = await session();
  await page.addInitScript((value) => localStorage.setItem('APP_TOKEN', value), author.token);
  const title = `Cafetera de goteo programable ${run}`;
  await page.goto('/comparte/oferta/offer');
  await page.getByRole('textbox', { name: 'Título' }).fill(title);
  await page.getByRole('textbox', { name: 'Enlace de la oferta' }).fill(`https://www.exito.com/cafetera-${run}`);
  const shop = page.getByRole('combobox', { name: 'Tienda', exact: true });
  await shop.fill('exi');
  await page.getByRole('option', { name: 'Éxito' }).click();
  await page.getByRole('combobox', { name: 'Categoría', exact: true }).selectOption({ label: 'Hogar' });
  await page.getByRole('textbox', { name: 'Precio de la oferta ($)' }).fill('159900');
  await page.getByRole('textbox', { name: 'Precio anterior ($)' }).fill('219900');
  await page.getByRole('toolbar', { name: 'Formato del texto' }).waitFor();
  await page.getByRole('textbox', { name: 'Descripción de la oferta' }).click();
  await page.keyboard.type('Cafetera con jarra de vidrio y programación de 24 horas.');
  await page.getByRole('button', { name: 'Publicar oferta' }).click();

  await page.waitForURL(/\/ofertas\/.+-[0-9a-f]{24}$/);
  const offerPath = new URL(page.url()).pathname;
  const id = offerPath.slice(-24);
  await page.getByText(/Tu oferta está en revisión/).first().waitFor();
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  await page.getByText('En revisión', { exact: true }).waitFor();
  await screenshot(page, 'moderation-author-pending');

  // The author, reloading, still sees it (signed in); a guest gets no page, no feed entry.
  await page.reload();
  await page.getByText('En revisión', { exact: true }).waitFor();
  expect(await guestStatus(`/api/v1/offers/${id}`)).toBe(404);
  const news = await api<{ items: { id: string }[] }>('/api/gangazo/offers?order=news&per_page=50');
  expect(news.items.map((item) => item.id)).not.toContain(id);

  // An editor (here the superadmin) approves it from the queue.
  const staff = await session();
  await staff.page.addInitScript((value) => localStorage.setItem('APP_TOKEN', value), superadmin);
  await staff.page.goto('/admin');
  await staff.page.getByText('En revisión', { exact: true }).first().waitFor();
  await staff.page.getByRole('navigation', { name: 'Herramientas del dashboard' }).getByRole('link', { name: 'Moderación' }).click();
  await staff.page.waitForURL('**/admin/moderacion');
  const item = staff.page.getByRole('listitem').filter({ has: staff.page.getByRole('heading', { name: title }) });
  await item.waitFor();
  expect(await item.textContent()).toContain(`@${author.username}`);
  expect(await item.textContent()).toContain('El equipo revisa las publicaciones de esta cuenta');
  await screenshot(staff.page, 'moderation-queue-desktop');
  await item.getByRole('button', { name: `Aprobar «${title}»` }).click();
  const notice = staff.page.getByRole('alertdialog', { name: 'Aprobado' });
  await notice.waitFor();
  await item.waitFor({ state: 'detached' });

  // Public now: a guest opens it and finds it in Nuevas.
  const guest = await session();
  await guest.page.goto(offerPath);
  await guest.page.getByRole('heading', { level: 1, name: title }).waitFor();
  expect(await guest.page.getByText('En revisión', { exact: true }).count()).toBe(0);
  await guest.page.goto('/?ver=nuevas');
  await guest.page.getByRole('link', { name: title }).first().waitFor();
  expect([...sessions.flatMap((s) => s.pageErrors)]).toEqual([]);
});

test('the queue on a phone: reasons and actions fit at 360 px; a report shows with its reason', async () => {
  const author = await newAccount('reportada');
  const offer = await api<{ id: string; title: string }>('/api/v1/offers', {
    method: 'POST',
    headers: { ...bearer(author.token), 'content-type': 'application/json' },
    body: JSON.stringify({
      kind: 'offer',
      title: `Plancha de vapor cerámica ${run}`,
      url: `https://www.exito.com/plancha-${run}`,
      shop: 'exito',
      category: 'aG9nYXI=',
      price: 89900,
      previous_price: 129900,
      description: { ops: [{ insert: 'Plancha de vapor con suela cerámica.\n' }] },
    }),
  });
  const reporter = await newAccount('reporta');
  const { page } = await session({ width: 360, height: 740 });
  await page.addInitScript((value) => localStorage.setItem('APP_TOKEN', value), reporter.token);
  await page.goto(`/ofertas/plancha-${offer.id}`);
  await page.getByRole('button', { name: 'Reportar esta oferta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reportar esta oferta' });
  await dialog.getByRole('radio', { name: 'Precio incorrecto' }).check();
  await dialog.getByRole('textbox', { name: /Detalles/ }).fill('En la tienda cuesta más');
  await screenshot(page, 'moderation-report-dialog-phone');
  await dialog.getByRole('button', { name: 'Enviar reporte' }).click();
  await page.getByRole('alertdialog', { name: 'Gracias por avisar' }).waitFor();

  const staff = await session({ width: 360, height: 740 });
  await staff.page.addInitScript((value) => localStorage.setItem('APP_TOKEN', value), superadmin);
  await staff.page.goto('/admin/moderacion');
  const item = staff.page.getByRole('listitem').filter({ has: staff.page.getByRole('heading', { name: offer.title }) });
  await item.waitFor();
  expect(await item.textContent()).toContain('Precio incorrecto: En la tienda cuesta más');
  const width = await staff.page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
  await screenshot(staff.page, 'moderation-queue-phone');
});
