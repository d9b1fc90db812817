import { screen, waitFor, within } from '@testing-library/react';
import { currentUserApi, selectAuthModal, type AppStore } from '@gangazo/platform';
import { apiError, mockApi, renderRoutes } from '@gangazo/platform/testing';
import remote from '../../remote';
import { ME, categories, comment, hex, paged, topic } from '../../test/fixtures';

const TOPIC = topic();
const URL = TOPIC.public_url;
const firstPage = Array.from({ length: 20 }, (_, i) => comment(i + 1));
const secondPage = Array.from({ length: 5 }, (_, i) => comment(i + 21));

function topicHandlers(overrides: Record<string, Parameters<typeof mockApi>[0][string]> = {}) {
  return mockApi({
    'GET /api/v1/users/current': () => Response.json(ME),
    [`GET /api/v1/forum/${TOPIC.id}`]: () => Response.json(TOPIC),
    [`GET /api/v1/forum/${TOPIC.id}/comments`]: ({ query }) => Response.json(query.get('page') === '2' ? paged(secondPage, 2, 20, 25) : paged(firstPage, 1, 20, 25)),
    'GET /api/v1/forum/categories': () => Response.json({ categories, total: 2 }),
    ...overrides,
  });
}

async function signedIn(store: AppStore) {
  await waitFor(() => expect(currentUserApi.endpoints.getCurrentUser.select()(store.getState()).data?.id).toBeDefined());
}

