import { screen, within } from '@testing-library/react';
import type { UserActivityItem } from '@gangazo/contracts';
import { renderRoutes } from '@gangazo/platform/testing';
import remote from '../../remote';
import { OTHER_ID, OWNER_ID } from '../../test/fixtures';
import { setUpProfileApi } from '../../test/profileHandlers';

beforeEach(() => localStorage.clear());

function entries(count: number): UserActivityItem[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `64b7f0c2a1b2c3d4e5f7${String(1000 + index).padStart(4, '0')}`,
    kind: 'comment',
    title: `Comentó en «Oferta ${index + 1}»`,
    url: `/ofertas/oferta-${index + 1}-64b7f0c2a1b2c3d4e5f60001`,
    createdAt: new Date(Date.now() - (index + 1) * 3_600_000).toISOString(),
  }));
}

describe('Mi actividad reciente', () => {
  it('lists the newest ten, then ten more per "Ver más", until the end', async () => {
    const all = entries(13);
    const requests = setUpProfileApi({
      handlers: {
        'GET /api/v1/users/history_data': (request) => {
          const page = Number(request.query.get('page'));
          return Response.json({ data: all.slice((page - 1) * 10, page * 10), page, perPage: 10, total: all.length });
        },
      },
    });
    const { user } = renderRoutes(remote.routes, { route: `/perfil/${OWNER_ID}/actividad` });
    const list = await screen.findByRole('list', { name: 'Actividad reciente' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    const first = within(list).getAllByRole('listitem')[0]!;
    expect(first).toHaveTextContent('Comentario');
    expect(within(first).getByRole('link', { name: 'Comentó en «Oferta 1»' })).toHaveAttribute('href', '/ofertas/oferta-1-64b7f0c2a1b2c3d4e5f60001');
    expect(first).toHaveTextContent('hace 1 hora');
    expect(screen.getByText('Mostrando 10 de 13 actividades')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Ver más' }));
    expect(await screen.findByText('Mostrando 13 de 13 actividades')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(13);
    expect(screen.queryByRole('button', { name: 'Ver más' })).not.toBeInTheDocument();
    const history = requests.filter((request) => request.path === '/api/v1/users/history_data');
    expect(history.map((request) => [request.query.get('id'), request.query.get('page')])).toEqual([
      [OWNER_ID, '1'],
      [OWNER_ID, '2'],
    ]);
  });

  it('says so honestly when there is nothing yet', async () => {
    setUpProfileApi({ handlers: { 'GET /api/v1/users/history_data': () => Response.json({ data: [], page: 1, perPage: 10, total: 0 }) } });
    renderRoutes(remote.routes, { route: `/perfil/${OTHER_ID}/actividad` });
    expect(await screen.findByText('Todavía no hay actividad para mostrar')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ver más' })).not.toBeInTheDocument();
  });

  it('a failed load offers to try again', async () => {
    let calls = 0;
    setUpProfileApi({
      handlers: {
        'GET /api/v1/users/history_data': () => {
          calls += 1;
          return calls === 1 ? new Response('boom', { status: 500 }) : Response.json({ data: entries(1), page: 1, perPage: 10, total: 1 });
        },
      },
    });
    const { user } = renderRoutes(remote.routes, { route: `/perfil/${OWNER_ID}/actividad` });
    expect(await screen.findByText('No pudimos cargar la actividad.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('link', { name: 'Comentó en «Oferta 1»' })).toBeInTheDocument();
  });
});
