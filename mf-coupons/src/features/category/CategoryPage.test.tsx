import { screen, waitFor, within } from '@testing-library/react';
import { apiError, mockApi, renderRoutes } from '@gangazo/platform/testing';
import remote from '../../remote';
import { offerCard } from '@gangazo/ui/testing';
import { pageOf } from '../../test/fixtures';

const summary = (name: string, slug: string, parent: string | null = null) => ({
  id: btoa(slug),
  name,
  slug,
  public_url: `/categorias/${slug}`,
  icon_url: null,
  image_url: null,
  parent_id: parent,
});
const TECH = { ...summary('Tecnología', 'tecnologia'), description: 'Televisores, celulares y computadores.', offers_count: 14 };
const popular = Array.from({ length: 14 }, (_, index) => offerCard({ title: `Popular ${index + 1}` }));
const newest = [offerCard({ title: 'La más nueva' })];
const own = [offerCard({ title: 'Solo de tecnología' })];

function categoryApi(ownOffers = own) {
  return mockApi({
    'GET /api/gangazo/categories/search': ({ query }) =>
      query.get('id') === btoa('tecnologia')
        ? Response.json({ category: TECH, parent: null, children: [summary('Celulares', 'celulares', TECH.id), summary('Televisores', 'televisores', TECH.id)] })
        : apiError(404, 'No encontramos esa categoría.'),
    'GET /api/gangazo/categories/offers_category': ({ query }) =>
      Response.json(pageOf(query.get('news') === 'true' ? newest : popular, Number(query.get('page')), Number(query.get('per_page')))),
    'GET /api/gangazo/categories/offers_category_unique': ({ query }) => Response.json(pageOf(ownOffers, Number(query.get('page')), Number(query.get('per_page')))),
  });
}

describe('category page (/categorias/{slug})', () => {
  it('shows the category with links to its sub-categories and its popular offers, 10 per page', async () => {
    const requests = categoryApi();
    const { user } = renderRoutes(remote.routes, { route: '/categorias/tecnologia' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tecnología' })).toBeInTheDocument();
    expect(screen.getByText('14 ofertas activas')).toBeInTheDocument();
    const subcategories = screen.getByRole('navigation', { name: 'Subcategorías de Tecnología' });
    expect(within(subcategories).getByRole('link', { name: 'Celulares' })).toHaveAttribute('href', '/categorias/celulares');
    expect(within(subcategories).getByRole('link', { name: 'Televisores' })).toHaveAttribute('href', '/categorias/televisores');
    expect(await screen.findByRole('article', { name: 'Popular 1' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Ver más' }));
    expect(await screen.findByRole('article', { name: 'Popular 14' })).toBeInTheDocument();
    const pages = requests.filter((request) => request.path === '/api/gangazo/categories/offers_category').map((request) => request.query.toString());
    expect(pages).toEqual([`id=${encodeURIComponent(btoa('tecnologia'))}&news=false&page=1&per_page=10`, `id=${encodeURIComponent(btoa('tecnologia'))}&news=false&page=2&per_page=10`]);
  });

  it('has no "Solo" tab when every offer sits in a sub-category (it would always be empty)', async () => {
    const requests = categoryApi([]);
    renderRoutes(remote.routes, { route: '/categorias/tecnologia?ver=unicas' });
    expect(await screen.findByRole('article', { name: 'Popular 1' })).toBeInTheDocument();
    await waitFor(() => expect(requests.some((request) => request.path === '/api/gangazo/categories/offers_category_unique')).toBe(true));
    expect(screen.getByRole('tab', { name: 'Populares' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('tab', { name: 'Solo Tecnología' })).not.toBeInTheDocument();
  });

  it("switches to the newest offers and to the category's own offers", async () => {
    const requests = categoryApi();
    const { user } = renderRoutes(remote.routes, { route: '/categorias/tecnologia' });
    await screen.findByRole('article', { name: 'Popular 1' });
    await user.click(screen.getByRole('tab', { name: 'Nuevas' }));
    expect(await screen.findByRole('article', { name: 'La más nueva' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Solo Tecnología' }));
    expect(await screen.findByRole('article', { name: 'Solo de tecnología' })).toBeInTheDocument();
    expect(requests.some((request) => request.path === '/api/gangazo/categories/offers_category' && request.query.get('news') === 'true')).toBe(true);
    expect(requests.some((request) => request.path === '/api/gangazo/categories/offers_category_unique')).toBe(true);
  });

  it('says so when the category does not exist', async () => {
    categoryApi();
    renderRoutes(remote.routes, { route: '/categorias/juguetes' });
    expect(await screen.findByText('No encontramos la categoría «Juguetes»')).toBeInTheDocument();
  });
});
