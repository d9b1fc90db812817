import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { selectAlert } from '@gangazo/platform';
import { apiError, mockApi, renderRoutes } from '@gangazo/platform/testing';
import { offerCard } from '@gangazo/ui/testing';
import { coupon } from '../../test/fixtures';
import { CouponModal } from './CouponModal';
import { ShareButtons } from '@gangazo/ui';

// The share buttons are fetched on demand (ui's onDemand); remote.tsx fetches them with the modal.
beforeAll(() => ShareButtons.preload());

const ID = '65a1f0c2e4b0a1b2c3d4e5f6';

function Where() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function renderModal(route: string) {
  return renderRoutes([{ path: '/cupones/:slug', element: <><Where /><CouponModal /></> }], { route });
}

describe('coupon modal (spec §2, §4)', () => {
  it('shows the reduction, image, title, code, the redeem link, validity, information and conditions, at most 650 px wide', async () => {
    mockApi({ [`GET /api/v1/coupons/${ID}`]: () => Response.json({ offer: coupon({ id: ID }), related: [] }) });
    renderModal(`/cupones/exito?active_coupon=${ID}`);
    const dialog = await screen.findByRole('dialog', { name: '20% en tecnología Éxito' });
    expect(dialog).toHaveStyle({ maxWidth: '650px' });
    expect(within(dialog).getByText('20%')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Cupón de Éxito' })).toHaveAttribute('src', expect.stringContaining('/api/v1/images/coupon/'));
    expect(within(dialog).getByTestId('coupon-code')).toHaveTextContent('EXITO20');
    const redeem = within(dialog).getByRole('link', { name: /Canjear el Cupón/ });
    expect(redeem.getAttribute('href')).toMatch(/^\/visit\/[0-9a-f]{24}$/);
    expect(redeem.getAttribute('rel')).toBe('nofollow sponsored noopener');
    expect(within(dialog).getByRole('group', { name: 'Compartir' })).toBeInTheDocument();
    expect(redeem).toHaveAttribute('target', '_blank');
    expect(within(dialog).getByText('Válido desde 1 de marzo de 2025 Hasta 31 de marzo de 2025')).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Información' })).toBeInTheDocument();
    expect(within(dialog).getByText('$200.000').tagName).toBe('STRONG');
    expect(within(dialog).getByRole('heading', { name: 'Condiciones' })).toBeInTheDocument();
    expect(within(dialog).getByText('Un uso por cliente.')).toBeInTheDocument();
  });

  it("copies the code and says '¡Muy Bien!' / 'Codigo copiado con exito'", async () => {
    mockApi({ [`GET /api/v1/coupons/${ID}`]: () => Response.json({ offer: coupon({ id: ID }), related: [] }) });
    const { user, store } = renderModal(`/cupones/exito?active_coupon=${ID}`);
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(await screen.findByRole('button', { name: 'Copiar código' }));
    await waitFor(() => expect(selectAlert(store.getState())).toMatchObject({ isActive: true, title: '¡Muy Bien!', message: 'Codigo copiado con exito', type: 'info', autoClose: true }));
    expect(writeText).toHaveBeenCalledWith('EXITO20');
    expect(within(screen.getByRole('dialog')).getByRole('status')).toHaveTextContent('¡Copiado!');
  });

  it('says the code could not be copied when the browser refuses', async () => {
    mockApi({ [`GET /api/v1/coupons/${ID}`]: () => Response.json({ offer: coupon({ id: ID }), related: [] }) });
    const { user, store } = renderModal(`/cupones/exito?active_coupon=${ID}`);
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Denegado', 'NotAllowedError'));
    await user.click(await screen.findByRole('button', { name: 'Copiar código' }));
    await waitFor(() => expect(selectAlert(store.getState())).toMatchObject({ isActive: true, type: 'error', title: '¡Upps!', autoClose: false }));
    expect(within(screen.getByRole('dialog')).getByRole('status')).toHaveTextContent('');
  });

  it('closing removes active_coupon and keeps the rest of the URL', async () => {
    mockApi({ [`GET /api/v1/coupons/${ID}`]: () => Response.json({ offer: coupon({ id: ID }), related: [] }) });
    const { user } = renderModal(`/cupones/exito?page=2&active_coupon=${ID}`);
    const dialog = await screen.findByRole('dialog', { name: '20% en tecnología Éxito' });
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/cupones\/exito\?page=2$/);
  });

  it('also closes with Escape', async () => {
    mockApi({ [`GET /api/v1/coupons/${ID}`]: () => Response.json({ offer: coupon({ id: ID }), related: [] }) });
    const { user } = renderModal(`/cupones/exito?active_coupon=${ID}`);
    await screen.findByRole('dialog', { name: '20% en tecnología Éxito' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/cupones\/exito$/);
  });

  it("shows the visitor's claimed code for a multiple-code coupon", async () => {
    const requests = mockApi({
      [`GET /api/v1/coupons/${ID}`]: () => Response.json({ offer: coupon({ id: ID, code: null, multiple_codes_offer: true }), related: [] }),
      'POST /api/v1/multiple_codes/claim': () =>
        Response.json({ id: '65a1f0c2e4b0a1b2c3d40001', value: 'FALA-A1', used_ip: '190.25.1.7', used_at: '2025-03-06T12:00:00.000Z', already_claimed: false }),
    });
    renderModal(`/cupones/falabella?active_coupon=${ID}`);
    await waitFor(() => expect(screen.getByTestId('coupon-code')).toHaveTextContent('FALA-A1'));
    const claims = requests.filter((request) => request.path === '/api/v1/multiple_codes/claim');
    expect(claims).toHaveLength(1);
    expect(claims[0]!.query.get('idOffer')).toBe(ID);
  });

  it("says 'No mas cupones' when every code is taken", async () => {
    const requests = mockApi({
      [`GET /api/v1/coupons/${ID}`]: () => Response.json({ offer: coupon({ id: ID, code: null, multiple_codes_offer: true }), related: [] }),
      'POST /api/v1/multiple_codes/claim': () => apiError(410, 'No mas cupones'),
    });
    renderModal(`/cupones/falabella?active_coupon=${ID}`);
    expect(await screen.findByText('No mas cupones')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copiar código' })).not.toBeInTheDocument();
    // Nothing left to redeem: no 'Canjear el Cupón', and the claim was asked once.
    expect(screen.queryByRole('link', { name: /Canjear el Cupón/ })).not.toBeInTheDocument();
    expect(requests.filter((request) => request.path === '/api/v1/multiple_codes/claim')).toHaveLength(1);
  });

  it('links other coupons of the shop, each opening in the same modal', async () => {
    const other = offerCard({ kind: 'coupon', title: '15% en mercado Éxito', reduction: '15%' });
    mockApi({ [`GET /api/v1/coupons/${ID}`]: () => Response.json({ offer: coupon({ id: ID }), related: [other] }) });
    renderModal(`/cupones/exito?active_coupon=${ID}`);
    expect(await screen.findByRole('link', { name: /15% en mercado Éxito/ })).toHaveAttribute('href', `/cupones/exito?active_coupon=${other.id}`);
  });

  it('says the coupon was not found, asking the API nothing for a malformed id', async () => {
    const requests = mockApi({});
    renderModal('/cupones/exito?active_coupon=abc');
    expect(screen.getByText(/No encontramos ese cupón/)).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('stays closed without active_coupon', () => {
    mockApi({});
    renderModal('/cupones/exito');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
