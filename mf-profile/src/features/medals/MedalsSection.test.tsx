import { screen, within } from '@testing-library/react';
import type { Medal } from '@gangazo/contracts';
import { renderRoutes } from '@gangazo/platform/testing';
import remote from '../../remote';
import { OTHER_ID, OWNER_ID } from '../../test/fixtures';
import { setUpProfileApi } from '../../test/profileHandlers';

beforeEach(() => localStorage.clear());

const medal = (index: number, overrides: Partial<Medal>): Medal => ({
  id: `64b7f0c2a1b2c3d4e5f8${String(1000 + index).padStart(4, '0')}`,
  slug: `medalla-${index}`,
  name: `Medalla ${index}`,
  description: 'Descripción',
  image_url: null,
  metric: 'offers',
  threshold: 10,
  progress: 0,
  earned: false,
  ...overrides,
});

const MEDALS = [
  medal(1, { name: 'Primera oferta', threshold: 1, progress: 4, earned: true }),
  medal(2, { name: 'Cazador de ofertas', threshold: 10, progress: 4 }),
  medal(3, { name: 'Veterano', metric: 'days_member', threshold: 365, progress: 500, earned: true }),
];

describe('Mis medallas', () => {
  it("asks for this user's progress and shows earned medals apart from the ones still to get", async () => {
    const requests = setUpProfileApi({ handlers: { 'GET /api/v1/medals': () => Response.json({ items: MEDALS, total: 3, earned: 2 }) } });
    renderRoutes(remote.routes, { route: `/perfil/${OWNER_ID}/medallas` });
    expect(await screen.findByText('Has conseguido 2 de 3 medallas.')).toBeInTheDocument();
    expect(requests.find((request) => request.path === '/api/v1/medals')?.query.get('user_id')).toBe(OWNER_ID);
    const items = within(screen.getByRole('list', { name: 'Medallas' })).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('data-earned'))).toEqual(['true', 'false', 'true']);
    expect(items[0]).toHaveTextContent('Conseguida');
    expect(items[1]).toHaveTextContent('4 de 10');
    expect(within(items[1]!).getByRole('progressbar', { name: 'Progreso de Cazador de ofertas' })).toHaveAttribute('value', '4');
    expect(items[2]).not.toHaveTextContent('500');
  });

  it("names the person on someone else's profile, and is honest when there are no medals", async () => {
    setUpProfileApi({ handlers: { 'GET /api/v1/medals': () => Response.json({ items: MEDALS.slice(0, 2), total: 2, earned: 1 }) } });
    const { unmount } = renderRoutes(remote.routes, { route: `/perfil/${OTHER_ID}/medallas` });
    expect(await screen.findByText('@andres_gomez ha conseguido 1 de 2 medallas.')).toBeInTheDocument();
    unmount();

    setUpProfileApi({ handlers: { 'GET /api/v1/medals': () => Response.json({ items: [], total: 0, earned: 0 }) } });
    renderRoutes(remote.routes, { route: `/perfil/${OTHER_ID}/medallas` });
    expect(await screen.findByText('Todavía no hay medallas para mostrar')).toBeInTheDocument();
  });
});
