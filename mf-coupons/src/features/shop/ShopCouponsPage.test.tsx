import { screen, within } from '@testing-library/react';
import { apiError, mockApi, renderRoutes } from '@gangazo/platform/testing';
import remote from '../../remote';
import { offerCard } from '@gangazo/ui/testing';
import { pageOf } from '../../test/fixtures';
import { shopRef } from './ShopCouponsPage';

const SHOP = {
  id: '65a1f0c2e4b0a1b2c3d4e5f6',
  name: 'Éxito',
  slug: 'exito',
  public_url: '/cupones/exito',
  image_key: null,
  image_url: null,
  description: 'Almacenes de cadena en toda Colombia.',
  website: 'https://www.exito.com',
  offers_count: 12,
  coupons_count: 3,
};
const coupons = ['20% en tecnología', '15% en mercado', 'Envío gratis en hogar'].map((title) => offerCard({ kind: 'coupon', title, reduction: title.split(' ')[0]!, price: null, previous_price: null }));
const offers = [offerCard({ title: 'Televisor LG 50"' }), offerCard({ title: 'Nevera Haceb 250 L' })];
const hottest = [offerCard({ title: 'Freidora de aire Oster', temperature: 140 })];

function shopApi() {
  return mockApi({
    'GET /api/v1/shops/search': ({ query }) => (query.get('id') === 'exito' ? Response.json(SHOP) : apiError(404, 'No encontramos esa tienda.')),
    'GET /api/gangazo/shops/get_coupons_shops': ({ query }) => Response.json(pageOf(coupons, Number(query.get('page')), Number(query.get('per_page')))),
    'GET /api/gangazo/shops/get_offers_shops': ({ query }) => Response.json(pageOf(offers, Number(query.get('page')), Number(query.get('per_page')))),
    'GET /api/gangazo/shops/get_offers_outstanding': () => Response.json({ items: hottest }),
  });
}

describe('shop page (/cupones/{slug})', () => {
  it("shows the shop's info, its coupons 2 per page, its outstanding offers and its offers", async () => {
    const requests = shopApi();
    const { user } = renderRoutes(remote.routes, { route: '/cupones/exito' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Cupones Éxito' })).toBeInTheDocument();
    expect(screen.getByText('3 cupones · 12 ofertas')).toBeInTheDocument();
    expect(screen.getByText('Almacenes de cadena en toda Colombia.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Visitar Éxito/ })).toHaveAttribute('href', 'https://www.exito.com');

    const couponsSection = screen.getByRole('region', { name: 'Cupones y códigos de Éxito' });
    expect(await within(couponsSection).findByRole('link', { name: '20% en tecnología' })).toBeInTheDocument();
    expect(within(couponsSection).getAllByRole('article')).toHaveLength(2);
    await user.click(within(couponsSection).getByRole('button', { name: 'Ver más cupones' }));
    expect(await within(couponsSection).findByRole('link', { name: 'Envío gratis en hogar' })).toBeInTheDocument();
    expect(within(couponsSection).queryByRole('button', { name: 'Ver más cupones' })).not.toBeInTheDocument();
    const couponPages = requests.filter((request) => request.path === '/api/gangazo/shops/get_coupons_shops').map((request) => request.query.toString());
    expect(couponPages).toEqual(['id=exito&order=ranking&page=1&per_page=2', 'id=exito&order=ranking&page=2&per_page=2']);

    const outstanding = await screen.findByRole('region', { name: 'Ofertas destacadas' });
    expect(within(outstanding).getByRole('article', { name: 'Freidora de aire Oster' })).toBeInTheDocument();
    const offersSection = screen.getByRole('region', { name: 'Ofertas de Éxito' });
    expect(await within(offersSection).findByRole('article', { name: 'Televisor LG 50"' })).toBeInTheDocument();
    expect(within(offersSection).getByRole('article', { name: 'Nevera Haceb 250 L' })).toBeInTheDocument();
  });

  it('never lists an offer twice: outstanding offers already in the shop list are left out, and the section with them', async () => {
    mockApi({
      'GET /api/v1/shops/search': () => Response.json(SHOP),
      'GET /api/gangazo/shops/get_coupons_shops': ({ query }) => Response.json(pageOf(coupons, Number(query.get('page')), Number(query.get('per_page')))),
      'GET /api/gangazo/shops/get_offers_shops': ({ query }) => Response.json(pageOf(offers, Number(query.get('page')), Number(query.get('per_page')))),
      // A small shop: its outstanding offers are the very ones its list shows.
      'GET /api/gangazo/shops/get_offers_outstanding': () => Response.json({ items: offers }),
    });
    renderRoutes(remote.routes, { route: '/cupones/exito' });
    const offersSection = await screen.findByRole('region', { name: 'Ofertas de Éxito' });
    expect(await within(offersSection).findByRole('article', { name: 'Televisor LG 50"' })).toBeInTheDocument();
    expect(screen.getAllByRole('article', { name: 'Televisor LG 50"' })).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Ofertas destacadas' })).not.toBeInTheDocument();
  });

  it('opens the coupon modal from a coupon', async () => {
    shopApi();
    renderRoutes(remote.routes, { route: '/cupones/exito' });
    expect(await screen.findByRole('link', { name: '20% en tecnología' })).toHaveAttribute('href', `/cupones/exito?active_coupon=${coupons[0]!.id}`);
  });

  it('says so when the shop does not exist', async () => {
    shopApi();
    renderRoutes(remote.routes, { route: '/cupones/tienda-fantasma' });
    expect(await screen.findByText('No encontramos la tienda «Tienda fantasma»')).toBeInTheDocument();
  });

  it('reads the shop from slugs written by hand, and from ids', () => {
    expect(shopRef('%C3%89xito')).toBe('exito');
    expect(shopRef('Tiendas D1')).toBe('tiendas-d1');
    expect(shopRef('65A1F0C2E4B0A1B2C3D4E5F6')).toBe('65a1f0c2e4b0a1b2c3d4e5f6');
  });
});
