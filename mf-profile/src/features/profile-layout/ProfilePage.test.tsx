import { screen, within } from '@testing-library/react';
import { selectAuthModal } from '@gangazo/platform';
import { renderRoutes } from '@gangazo/platform/testing';
import remote from '../../remote';
import { OTHER_ID, OWNER_ID } from '../../test/fixtures';
import { apiError } from '@gangazo/platform/testing';
import { setUpProfileApi } from '../../test/profileHandlers';

const sectionLinks = () => within(screen.getByRole('navigation', { name: 'Secciones del perfil' })).getAllByRole('link');

beforeEach(() => localStorage.clear());

describe('profile frame', () => {
  it('your own profile: header with who and the four counts, every section in the avatar menu order (and Mis alertas before Ajustes)', async () => {
    setUpProfileApi();
    renderRoutes(remote.routes, { route: `/perfil/${OWNER_ID}/medallas` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mis medallas' })).toBeInTheDocument();
    const header = screen.getByRole('region', { name: 'Perfil de cazadora_de_ofertas' });
    expect(within(header).getByText('Valentina Restrepo')).toBeInTheDocument();
    expect(within(header).getByText('@cazadora_de_ofertas')).toBeInTheDocument();
    expect(within(header).getByText('Miembro desde el 5 de marzo de 2024')).toBeInTheDocument();
    const counts = await within(header).findAllByRole('definition');
    expect(counts.map((count) => [count.previousElementSibling?.textContent, count.textContent])).toEqual([
      ['Publicaciones', '15'],
      ['Comentarios', '48'],
      ['Votos dados', '230'],
      ['Temperatura ganada', '1.520°'],
    ]);
    expect(sectionLinks().map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Mis estadísticas', `/perfil/${OWNER_ID}`],
      ['Mi actividad reciente', `/perfil/${OWNER_ID}/actividad`],
      ['Mis medallas', `/perfil/${OWNER_ID}/medallas`],
      ['Mis ofertas', `/perfil/${OWNER_ID}/ofertas`],
      ['Ofertas Guardadas', `/perfil/${OWNER_ID}/ofertas-favoritas`],
      ['Mis alertas', `/perfil/${OWNER_ID}/alertas`],
      ['Ajustes', `/perfil/${OWNER_ID}/ajustes`],
    ]);
    expect(screen.getByRole('link', { name: 'Mis medallas' })).toHaveAttribute('aria-current', 'page');
    expect(document.title).toBe('Mis medallas | Gangazo');
  });

  it("someone else's profile: their name, third-person titles and no private sections", async () => {
    setUpProfileApi();
    renderRoutes(remote.routes, { route: `/perfil/${OTHER_ID}` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Estadísticas' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Perfil de andres_gomez' })).toBeInTheDocument();
    expect(sectionLinks().map((link) => link.textContent)).toEqual(['Estadísticas', 'Actividad reciente', 'Medallas', 'Ofertas compartidas']);
    expect(document.title).toBe('Estadísticas de andres_gomez | Gangazo');
  });

  it('a guest on an owner-only page is asked to sign in, and the button opens the auth modal', async () => {
    const requests = setUpProfileApi({ signedIn: false });
    const { user, store } = renderRoutes(remote.routes, { route: `/perfil/${OWNER_ID}/ofertas-favoritas` });
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Inicia sesión para ver esta sección');
    await user.click(within(notice).getByRole('button', { name: 'Iniciar sesión' }));
    expect(selectAuthModal(store.getState())).toEqual({ open: true, view: 'login' });
    expect(requests.some((request) => request.path === '/api/v1/saved_offers')).toBe(false);
  });

  it("another signed-in user is told they have no permission for someone else's settings", async () => {
    const requests = setUpProfileApi();
    renderRoutes(remote.routes, { route: `/perfil/${OTHER_ID}/ajustes` });
    expect(await screen.findByRole('alert')).toHaveTextContent('No tienes permiso para ver esta sección');
    expect(screen.queryByRole('button', { name: 'Iniciar sesión' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Nombre de usuario')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ajustes' })).not.toBeInTheDocument();
    expect(requests.filter((request) => request.method !== 'GET')).toEqual([]);
  });

  it('an unknown or malformed profile id says so instead of showing an empty profile', async () => {
    const missing = 'ffffffffffffffffffffffff';
    setUpProfileApi({ handlers: { [`GET /api/v1/users/${missing}`]: () => apiError(404, 'No encontramos ese usuario.') } });
    const { unmount } = renderRoutes(remote.routes, { route: `/perfil/${missing}/actividad` });
    expect(await screen.findByText('No encontramos ese usuario')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
    unmount();

    const requests = setUpProfileApi();
    renderRoutes(remote.routes, { route: '/perfil/no-es-un-id' });
    expect(await screen.findByText('No encontramos ese usuario')).toBeInTheDocument();
    expect(requests.some((request) => request.path.includes('no-es-un-id'))).toBe(false);
  });
});
