// The forum as a member uses it: open a topic from the list and comment on it.
import { newAccount } from './support/api';
import { openSession, screenshot, type Session } from './support/browser';

let session: Session;

beforeEach(async () => {
  session = await openSession();
});
afterEach(async () => {
  await session.browser.close();
});

test('forum list → topic → a comment appears in the conversation', async () => {
  const { page } = session;
  const { token } = await newAccount('forista');
  await page.addInitScript((value) => localStorage.setItem('APP_TOKEN', value), token);
  await page.goto('/forum');
  const topics = page.getByRole('list', { name: 'Temas' });
  const first = topics.getByRole('article').first();
  await first.waitFor();
  await first.getByRole('link').first().click();
  await page.waitForURL(/\/forum\/[0-9a-f]{24}/);
  await page.getByRole('heading', { level: 1 }).waitFor();
  const text = `Gracias por el dato, parceros (${Date.now().toString(36)})`;
  await page.getByLabel('Tu comentario').fill(text);
  await page.getByRole('button', { name: 'Comentar' }).click();
  await page.getByText(text).or(page.getByText('Tu comentario se publicó al final de la conversación.')).first().waitFor();
  await screenshot(page, 'forum-topic');
});

test('a guest who wants to open a new topic is asked to sign in', async () => {
  const { page } = session;
  await page.goto('/forum');
  await page.getByRole('button', { name: 'Nuevo tema' }).click();
  await page.getByRole('dialog', { name: 'Iniciar sesión' }).waitFor();
});
