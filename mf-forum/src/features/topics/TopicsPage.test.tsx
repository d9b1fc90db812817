import { screen, waitFor } from '@testing-library/react';
import { currentUserApi, selectAuthModal } from '@gangazo/platform';
import { renderRoutes } from '@gangazo/platform/testing';
import remote from '../../remote';

describe('/forum', () => {
  beforeEach(() => localStorage.clear());

  it('a guest who wants to create a topic is asked to sign in', async () => {
    const { user, store } = renderRoutes(remote.routes, { route: '/forum' });
    expect(screen.getByRole('heading', { name: 'Foro' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Crear un tema' }));
    expect(selectAuthModal(store.getState())).toEqual({ open: true, view: 'login' });
  });

  it('a signed-in user goes to the new topic page, not to a topic called "new"', async () => {
    localStorage.setItem('APP_TOKEN', 'jwt');
    global.fetch = jest.fn(async () => Response.json({ id: '3', name: 'Juan', username: 'juan', email: 'j@b.co', avatar: null, role: 'user' })) as typeof fetch;
    const { user, store } = renderRoutes(remote.routes, { route: '/forum' });
    await waitFor(() => expect(currentUserApi.endpoints.getCurrentUser.select()(store.getState()).data?.id).toBe('3'));
    await user.click(screen.getByRole('button', { name: 'Crear un tema' }));
    expect(await screen.findByRole('heading', { name: 'Nuevo tema en el foro' })).toBeInTheDocument();
  });
});
