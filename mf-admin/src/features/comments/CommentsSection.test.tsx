import { screen, waitFor, within } from '@testing-library/react';
import { selectAlert } from '@gangazo/platform';
import { renderRoutes } from '@gangazo/platform/testing';
import remote from '../../remote';
import { mockApi, writes } from '../../test/mockApi';
import { preloadDialogs } from '@gangazo/ui';

// The dialogs are fetched on demand (ui's onDemand); here they are in before the first test opens one.
beforeAll(() => preloadDialogs());

const comment = {
  id: '65f0000000000000000000d1',
  text: '<b>Compren</b> en mi tienda',
  offer: { id: '65f000000000000000000001', title: 'Televisor Samsung', public_url: '/ofertas/televisor-samsung-65f000000000000000000001' },
  author: { id: '65f0000000000000000000a9', username: 'spammer' },
  created_at: '2025-03-10T15:04:00.000Z',
};
const orphan = { ...comment, id: '65f0000000000000000000d2', text: 'Viejo', offer: null, author: null };

describe('Comentarios', () => {
  it('lists the newest comments as plain text with their offer and author', async () => {
    mockApi('editor', { 'GET /api/v1/admin/comments': () => Response.json({ items: [comment, orphan], total: 2, page: 1, per_page: 20 }) });
    renderRoutes(remote.routes, { route: '/admin/comentarios' });
    const rows = within(await screen.findByRole('table', { name: 'Comentarios' })).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('<b>Compren</b> en mi tienda');
    expect(within(rows[0]!).getByRole('link', { name: 'Televisor Samsung' })).toHaveAttribute('href', comment.offer.public_url);
    expect(rows[0]).toHaveTextContent('@spammer');
    expect(rows[1]).toHaveTextContent('Oferta eliminada');
    expect(rows[1]).toHaveTextContent('Cuenta eliminada');
  });

  it('deletes after confirming, then reloads the list', async () => {
    let deleted = false;
    const requests = mockApi('editor', {
      'GET /api/v1/admin/comments': () => Response.json({ items: deleted ? [orphan] : [comment, orphan], total: deleted ? 1 : 2, page: 1, per_page: 20 }),
      [`DELETE /api/v1/admin/comments/${comment.id}`]: () => {
        deleted = true;
        return new Response(null, { status: 204 });
      },
    });
    const { user, store } = renderRoutes(remote.routes, { route: '/admin/comentarios' });
    await user.click(await screen.findByRole('button', { name: 'Eliminar el comentario de @spammer' }));
    const dialog = screen.getByRole('dialog', { name: '¿Eliminar este comentario?' });
    expect(dialog).toHaveTextContent('«<b>Compren</b> en mi tienda»');
    expect(writes(requests)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Sí, eliminar' }));
    await waitFor(() => expect(selectAlert(store.getState())).toMatchObject({ type: 'success', title: 'Comentario eliminado' }));
    await waitFor(() => expect(screen.queryByText('<b>Compren</b> en mi tienda')).not.toBeInTheDocument());
    expect(writes(requests)).toMatchObject([{ method: 'DELETE', path: `/api/v1/admin/comments/${comment.id}` }]);
  });

  it('hides a comment (and shows it again) through the moderation API', async () => {
    let hidden = false;
    const requests = mockApi('editor', {
      'GET /api/v1/admin/comments': () => Response.json({ items: [{ ...comment, hidden }], total: 1, page: 1, per_page: 20 }),
      [`PUT /api/v1/moderation/comment/${comment.id}/hidden`]: ({ body }) => {
        hidden = (body as { hidden: boolean }).hidden;
        return Response.json({ kind: 'comment', id: comment.id, changed: { hidden } });
      },
    });
    const { user } = renderRoutes(remote.routes, { route: '/admin/comentarios' });
    await user.click(await screen.findByRole('button', { name: 'Ocultar' }));
    expect(await screen.findByRole('button', { name: 'Mostrar' })).toBeInTheDocument();
    expect(screen.getByText('Oculto ·')).toBeInTheDocument();
    expect(writes(requests)).toMatchObject([{ method: 'PUT', path: `/api/v1/moderation/comment/${comment.id}/hidden`, body: { hidden: true } }]);
  });
});