describe('topic page', () => {
  beforeEach(() => localStorage.clear());

  it('asks for the comments with the topic, not once the topic is here (the id is in the address)', async () => {
    let answerTopic: () => void = () => undefined;
    const requests = topicHandlers({
      [`GET /api/v1/forum/${TOPIC.id}`]: () => new Promise<Response>((resolve) => (answerTopic = () => resolve(Response.json(TOPIC)))),
    });
    renderRoutes(remote.routes, { route: URL });
    await waitFor(() => expect(requests.some((r) => r.path === `/api/v1/forum/${TOPIC.id}/comments`)).toBe(true));
    answerTopic();
    const list = await screen.findByRole('list', { name: 'Comentarios' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    // One request each: the page and its comment list share the same data.
    expect(requests.filter((r) => r.path === `/api/v1/forum/${TOPIC.id}/comments`)).toHaveLength(1);
    expect(requests.filter((r) => r.path === `/api/v1/forum/${TOPIC.id}`)).toHaveLength(1);
  });

  it('shows the topic, its sanitized body and 20 comments, then "Ver más comentarios"', async () => {
    const requests = topicHandlers();
    const { user } = renderRoutes(remote.routes, { route: URL });
    expect(await screen.findByRole('heading', { level: 1, name: '¿Vale la pena el Galaxy A55?' })).toBeInTheDocument();
    // Shared with its own address (WhatsApp, Facebook, X, Telegram, copy link).
    const share = screen.getByRole('group', { name: 'Compartir' });
    expect(within(share).getByRole('link', { name: /WhatsApp/ }).getAttribute('href')).toContain(encodeURIComponent('/forum/'));
    expect(within(share).getByRole('button', { name: 'Copiar enlace' })).toBeInTheDocument();
    const article = screen.getByRole('article', { name: '¿Vale la pena el Galaxy A55?' });
    expect(within(article).getByText('Alkosto').tagName).toBe('STRONG');
    expect(within(article).getAllByText('autor_1').length).toBeGreaterThan(0);
    const crumbs = screen.getByRole('navigation', { name: 'Ruta de navegación' });
    expect(within(crumbs).getByRole('link', { name: 'Foro' })).toHaveAttribute('href', '/forum');
    expect(within(crumbs).getByRole('link', { name: 'Tecnología' })).toHaveAttribute('href', '/forum/categoria/tecnologia');
    expect(screen.getByRole('heading', { name: 'Comentarios (25)' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Comentarios' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    expect(requests.find((r) => r.path.endsWith('/comments'))?.query.get('per_page')).toBe('20');
    await user.click(screen.getByRole('button', { name: 'Ver más comentarios' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(25));
    expect(within(list).getByText('Comentario 25')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ver más comentarios' })).not.toBeInTheDocument();
  });

  it('a guest gets a sign-in prompt instead of the form, and no edit button', async () => {
    topicHandlers();
    const { user, store } = renderRoutes(remote.routes, { route: URL });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByLabelText('Tu comentario')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Editar tema' })).not.toBeInTheDocument();
    expect(screen.getByText('Inicia sesión para comentar en este tema.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Regístrate / Iniciar sesión' }));
    expect(selectAuthModal(store.getState())).toEqual({ open: true, view: 'login' });
  });

  it('a signed-in user posts a comment: it joins the list and the count goes up', async () => {
    localStorage.setItem('APP_TOKEN', 'jwt');
    const few = [comment(1), comment(2)];
    const requests = topicHandlers({
      [`GET /api/v1/forum/${TOPIC.id}`]: () => Response.json({ ...TOPIC, comments_count: 2 }),
      [`GET /api/v1/forum/${TOPIC.id}/comments`]: () => Response.json(paged(few, 1, 20, 2)),
      [`POST /api/v1/forum/${TOPIC.id}/comments`]: ({ json }) =>
        Response.json({ ...comment(3), body: (json as { body: string }).body, author: { id: ME.id, username: ME.username, avatar: null }, created_at: new Date().toISOString() }, { status: 201 }),
    });
    const { user } = renderRoutes(remote.routes, { route: URL });
    const field = await screen.findByLabelText('Tu comentario');
    await user.type(field, 'Yo lo compré <b>en Ktronix</b>{Enter}{Enter}Muy bueno');
    await user.click(screen.getByRole('button', { name: 'Comentar' }));
    const list = screen.getByRole('list', { name: 'Comentarios' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    expect(within(list).getByText('ana_ahorra')).toBeInTheDocument();
    expect(within(list).getByText('Yo lo compré <b>en Ktronix</b>')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Comentarios (3)' })).toBeInTheDocument();
    expect(field).toHaveValue('');
    const sent = requests.find((r) => r.method === 'POST');
    expect(sent?.json).toEqual({ body: '<p>Yo lo compré &lt;b&gt;en Ktronix&lt;/b&gt;</p><p>Muy bueno</p>' });
    expect(sent?.authorization).toBe('Bearer jwt');
  });

  it('a comment posted while pages remain is said to be at the end of the conversation, until the end is shown', async () => {
    localStorage.setItem('APP_TOKEN', 'jwt');
    topicHandlers({
      [`POST /api/v1/forum/${TOPIC.id}/comments`]: ({ json }) =>
        Response.json({ ...comment(26), body: (json as { body: string }).body, author: { id: ME.id, username: ME.username, avatar: null }, created_at: new Date().toISOString() }, { status: 201 }),
    });
    const { user } = renderRoutes(remote.routes, { route: URL });
    const field = await screen.findByLabelText('Tu comentario');
    await screen.findByRole('button', { name: 'Ver más comentarios' });
    await user.type(field, 'Me sumo a la pregunta');
    await user.click(screen.getByRole('button', { name: 'Comentar' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Tu comentario se publicó al final de la conversación.');
    expect(field).toHaveValue('');
    expect(screen.queryByText('Me sumo a la pregunta')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ver más comentarios' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Ver más comentarios' })).not.toBeInTheDocument());
    expect(screen.queryByText('Tu comentario se publicó al final de la conversación.')).not.toBeInTheDocument();
  });

  it('an empty comment is not sent, and a refused one says why in Spanish', async () => {
    localStorage.setItem('APP_TOKEN', 'jwt');
    const requests = topicHandlers({
      [`POST /api/v1/forum/${TOPIC.id}/comments`]: () => apiError(429, 'Estás comentando muy rápido. Espera un momento.'),
    });
    const { user } = renderRoutes(remote.routes, { route: URL });
    const field = await screen.findByLabelText('Tu comentario');
    await user.click(screen.getByRole('button', { name: 'Comentar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Escribe tu comentario antes de enviarlo.');
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
    await user.type(field, 'Buen dato');
    await user.click(screen.getByRole('button', { name: 'Comentar' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Estás comentando muy rápido. Espera un momento.'));
    expect(field).toHaveValue('Buen dato');
  });

  it('the author edits the title; the page follows the new address', async () => {
    localStorage.setItem('APP_TOKEN', 'jwt');
    const mine = { ...TOPIC, author: { id: ME.id, username: ME.username, avatar: null } };
    const requests = topicHandlers({
      [`GET /api/v1/forum/${TOPIC.id}`]: () => Response.json(mine),
      [`PATCH /api/v1/forum/${TOPIC.id}`]: ({ json }) =>
        Response.json({ ...mine, title: (json as { title: string }).title, slug: 'galaxy-a55-o-a35', public_url: `/forum/${TOPIC.id}/galaxy-a55-o-a35`, edited_at: new Date().toISOString() }),
    });
    const { user, store } = renderRoutes(remote.routes, { route: URL });
    await signedIn(store);
    await user.click(await screen.findByRole('button', { name: 'Editar tema' }));
    const title = screen.getByRole('textbox', { name: 'Título' });
    expect(title).toHaveValue('¿Vale la pena el Galaxy A55?');
    await user.clear(title);
    await user.type(title, 'Galaxy A55 o A35');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Galaxy A55 o A35' })).toBeInTheDocument();
    expect(screen.getByText('Editado')).toBeInTheDocument();
    const patch = requests.find((r) => r.method === 'PATCH');
    expect(patch?.json).toEqual({ title: 'Galaxy A55 o A35', category_id: hex(1), body: TOPIC.body });
  });

  it("someone else's topic has no edit button", async () => {
    localStorage.setItem('APP_TOKEN', 'jwt');
    topicHandlers();
    const { store } = renderRoutes(remote.routes, { route: URL });
    await signedIn(store);
    await screen.findByLabelText('Tu comentario');
    expect(screen.queryByRole('button', { name: 'Editar tema' })).not.toBeInTheDocument();
  });

  it('a topic that does not exist says so', async () => {
    topicHandlers({ [`GET /api/v1/forum/${hex(999)}`]: () => apiError(404, 'No encontramos ese tema del foro.') });
    renderRoutes(remote.routes, { route: `/forum/${hex(999)}/algo` });
    expect(await screen.findByText('No encontramos este tema del foro')).toBeInTheDocument();
  });
});
