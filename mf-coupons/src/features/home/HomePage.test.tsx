import { screen, within } from '@testing-library/react';
import { apiError, mockApi, renderRoutes } from '@gangazo/platform/testing';
import remote from '../../remote';
import { offerCard } from '@gangazo/ui/testing';
import { pageOf } from '../../test/fixtures';

const offers = Array.from({ length: 25 }, (_, index) => offerCard({ title: `Oferta número ${index + 1}` }));
const coupons = [offerCard({ kind: 'coupon', title: '20% en tecnología Éxito', reduction: '20%', price: null, previous_price: null })];

function feedApi() {
  return mockApi({
    'GET /api/gangazo/offers': ({ query }) => Response.json(pageOf(offers, Number(query.get('page')), Number(query.get('per_page')))),
    'GET /api/gangazo/offers/coupons': ({ query }) => Response.json(pageOf(coupons, Number(query.get('page')), Number(query.get('per_page')))),
    'GET /api/gangazo/shops/get_top_shops': () =>
      Response.json({ shops: [{ id: '65a1f0c2e4b0a1b2c3d4e5f6', name: 'Alkosto', slug: 'alkosto', public_url: '/cupones/alkosto', image_key: null, image_url: null }] }),
    'GET /api/gangazo/categories': () =>
      Response.json({
        categories: [{ id: 'dGVjbm9sb2dpYQ==', name: 'Tecnología', slug: 'tecnologia', public_url: '/categorias/tecnologia', icon_url: null, image_url: null, parent_id: null }],
      }),
  });
}

function feedRequests(requests: ReturnType<typeof mockApi>) {
  return requests.filter((request) => request.path.startsWith('/api/gangazo/offers')).map((request) => `${request.path}?${request.query.toString()}`);
}

describe('home feeds', () => {
  beforeEach(() => localStorage.clear());

  it("shows 'Destacadas' first, 10 offers per page, and 'Ver más' loads the next 10 until none are left", async () => {
    const requests = feedApi();
    const { user } = renderRoutes(remote.routes, { route: '/' });
    expect(screen.getByRole('tab', { name: 'Destacadas' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('article', { name: 'Oferta número 1' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(10);
    expect(screen.getByRole('status')).toHaveTextContent('Mostrando 10 de 25 ofertas');

    await user.click(screen.getByRole('button', { name: 'Ver más' }));
    expect(await screen.findByRole('article', { name: 'Oferta número 20' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(20);

    await user.click(screen.getByRole('button', { name: 'Ver más' }));
    expect(await screen.findByRole('article', { name: 'Oferta número 25' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(25);
    expect(screen.getByRole('status')).toHaveTextContent('Mostrando 25 de 25 ofertas');
    expect(screen.queryByRole('button', { name: 'Ver más' })).not.toBeInTheDocument();
    expect(feedRequests(requests)).toEqual([
      '/api/gangazo/offers?order=top&page=1&per_page=10',
      '/api/gangazo/offers?order=top&page=2&per_page=10',
      '/api/gangazo/offers?order=top&page=3&per_page=10',
    ]);
  });

  it('asks each tab for its own feed and keeps the tab in the URL', async () => {
    const requests = feedApi();
    const { user } = renderRoutes(remote.routes, { route: '/' });
    await screen.findByRole('article', { name: 'Oferta número 1' });
    await user.click(screen.getByRole('tab', { name: 'Hot' }));
    await screen.findByRole('article', { name: 'Oferta número 1' });
    await user.click(screen.getByRole('tab', { name: 'Nuevas' }));
    await screen.findByRole('article', { name: 'Oferta número 1' });
    await user.click(screen.getByRole('tab', { name: 'Cupones' }));
    expect(await screen.findByRole('link', { name: '20% en tecnología Éxito' })).toHaveAttribute('href', `/?ver=cupones&active_coupon=${coupons[0]!.id}`);
    expect(feedRequests(requests)).toEqual([
      '/api/gangazo/offers?order=top&page=1&per_page=10',
      '/api/gangazo/offers?order=hot&page=1&per_page=10',
      '/api/gangazo/offers?order=news&page=1&per_page=10',
      '/api/gangazo/offers/coupons?order=ranking&page=1&per_page=10',
    ]);
  });

  it('opens on the tab the URL names', async () => {
    const requests = feedApi();
    renderRoutes(remote.routes, { route: '/?ver=hot' });
    expect(screen.getByRole('tab', { name: 'Hot' })).toHaveAttribute('aria-selected', 'true');
    await screen.findByRole('article', { name: 'Oferta número 1' });
    expect(feedRequests(requests)).toEqual(['/api/gangazo/offers?order=hot&page=1&per_page=10']);
  });

  it('shows skeleton cards while the first page loads', async () => {
    feedApi();
    renderRoutes(remote.routes, { route: '/' });
    expect(screen.getAllByTestId('offer-skeleton').length).toBeGreaterThan(0);
    await screen.findByRole('article', { name: 'Oferta número 1' });
    expect(screen.queryByTestId('offer-skeleton')).not.toBeInTheDocument();
  });

  it('says so honestly when there are no offers', async () => {
    mockApi({ 'GET /api/gangazo/offers': () => Response.json({ items: [], total: 0, page: 1, per_page: 10 }) });
    renderRoutes(remote.routes, { route: '/' });
    expect(await screen.findByText('Todavía no hay ofertas publicadas')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Comparte la primera oferta' })).toBeInTheDocument();
  });

  it('offers a retry when the feed fails, and shows the offers once it works', async () => {
    let fail = true;
    mockApi({
      'GET /api/gangazo/offers': ({ query }) => (fail ? apiError(503, 'Servicio no disponible') : Response.json(pageOf(offers, Number(query.get('page')), 10))),
    });
    const { user } = renderRoutes(remote.routes, { route: '/' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No pudimos cargar las ofertas.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('article', { name: 'Oferta número 1' })).toBeInTheDocument();
  });

  it('links the popular shops and the categories beside the feed', async () => {
    feedApi();
    renderRoutes(remote.routes, { route: '/' });
    const aside = screen.getByRole('complementary', { name: 'Tiendas y categorías' });
    expect(await within(aside).findByRole('link', { name: 'Alkosto' })).toHaveAttribute('href', '/cupones/alkosto');
    expect(await within(aside).findByRole('link', { name: 'Tecnología' })).toHaveAttribute('href', '/categorias/tecnologia');
  });
});
