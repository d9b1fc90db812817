import { screen, waitFor } from '@testing-library/react';
import { selectAlert, selectAuthModal } from '@gangazo/platform';
import { renderRoutes } from '@gangazo/platform/testing';
import remote from '../../remote';

describe('/restablecer-contrasena', () => {
  it('flags a blank password and sends nothing', async () => {
    global.fetch = jest.fn() as typeof fetch;
    const { user } = renderRoutes(remote.routes, { route: '/restablecer-contrasena?token=abcdefghijkl' });
    await user.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    expect(screen.getByLabelText('Nueva contraseña')).toHaveAttribute('aria-invalid', 'true');
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it('sends the password with the token from the link, then offers to sign in', async () => {
    const bodies: unknown[] = [];
    global.fetch = jest.fn(async (request: Request) => {
      bodies.push(await request.json());
      return Response.json({ message: 'Contraseña actualizada' });
    }) as unknown as typeof fetch;
    const { user, store } = renderRoutes(remote.routes, { route: '/restablecer-contrasena?token=abcdefghijkl' });
    await user.type(screen.getByLabelText('Nueva contraseña'), 'nueva-clave-123');
    await user.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    await waitFor(() => expect(selectAuthModal(store.getState())).toEqual({ open: true, view: 'login' }));
    expect(bodies).toEqual([{ password: 'nueva-clave-123', token: 'abcdefghijkl' }]);
    expect(selectAlert(store.getState())).toMatchObject({ isActive: true, type: 'success' });
    expect(screen.getByTestId('outside-remote')).toHaveTextContent('/');
  });

  it('without a token, offers a new recovery link instead of the form', async () => {
    const { user, store } = renderRoutes(remote.routes, { route: '/restablecer-contrasena' });
    expect(screen.queryByLabelText('Nueva contraseña')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pedir un enlace nuevo' }));
    expect(selectAuthModal(store.getState())).toEqual({ open: true, view: 'recover' });
  });
});
