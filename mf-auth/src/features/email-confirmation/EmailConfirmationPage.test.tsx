import { screen, waitFor } from '@testing-library/react';
import { selectAuthModal, selectToken } from '@gangazo/platform';
import { apiError, mockApi, renderRoutes } from '@gangazo/platform/testing';
import remote from '../../remote';

const VALE = { id: '0123456789abcdef01234567', name: 'Vale', username: 'vale', email: 'vale@example.co', avatar: null, role: 'user', emailConfirmed: true };

describe('/confirmar-email', () => {
  beforeEach(() => localStorage.clear());

  it('trades the link for a session once: confirmed and signed in', async () => {
    const requests = mockApi({
      'POST /api/v1/users/confirm_email': () => Response.json({ jwt: 'jwt-confirmado' }),
      'GET /api/v1/users/current': () => Response.json(VALE),
    });
    const { store } = renderRoutes(remote.routes, { route: '/confirmar-email?token=abc123' });
    expect(screen.getByText('Confirmando tu email…')).toBeInTheDocument();
    expect(
      await screen.findByText('¡Listo! Tu email quedó confirmado y ya iniciaste sesión como vale. Ya puedes votar, comentar y compartir ofertas, códigos y temas en el foro.'),
    ).toBeInTheDocument();
    expect(selectToken(store.getState())).toBe('jwt-confirmado');
    expect(requests.filter((r) => r.path === '/api/v1/users/confirm_email').map((r) => r.json)).toEqual([{ token: 'abc123' }]);
    expect(screen.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/');
  });

  it('a spent or expired link says so and offers to sign in', async () => {
    mockApi({ 'POST /api/v1/users/confirm_email': () => apiError(410, 'El enlace para confirmar tu email no es válido o ya expiró. Pide uno nuevo en Ajustes.') });
    const { user, store } = renderRoutes(remote.routes, { route: '/confirmar-email?token=usado' });
    expect(await screen.findByRole('alert')).toHaveTextContent('El enlace para confirmar tu email no es válido o ya expiró. Pide uno nuevo en Ajustes.');
    expect(selectToken(store.getState())).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(selectAuthModal(store.getState())).toEqual({ open: true, view: 'login' });
  });

  it('a link without its token sends nothing', async () => {
    const requests = mockApi({});
    renderRoutes(remote.routes, { route: '/confirmar-email' });
    expect(screen.getByRole('alert')).toHaveTextContent('Este enlace no es válido: le falta el código para confirmar tu email.');
    await waitFor(() => expect(requests).toEqual([]));
  });
});
