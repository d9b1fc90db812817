import { screen } from '@testing-library/react';
import { selectAuthModal } from '@gangazo/platform';
import { mockApi, renderRoutes } from '@gangazo/platform/testing';
import remote from '../../remote';

beforeEach(() => localStorage.clear());

it('/registro-ok sends the new member to the mailed link, offers to sign in and links home', async () => {
  const { user, store } = renderRoutes(remote.routes, { route: '/registro-ok' });
  expect(screen.getByRole('heading', { name: '¡Tu registro fue exitoso!' })).toBeInTheDocument();
  expect(screen.getByText(/Revisa tu correo: te enviamos un enlace a tu email para confirmarlo y entrar a tu cuenta/)).toBeInTheDocument();
  expect(screen.getByText(/¿No te llegó\? Revisa la carpeta de spam/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/');
  await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
  expect(selectAuthModal(store.getState())).toEqual({ open: true, view: 'login' });
});

it('names the address the form sent', () => {
  renderRoutes(remote.routes, { route: { pathname: '/registro-ok', state: { email: 'vale@example.co' } } });
  expect(screen.getByText('a vale@example.co')).toBeInTheDocument();
});

it('a member who already confirmed is told the account is ready', async () => {
  mockApi({
    'GET /api/v1/users/current': () =>
      Response.json({ id: '0123456789abcdef01234567', name: 'Vale', username: 'vale', email: 'vale@example.co', avatar: null, role: 'user', emailConfirmed: true }),
  });
  localStorage.setItem('APP_TOKEN', 'jwt-vale');
  renderRoutes(remote.routes, { route: '/registro-ok' });
  expect(await screen.findByText(/Tu cuenta ya está lista y ya iniciaste sesión como vale/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Iniciar sesión' })).not.toBeInTheDocument();
});
