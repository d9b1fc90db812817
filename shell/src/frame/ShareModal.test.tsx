import { screen } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { openShareModal, selectAuthModal, selectShareModalOpen, type CurrentUser } from '@gangazo/platform';
import { act } from 'react';
import { fakeApi, remoteEntry, renderShell } from '../test-utils/renderShell';

jest.mock('@module-federation/enhanced/runtime', () => ({
  ...jest.requireActual('@module-federation/enhanced/runtime'),
  init: jest.fn(),
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

const coupons = remoteEntry({ name: 'coupons', routes: ['/', '/comparte/cupon/coupon'] });
const ana: CurrentUser = { id: '42', name: 'Ana Gómez', username: 'anagomez', email: 'ana@example.co', avatar: null, role: 'user', emailConfirmed: true };

beforeEach(() => {
  localStorage.clear();
  jest.mocked(loadRemote).mockResolvedValue({
    default: {
      routes: [
        { path: '/', element: <h1>Ofertas del día</h1> },
        { path: '/comparte/cupon/coupon', element: <h1>Comparte un código</h1> },
      ],
    },
  });
});

describe('share modal (spec §2)', () => {
  it('offers the three choices under its title', async () => {
    fakeApi(null);
    const { store } = await renderShell({ remotes: [coupons] });
    await act(async () => {
      store.dispatch(openShareModal());
    });
    const dialog = screen.getByRole('dialog', { name: '¿Qué tienes planeado compartir?' });
    expect(dialog).toHaveStyle({ maxWidth: '470px' });
    for (const choice of ['Una oferta', 'Un código', 'Un tema en el foro']) {
      expect(screen.getByRole('button', { name: new RegExp(`^${choice}`) })).toBeInTheDocument();
    }
  });

  it('for a guest, choosing opens the auth modal instead of the form', async () => {
    fakeApi(null);
    const { store, user, router } = await renderShell({ remotes: [coupons] });
    await act(async () => {
      store.dispatch(openShareModal());
    });
    await user.click(screen.getByRole('button', { name: /^Un código/ }));
    expect(selectAuthModal(store.getState()).open).toBe(true);
    expect(selectShareModalOpen(store.getState())).toBe(false);
    expect(router.state.location.pathname).toBe('/');
  });

  it('for a user, Comparte → Un código goes to the code form', async () => {
    localStorage.setItem('APP_TOKEN', 'jwt-ana');
    fakeApi(ana);
    const { user, router } = await renderShell({ remotes: [coupons] });
    await user.click(await screen.findByRole('button', { name: 'Comparte' }));
    await user.click(screen.getByRole('button', { name: /^Un código/ }));
    expect(router.state.location.pathname).toBe('/comparte/cupon/coupon');
    expect(await screen.findByRole('heading', { name: 'Comparte un código' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
