import { screen } from '@testing-library/react';
import { selectAuthModal } from '@gangazo/platform';
import { renderRoutes } from '@gangazo/platform/testing';
import remote from '../../remote';

describe('share pages (spec §6)', () => {
  beforeEach(() => localStorage.clear());

  it('ask a guest to sign in, and the button opens the auth modal', async () => {
    const { user, store } = renderRoutes(remote.routes, { route: '/comparte/oferta/offer' });
    expect(screen.getByRole('heading', { name: 'Comparte una oferta' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Regístrate / Iniciar sesión' }));
    expect(selectAuthModal(store.getState())).toEqual({ open: true, view: 'login' });
  });

  it('let a signed-in user in', async () => {
    localStorage.setItem('APP_TOKEN', 'jwt');
    global.fetch = jest.fn(async () => Response.json({ id: '9', name: 'Ana', username: 'ana', email: 'a@b.co', avatar: null, role: 'user' })) as typeof fetch;
    renderRoutes(remote.routes, { route: '/comparte/cupon/coupon' });
    expect(await screen.findByText('El formulario para compartir códigos aún no está disponible')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Regístrate / Iniciar sesión' })).not.toBeInTheDocument();
  });
});
