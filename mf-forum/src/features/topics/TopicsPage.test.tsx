import { screen, waitFor, within } from '@testing-library/react';
import { currentUserApi, selectAuthModal } from '@gangazo/platform';
import { apiError, mockApi, renderRoutes } from '@gangazo/platform/testing';
import remote from '../../remote';
import { ME, categories, paged, topicSummary, hex } from '../../test/fixtures';

const page1 = Array.from({ length: 10 }, (_, i) => topicSummary(i + 1, i === 0 ? { pinned: true, title: 'Normas de la comunidad' } : {}));
const page2 = Array.from({ length: 3 }, (_, i) => topicSummary(i + 11));

function forumHandlers(overrides: Record<string, Parameters<typeof mockApi>[0][string]> = {}) {
  return mockApi({
    'GET /api/v1/users/current': () => Response.json(ME),
    'GET /api/v1/forum': ({ query }) => Response.json(query.get('page') === '2' ? paged(page2, 2, 10, 13) : paged(page1, 1, 10, 13)),
    'GET /api/v1/forum/popular': () => Response.json({ items: [topicSummary(7, { title: 'Tiquetes baratos a Cartagena', comments_count: 9 })] }),
    'GET /api/v1/forum/categories': () => Response.json({ categories, total: categories.length }),
    ...overrides,
  });
}

describe('/forum', () => {
  beforeEach(() => localStorage.clear());

  it('lists the topics with category, author, comments and last activity, 10 at a time with "Ver más temas"', async () => {
    const requests = forumHandlers();
    const { user } = renderRoutes(remote.routes, { route: '/forum' });
    expect(screen.getByRole('heading', { level: 1, name: 'Foro' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Temas' });
    expect(within(list).getAllByRole('article')).toHaveLength(10);
    const first = within(list).getByRole('article', { name: /Normas de la comunidad/ });
    expect(within(first).getByText('Fijado')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Normas de la comunidad' })).toHaveAttribute('href', `/forum/${hex(101)}/tema-numero-1-sobre-compras`);
    expect(within(first).getByRole('link', { name: 'Tecnología' })).toHaveAttribute('href', '/forum/categoria/tecnologia');
    expect(within(first).getByText('autor_1')).toBeInTheDocument();
    expect(within(first).getByText('1 comentario')).toBeInTheDocument();
    expect(within(first).getByText('hace 2 horas')).toBeInTheDocument();
    expect(screen.getByText('Mostrando 10 de 13 temas')).toBeInTheDocument();
    expect(requests.find((r) => r.path === '/api/v1/forum')?.query.get('per_page')).toBe('10');

    await user.click(screen.getByRole('button', { name: 'Ver más temas' }));
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(13));
    expect(screen.queryByRole('button', { name: 'Ver más temas' })).not.toBeInTheDocument();
    expect(screen.getByText('Mostrando 13 de 13 temas')).toBeInTheDocument();
  });

  it('shows "Populares" and filters by category', async () => {
    const requests = forumHandlers({
      'GET /api/v1/forum/category/moda': () => Response.json({ ...paged([topicSummary(40, { title: 'Tallas de tenis en Adidas' })], 1, 10, 1), category: categories[1] }),
    });
    const { user } = renderRoutes(remote.routes, { route: '/forum' });
    const popular = await screen.findByRole('region', { name: 'Populares' });
    expect(await within(popular).findByRole('link', { name: 'Tiquetes baratos a Cartagena' })).toBeInTheDocument();
    const filter = await screen.findByRole('navigation', { name: 'Categorías del foro' });
    expect(within(filter).getByRole('link', { name: 'Todos' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(filter).getByRole('link', { name: /Moda/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Moda' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Tallas de tenis en Adidas' })).toBeInTheDocument();
    expect(within(filter).getByRole('link', { name: /Moda/ })).toHaveAttribute('aria-current', 'page');
    expect(requests.some((r) => r.path === '/api/v1/forum/category/moda' && r.query.get('page') === '1')).toBe(true);
  });

  it('says in Spanish when the list cannot load, and retries', async () => {
    let fail = true;
    forumHandlers({ 'GET /api/v1/forum': () => (fail ? apiError(503, 'Servicio no disponible') : Response.json(paged(page2, 1, 10, 3))) });
    const { user } = renderRoutes(remote.routes, { route: '/forum' });
    expect(await screen.findByText('No pudimos cargar los temas del foro.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findAllByRole('article')).toHaveLength(3);
  });

  it('an unknown category says so', async () => {
    forumHandlers({ 'GET /api/v1/forum/category/nada': () => apiError(404, 'No encontramos esa categoría del foro.') });
    renderRoutes(remote.routes, { route: '/forum/categoria/nada' });
    expect(await screen.findByText('No encontramos esta categoría del foro')).toBeInTheDocument();
  });

  it('a guest who wants to create a topic is asked to sign in', async () => {
    forumHandlers();
    const { user, store } = renderRoutes(remote.routes, { route: '/forum' });
    await user.click(screen.getByRole('button', { name: 'Nuevo tema' }));
    expect(selectAuthModal(store.getState())).toEqual({ open: true, view: 'login' });
  });

  it('a signed-in user goes to the new topic page, with the category picked from a category page', async () => {
    localStorage.setItem('APP_TOKEN', 'jwt');
    forumHandlers({ 'GET /api/v1/forum/category/moda': () => Response.json({ ...paged([], 1, 10, 0), category: categories[1] }) });
    const { user, store } = renderRoutes(remote.routes, { route: '/forum/categoria/moda' });
    expect(await screen.findByText('Todavía no hay temas en esta categoría')).toBeInTheDocument();
    await waitFor(() => expect(currentUserApi.endpoints.getCurrentUser.select()(store.getState()).data?.id).toBe(ME.id));
    await user.click(screen.getByRole('button', { name: 'Nuevo tema' }));
    expect(await screen.findByRole('heading', { name: 'Nuevo tema en el foro' })).toBeInTheDocument();
    expect(selectAuthModal(store.getState()).open).toBe(false);
    expect(await screen.findByRole('combobox', { name: 'Categoría' })).toHaveDisplayValue('Moda');
  });
});
