import { screen, waitFor } from '@testing-library/react';
import { useLocation, useRoutes } from 'react-router';
import { apiError, mockApi, renderWithProviders } from '@gangazo/platform/testing';
import remote from '../../remote';
import { CouponModal } from '../coupon-modal/CouponModal';
import { coupon } from '../../test/fixtures';

const ID = '65a1f0c2e4b0a1b2c3d4e5f6';
const EXITO = { id: '65a1f0c2e4b0a1b2c3d4aaa1', name: 'Éxito', slug: 'exito', public_url: '/cupones/exito', image_key: null, image_url: null, description: '', website: null, offers_count: 3, coupons_count: 1 };
const emptyPage = { items: [], total: 0, page: 1, per_page: 2 };

function Where() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** The remote's routes plus its overlay slot, as the shell lays them out. */
function Site() {
  return (
    <>
      {useRoutes(remote.routes)}
      <CouponModal />
      <Where />
    </>
  );
}

function api() {
  return mockApi({
    'GET /api/v1/shops/search': ({ query }) => (query.get('id') === 'exito' ? Response.json(EXITO) : apiError(404, 'No encontramos esa tienda.')),
    'GET /api/v1/coupons/slug/20-en-tecnologia-exito': () => Response.json({ id: ID, title: '20% en tecnología Éxito', shop_slug: 'exito', public_url: `/cupones/exito?active_coupon=${ID}` }),
    'GET /api/v1/coupons/slug/codigo-sin-tienda': () => Response.json({ id: ID, title: 'Código sin tienda', shop_slug: null, public_url: `/ofertas/codigo-sin-tienda-${ID}` }),
    [`GET /api/v1/coupons/${ID}`]: () => Response.json({ offer: coupon({ id: ID }), related: [] }),
    'GET /api/gangazo/shops/get_coupons_shops': () => Response.json(emptyPage),
    'GET /api/gangazo/shops/get_offers_shops': () => Response.json({ ...emptyPage, per_page: 10 }),
    'GET /api/gangazo/shops/get_offers_outstanding': () => Response.json({ items: [] }),
  });
}

describe('/cupones/{shop or coupon slug} (spec §2)', () => {
  it("a coupon's slug opens its shop's page with the coupon modal", async () => {
    api();
    renderWithProviders(<Site />, { route: '/cupones/20-en-tecnologia-exito' });
    expect(await screen.findByRole('dialog', { name: '20% en tecnología Éxito' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Cupones Éxito' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(`/cupones/exito?active_coupon=${ID}`);
  });

  it('a coupon without a shop opens on its own page', async () => {
    api();
    renderWithProviders(<Site />, { route: '/cupones/codigo-sin-tienda' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/ofertas/codigo-sin-tienda-${ID}`));
  });

  it('a slug that is neither a shop nor a coupon says the shop was not found', async () => {
    const requests = api();
    renderWithProviders(<Site />, { route: '/cupones/tienda-que-no-existe' });
    expect(await screen.findByText('No encontramos la tienda «Tienda que no existe»')).toBeInTheDocument();
    expect(requests.map((request) => request.path)).toContain('/api/v1/coupons/slug/tienda-que-no-existe');
    expect(screen.getByTestId('location')).toHaveTextContent('/cupones/tienda-que-no-existe');
  });

  it('a shop slug never asks for a coupon', async () => {
    const requests = api();
    renderWithProviders(<Site />, { route: '/cupones/exito' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Cupones Éxito' })).toBeInTheDocument();
    expect(requests.some((request) => request.path.startsWith('/api/v1/coupons/slug/'))).toBe(false);
  });
});
