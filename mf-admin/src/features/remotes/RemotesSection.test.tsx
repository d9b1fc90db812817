import { screen, within } from '@testing-library/react';
import { renderRoutes } from '@gangazo/platform/testing';
import remote from '../../remote';
import { mockApi } from '../../test/mockApi';

describe('Remotos', () => {
  it('shows name, version, source, entry and update time of each remote', async () => {
    mockApi('editor', {
      'GET /api/v1/remotes': () =>
        Response.json({
          remotes: [
            { name: 'coupons', version: '1.4.0', entry: 'https://cdn.gangazo.co/coupons/1.4.0/mf-manifest.json', routes: ['/'], slots: [], platform: '^1.0.0', source: 'deployed', updatedAt: '2025-03-10T15:04:00.000Z' },
            { name: 'admin', version: '0.1.0', entry: '/mf/admin/mf-manifest.json', routes: ['/admin'], slots: [], platform: '^1.0.0', source: 'local', updatedAt: '2025-03-09T15:04:00.000Z' },
          ],
        }),
    });
    renderRoutes(remote.routes, { route: '/admin/remotos' });
    const rows = within(await screen.findByRole('table', { name: 'Remotos' })).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('coupons');
    expect(rows[0]).toHaveTextContent('1.4.0');
    expect(rows[0]).toHaveTextContent('Desplegado');
    expect(rows[0]).toHaveTextContent('https://cdn.gangazo.co/coupons/1.4.0/mf-manifest.json');
    expect(rows[0]).toHaveTextContent('10 de mar de 2025, 10:04 a. m.');
    expect(rows[1]).toHaveTextContent('Local');
  });

  it('says so when the registry cannot be read', async () => {
    mockApi('editor', {});
    renderRoutes(remote.routes, { route: '/admin/remotos' });
    expect(await screen.findByRole('alert')).toHaveTextContent('No encontramos el recurso solicitado.');
  });
});
