import { screen, within } from '@testing-library/react';
import { renderRoutes } from '@gangazo/platform/testing';
import remote from '../../remote';

function signInAs(id: string) {
  localStorage.setItem('APP_TOKEN', 'jwt');
  global.fetch = jest.fn(async () => Response.json({ id, name: 'Ana Gómez', username: 'anagomez', email: 'ana@example.co', avatar: null, role: 'user' })) as typeof fetch;
}

describe('profile pages', () => {
  beforeEach(() => localStorage.clear());

  it('your own settings show your account and every section link in menu order', async () => {
    signInAs('42');
    renderRoutes(remote.routes, { route: '/perfil/42/ajustes' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ajustes' })).toBeInTheDocument();
    expect(screen.getByText('ana@example.co')).toBeInTheDocument();
    const links = within(screen.getByRole('navigation', { name: 'Secciones del perfil' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Mis estadísticas', '/perfil/42'],
      ['Mi actividad reciente', '/perfil/42/actividad'],
      ['Mis medallas', '/perfil/42/medallas'],
      ['Mis ofertas', '/perfil/42/ofertas'],
      ['Ofertas Guardadas', '/perfil/42/ofertas-favoritas'],
      ['Ajustes', '/perfil/42/ajustes'],
    ]);
  });

  it("someone else's saved offers are private", async () => {
    signInAs('42');
    renderRoutes(remote.routes, { route: '/perfil/7/ofertas-favoritas' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Esta sección es privada');
    expect(screen.queryByRole('link', { name: 'Ajustes' })).not.toBeInTheDocument();
  });
});
