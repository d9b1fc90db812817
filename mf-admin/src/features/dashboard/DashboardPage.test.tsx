import { screen } from '@testing-library/react';
import { renderRoutes } from '@gangazo/platform/testing';
import remote from '../../remote';

function answerCurrentUser(role: string | null) {
  global.fetch = jest.fn(async () =>
    role ? Response.json({ id: '1', name: 'Laura Ríos', username: 'lrios', email: 'l@gangazo.co', avatar: null, role }) : Response.json({}, { status: 401 }),
  ) as typeof fetch;
}

describe('/admin', () => {
  beforeEach(() => localStorage.clear());

  it('tells a guest they have no permission', async () => {
    answerCurrentUser(null);
    renderRoutes(remote.routes, { route: '/admin' });
    expect(await screen.findByRole('alert')).toHaveTextContent('No tienes permiso para ver esta página.');
  });

  it('tells a plain user they have no permission', async () => {
    localStorage.setItem('APP_TOKEN', 'jwt');
    answerCurrentUser('user');
    renderRoutes(remote.routes, { route: '/admin' });
    expect(await screen.findByRole('alert')).toHaveTextContent('No tienes permiso');
  });

  it('shows the dashboard to an editor', async () => {
    localStorage.setItem('APP_TOKEN', 'jwt');
    answerCurrentUser('editor');
    renderRoutes(remote.routes, { route: '/admin' });
    expect(await screen.findByText('Editor')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
