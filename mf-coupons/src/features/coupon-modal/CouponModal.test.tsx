import { screen } from '@testing-library/react';
import { renderRoutes } from '@gangazo/platform/testing';
import { CouponModal } from './CouponModal';

describe('coupon modal (spec §4)', () => {
  it('opens when active_coupon is in the URL and closing removes it', async () => {
    const { user } = renderRoutes([{ path: '/cupones/:slug', element: <CouponModal /> }], { route: '/cupones/exito?active_coupon=77&page=2' });
    expect(screen.getByRole('dialog', { name: 'Detalle del cupón' })).toHaveStyle({ maxWidth: '650px' });
    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays closed without active_coupon', () => {
    renderRoutes([{ path: '/', element: <CouponModal /> }], { route: '/' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
