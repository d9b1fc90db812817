import { screen, within } from '@testing-library/react';
import { renderRoutes } from '@gangazo/platform/testing';
import remote from '../../remote';
import { mockApi } from '../../test/mockApi';

const overview = { active_offers: 1234, active_coupons: 56, expired_offers: 7, shops: 34, users: 890, comments_today: 12, forum_topics: 40, forum_comments_today: 3, since: '2025-03-10T05:00:00.000Z' };

describe('the dashboard frame', () => {
  it('tells a guest they have no permission and asks nothing of the admin API', async () => {
    const requests = mockApi(null, {});
    renderRoutes(remote.routes, { route: '/admin' });
    expect(await screen.findByRole('alert')).toHaveTextContent('No tienes permiso para ver esta página.');
    expect(requests.some((request) => request.path.startsWith('/api/v1/admin'))).toBe(false);
  });

  it.each(['/admin', '/admin/ofertas', '/admin/usuarios'])('tells a plain user they have no permission at %s', async (route) => {
    const requests = mockApi('user', {});
    renderRoutes(remote.routes, { route });
    expect(await screen.findByRole('alert')).toHaveTextContent('No tienes permiso para ver esta página.');
    expect(screen.queryByRole('navigation', { name: 'Herramientas del dashboard' })).not.toBeInTheDocument();
    expect(requests.some((request) => request.path.startsWith('/api/v1/admin'))).toBe(false);
  });

  it('shows an editor the menu without Usuarios and the overview numbers in es-CO', async () => {
    mockApi('editor', { 'GET /api/v1/admin/overview': () => Response.json(overview) });
    renderRoutes(remote.routes, { route: '/admin' });
    const nav = await screen.findByRole('navigation', { name: 'Herramientas del dashboard' });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Resumen', 'Moderación', 'Ofertas y cupones', 'Códigos de cupones', 'Comentarios', 'Remotos']);
    expect(within(nav).getByRole('link', { name: 'Resumen' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Editor')).toBeInTheDocument();
    const activeOffers = await screen.findByText('Ofertas activas');
    expect(activeOffers.nextElementSibling).toHaveTextContent('1.234');
    expect(screen.getByText('Comentarios hoy').nextElementSibling).toHaveTextContent('12');
  });

  it('an editor who opens /admin/usuarios by address is refused there, with the menu still shown', async () => {
    const requests = mockApi('editor', {});
    renderRoutes(remote.routes, { route: '/admin/usuarios' });
    expect(await screen.findByRole('alert')).toHaveTextContent('No tienes permiso para ver esta página.');
    expect(screen.getByRole('navigation', { name: 'Herramientas del dashboard' })).toBeInTheDocument();
    expect(requests.some((request) => request.path === '/api/v1/admin/users')).toBe(false);
  });

  it('shows the API error when the overview fails and retries on demand', async () => {
    let calls = 0;
    mockApi('admin', {
      'GET /api/v1/admin/overview': () => {
        calls++;
        return calls === 1 ? Response.json({ statusCode: 500, error: 'Error', message: 'Algo salió mal.' }, { status: 500 }) : Response.json(overview);
      },
    });
    const { user } = renderRoutes(remote.routes, { route: '/admin' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Algo salió mal.');
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('1.234')).toBeInTheDocument();
  });
});
