import { screen } from '@testing-library/react';
import { selectAuthModal } from '@gangazo/platform';
import { renderRoutes } from '@gangazo/platform/testing';
import remote from '../../remote';

it('/registro-ok confirms the registration, offers to sign in and links home', async () => {
  const { user, store } = renderRoutes(remote.routes, { route: '/registro-ok' });
  expect(screen.getByRole('heading', { name: '¡Tu registro fue exitoso!' })).toBeInTheDocument();
  expect(screen.getByText(/Tu cuenta ya está lista/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/');
  await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
  expect(selectAuthModal(store.getState())).toEqual({ open: true, view: 'login' });
});
