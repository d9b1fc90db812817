import { screen, waitFor, within } from '@testing-library/react';
import { selectAlert } from '@gangazo/platform';
import { renderRoutes } from '@gangazo/platform/testing';
import remote from '../../remote';
import { apiError, mockApi, writes } from '../../test/mockApi';
import { preloadDialogs } from '@gangazo/ui';

// The dialogs are fetched on demand (ui's onDemand); here they are in before the first test opens one.
beforeAll(() => preloadDialogs());

const pending = {
  kind: 'offer',
  id: '65f000000000000000000101',
  state: 'pending',
  title: 'Cafetera de goteo programable',
  excerpt: 'Con jarra de vidrio.',
  public_url: '/ofertas/cafetera-de-goteo-programable-65f000000000000000000101',
  author: { id: '65f0000000000000000000a1', username: 'nueva' },
  reason: 'Cuenta nueva: el equipo revisa sus primeras publicaciones antes de mostrarlas.',
  reports: [],
  created_at: '2026-11-25T15:00:00.000Z',
};
const reported = {
  kind: 'comment',
  id: '65f000000000000000000202',
  state: 'reported',
  title: 'Comentario en «Televisor Samsung»',
  excerpt: 'Compren en mi tienda',
  public_url: '/ofertas/televisor-samsung-65f000000000000000000001',
  author: { id: '65f0000000000000000000a2', username: 'spammer' },
  reason: 'Reportado por 1 usuario.',
  reports: [{ id: '65f000000000000000000303', reason: 'spam', text: 'Publicidad', reporter: { id: '65f0000000000000000000a3', username: 'vigilante' }, created_at: '2026-11-25T15:10:00.000Z' }],
  created_at: '2026-11-25T14:00:00.000Z',
};

describe('Moderación', () => {
  it('lists held and reported items with why, and approves one after correcting its title', async () => {
    let approved = false;
    const requests = mockApi('editor', {
      'GET /api/v1/moderation/queue': () => Response.json({ items: approved ? [reported] : [pending, reported], total: approved ? 1 : 2 }),
      [`POST /api/v1/moderation/offer/${pending.id}/approve`]: () => {
        approved = true;
        return Response.json({ kind: 'offer', id: pending.id, state: 'published' });
      },
    });
    const { user, store } = renderRoutes(remote.routes, { route: '/admin/moderacion' });
    const list = await screen.findByRole('list', { name: 'Cola de moderación' });
    const [first, second] = within(list).getAllByRole('listitem', { name: /./ });
    expect(first).toHaveTextContent('En revisión');
    expect(first).toHaveTextContent('Cuenta nueva');
    expect(first).toHaveTextContent('@nueva');
    expect(second).toHaveTextContent('Reportado');
    expect(second).toHaveTextContent('Spam: Publicidad · @vigilante');
    expect(within(second!).queryByRole('button', { name: 'Editar y aprobar' })).not.toBeInTheDocument();

    await user.click(within(first!).getByRole('button', { name: 'Editar y aprobar' }));
    const title = within(first!).getByRole('textbox', { name: 'Título' });
    await user.clear(title);
    await user.type(title, 'Cafetera de goteo Oster programable');
    await user.click(within(first!).getByRole('button', { name: 'Guardar y aprobar' }));
    await waitFor(() => expect(selectAlert(store.getState())).toMatchObject({ type: 'success', title: 'Aprobado' }));
    expect(writes(requests)).toMatchObject([{ method: 'POST', path: `/api/v1/moderation/offer/${pending.id}/approve`, body: { title: 'Cafetera de goteo Oster programable' } }]);
    await waitFor(() => expect(screen.queryByText('Cafetera de goteo programable')).not.toBeInTheDocument());
  });

  it('rejects only with a reason, which is sent for the author', async () => {
    const requests = mockApi('editor', {
      'GET /api/v1/moderation/queue': () => Response.json({ items: [pending], total: 1 }),
      [`POST /api/v1/moderation/offer/${pending.id}/reject`]: () => Response.json({ kind: 'offer', id: pending.id, state: 'rejected' }),
    });
    const { user, store } = renderRoutes(remote.routes, { route: '/admin/moderacion' });
    await user.click(await screen.findByRole('button', { name: `Rechazar «${pending.title}»` }));
    const dialog = screen.getByRole('dialog', { name: '¿Rechazar esta publicación?' });
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Escribe el motivo');
    expect(writes(requests)).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: 'Motivo (su autor lo verá)' }), 'El enlace no lleva a la oferta');
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    await waitFor(() => expect(selectAlert(store.getState())).toMatchObject({ type: 'success', title: 'Rechazado' }));
    expect(writes(requests)).toMatchObject([{ method: 'POST', body: { reason: 'El enlace no lleva a la oferta' } }]);
  });

  it('says so when the server refuses', async () => {
    mockApi('editor', { 'GET /api/v1/moderation/queue': () => apiError(403, 'No tienes permiso para hacer esto.') });
    renderRoutes(remote.routes, { route: '/admin/moderacion' });
    expect(await screen.findByText('No tienes permiso para hacer esto.')).toBeInTheDocument();
  });
});
