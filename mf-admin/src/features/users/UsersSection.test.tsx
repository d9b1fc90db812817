import { screen, waitFor, within } from '@testing-library/react';
import { selectAlert } from '@gangazo/platform';
import { renderRoutes } from '@gangazo/platform/testing';
import remote from '../../remote';
import { apiError, mockApi, writes } from '../../test/mockApi';
import { preloadDialogs } from '@gangazo/ui';

// The dialogs are fetched on demand (ui's onDemand); here they are in before the first test opens one.
beforeAll(() => preloadDialogs());

const ana = { id: '65f0000000000000000000b1', username: 'ana_cali', email: 'ana@example.co', role: 'user', created_at: '2025-01-02T15:00:00.000Z' };
const boss = { id: '65f0000000000000000000b2', username: 'jefe', email: 'jefe@gangazo.co', role: 'superadmin', created_at: '2024-01-02T15:00:00.000Z' };
const list = () => Response.json({ items: [ana, boss], total: 2, page: 1, per_page: 20 });

describe('Usuarios', () => {
  it('an admin searches by username or e-mail but cannot change roles', async () => {
    const requests = mockApi('admin', { 'GET /api/v1/admin/users': list });
    const { user } = renderRoutes(remote.routes, { route: '/admin/usuarios' });
    const rows = within(await screen.findByRole('table', { name: 'Usuarios' })).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('@ana_cali');
    expect(rows[0]).toHaveTextContent('ana@example.co');
    expect(rows[0]).toHaveTextContent('Usuario');
    expect(screen.queryByRole('combobox', { name: /Rol de/ })).not.toBeInTheDocument();
    expect(screen.getByText('Solo un superadmin puede cambiar roles.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Usuario o email'), ' ana@ ');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(requests.at(-1)?.query.get('q')).toBe('ana@'));
  });

  it('a superadmin changes a role after confirming; superadmins are not offered a select', async () => {
    const requests = mockApi('superadmin', {
      'GET /api/v1/admin/users': list,
      [`PATCH /api/v1/admin/users/${ana.id}/role`]: () => Response.json({ ...ana, role: 'editor' }),
    });
    const { user, store } = renderRoutes(remote.routes, { route: '/admin/usuarios' });
    const select = await screen.findByRole('combobox', { name: 'Rol de @ana_cali' });
    expect(screen.queryByRole('combobox', { name: 'Rol de @jefe' })).not.toBeInTheDocument();
    await user.selectOptions(select, 'Editor');
    const dialog = screen.getByRole('dialog', { name: '¿Cambiar el rol?' });
    expect(dialog).toHaveTextContent('@ana_cali pasará de Usuario a Editor. Se cerrarán todas sus sesiones.');
    expect(writes(requests)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Sí, cambiar el rol' }));
    await waitFor(() => expect(selectAlert(store.getState())).toMatchObject({ type: 'success', title: 'Rol cambiado' }));
    expect(writes(requests)).toMatchObject([{ method: 'PATCH', path: `/api/v1/admin/users/${ana.id}/role`, body: { role: 'editor' } }]);
  });

  it('a refused change shows the server message', async () => {
    mockApi('superadmin', {
      'GET /api/v1/admin/users': list,
      [`PATCH /api/v1/admin/users/${ana.id}/role`]: () => apiError(409, 'No puedes quitarle el rol al último superadmin.'),
    });
    const { user, store } = renderRoutes(remote.routes, { route: '/admin/usuarios' });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Rol de @ana_cali' }), 'Administrador');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Sí, cambiar el rol' }));
    await waitFor(() => expect(selectAlert(store.getState())).toMatchObject({ type: 'error', message: 'No puedes quitarle el rol al último superadmin.' }));
  });
});
