import { screen } from '@testing-library/react';
import { renderRoutes } from '@gangazo/platform/testing';
import remote from '../../remote';

it('/registro-ok confirms the registration, asks to check the email and links home', () => {
  renderRoutes(remote.routes, { route: '/registro-ok' });
  expect(screen.getByRole('heading', { name: '¡Tu registro fue exitoso!' })).toBeInTheDocument();
  expect(screen.getByText(/Te enviamos un correo electrónico/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/');
});
