import { screen, within } from '@testing-library/react';
import { selectAuthModal, type CurrentUser } from '@gangazo/platform';
import { preloadDialogs } from '@gangazo/ui';
import { fakeApi, renderShell } from '../test-utils/renderShell';

jest.mock('@module-federation/enhanced/runtime', () => ({
  ...jest.requireActual('@module-federation/enhanced/runtime'),
  init: jest.fn(),
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

const ana: CurrentUser = { id: '42', name: 'Ana Gómez', username: 'anagomez', email: 'ana@example.co', avatar: null, role: 'user', emailConfirmed: true };

// The menu's code is fetched on demand (ui's onDemand); the shell fetches it with a member's session.
beforeAll(() => preloadDialogs());
beforeEach(() => localStorage.clear());

describe('top bar for a guest', () => {
  it('offers sign-in, which opens the auth modal on the login view', async () => {
    fakeApi(null);
    const { store, user } = await renderShell();
    expect(screen.getByRole('link', { name: 'Gangazo' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Comparte' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Perfil' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Regístrate / Iniciar sesión' }));
    expect(selectAuthModal(store.getState())).toEqual({ open: true, view: 'login' });
  });
});

describe('top bar for a signed-in user', () => {
  it('shows the avatar menu and Comparte, no Dashboard for a plain user', async () => {
    localStorage.setItem('APP_TOKEN', 'jwt-ana');
    fakeApi(ana);
    const { user } = await renderShell();
    const menuButton = await screen.findByRole('button', { name: 'Perfil' });
    expect(screen.getByRole('button', { name: 'Comparte' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Regístrate / Iniciar sesión' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();

    await user.click(menuButton);
    const entries = within(screen.getByRole('menu', { name: 'Perfil' })).getAllByRole('menuitem').map((item) => item.textContent);
    expect(entries).toEqual(['Mis estadísticas', 'Mi actividad reciente', 'Mis medallas', 'Mis ofertas', 'Ofertas Guardadas', 'Ajustes', 'Cerrar Sesión']);
  });

  it.each([
    ['Mis estadísticas', '/perfil/42'],
    ['Mi actividad reciente', '/perfil/42/actividad'],
    ['Mis medallas', '/perfil/42/medallas'],
    ['Mis ofertas', '/perfil/42/ofertas'],
    ['Ofertas Guardadas', '/perfil/42/ofertas-favoritas'],
    ['Ajustes', '/perfil/42/ajustes'],
  ])('"%s" goes to %s', async (label, path) => {
    localStorage.setItem('APP_TOKEN', 'jwt-ana');
    fakeApi(ana);
    const { user, router } = await renderShell();
    await user.click(await screen.findByRole('button', { name: 'Perfil' }));
    await user.click(screen.getByRole('menuitem', { name: label }));
    expect(router.state.location.pathname).toBe(path);
  });

  it('Cerrar Sesión removes the token, goes home and shows the guest button again', async () => {
    localStorage.setItem('APP_TOKEN', 'jwt-ana');
    fakeApi(ana);
    const { user, router } = await renderShell({ route: '/perfil/42' });
    await user.click(await screen.findByRole('button', { name: 'Perfil' }));
    await user.click(screen.getByRole('menuitem', { name: 'Cerrar Sesión' }));
    expect(localStorage.getItem('APP_TOKEN')).toBeNull();
    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByRole('button', { name: 'Regístrate / Iniciar sesión' })).toBeInTheDocument();
  });
});

describe('Dashboard for staff (spec §6)', () => {
  it.each(['admin', 'editor', 'superadmin'] as const)('%s sees the Dashboard button and menu entry, to /admin by default', async (role) => {
    localStorage.setItem('APP_TOKEN', 'jwt-staff');
    fakeApi({ ...ana, role });
    const { user } = await renderShell();
    expect(await screen.findByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/admin');
    await user.click(screen.getByRole('button', { name: 'Perfil' }));
    expect(within(screen.getByRole('menu')).getAllByRole('menuitem')[0]).toHaveTextContent('Dashboard');
  });

  it('opens the admin site with a one-time code, never the session token, when an admin URL is configured', async () => {
    localStorage.setItem('APP_TOKEN', 'jwt-staff');
    fakeApi({ ...ana, role: 'admin' }, { '/api/v1/dashboard_codes': { code: 'codigo-de-un-uso', expires_at: '2026-11-25T10:01:00.000Z' } });
    const assign = jest.fn();
    const { openExternalDashboard } = await import('./dashboardUrl');
    const { user } = await renderShell({ adminUrl: 'https://admin.gangazo.co' });
    const link = await screen.findByRole('link', { name: 'Dashboard' });
    // The address itself carries nothing (it lands in history, logs and Referer).
    expect(link).toHaveAttribute('href', 'https://admin.gangazo.co/');
    expect(link.getAttribute('href')).not.toContain('jwt-staff');
    await openExternalDashboard('https://admin.gangazo.co', assign);
    expect(assign).toHaveBeenCalledWith('https://admin.gangazo.co/?code=codigo-de-un-uso');
    const asked = (global.fetch as jest.Mock).mock.calls.find(([input]) => String(input).endsWith('/api/v1/dashboard_codes'));
    expect(asked?.[1]).toMatchObject({ method: 'POST', headers: { Authorization: 'Bearer jwt-staff' } });
    await user.click(screen.getByRole('button', { name: 'Perfil' }));
    expect(within(screen.getByRole('menu')).getAllByRole('menuitem')[0]).toHaveTextContent('Dashboard');
  });

  it('opens the admin site without a code when none can be had', async () => {
    localStorage.setItem('APP_TOKEN', 'jwt-staff');
    fakeApi({ ...ana, role: 'admin' });
    const assign = jest.fn();
    const { openExternalDashboard } = await import('./dashboardUrl');
    await openExternalDashboard('https://admin.gangazo.co/entrar', assign);
    expect(assign).toHaveBeenCalledWith('https://admin.gangazo.co/entrar');
  });
});
