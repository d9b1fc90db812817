import { screen, waitFor, within } from '@testing-library/react';
import type { RemoteDeployRecord, RemoteEntry, RemoteHealth } from '@gangazo/contracts';
import { selectAlert } from '@gangazo/platform';
import { renderRoutes } from '@gangazo/platform/testing';
import remote from '../../remote';
import { apiError, mockApi, writes, type Handler } from '../../test/mockApi';
import { preloadDialogs } from '@gangazo/ui';

// The dialogs are fetched on demand (ui's onDemand); here they are in before the first test opens one.
beforeAll(() => preloadDialogs());

const coupons: RemoteEntry = {
  name: 'coupons',
  version: '1.5.0',
  entry: 'https://cdn.gangazo.co/coupons/1.5.0/mf-manifest.json',
  routes: ['/'],
  slots: [],
  platform: '^1.0.0',
  source: 'deployed',
  updatedAt: '2025-03-10T15:04:00.000Z',
};
const admin: RemoteEntry = { ...coupons, name: 'admin', version: '0.1.0', entry: '/mf/admin/mf-manifest.json', routes: ['/admin'], source: 'local', updatedAt: '2025-03-09T15:04:00.000Z' };

const report = (n: number, extra: Partial<RemoteHealth['lastReports'][number]> = {}) => ({
  source: 'coupons',
  version: '1.5.0',
  level: 'error' as const,
  reason: 'runtime' as const,
  message: `Cannot read properties of undefined (reading 'code') #${n}`,
  stack: `TypeError: Cannot read properties of undefined\n    at onClick (https://cdn.gangazo.co/coupons/1.5.0/remote.js:1:${n})`,
  receivedAt: `2025-03-10T15:${String(50 - n).padStart(2, '0')}:00.000Z`,
  ...extra,
});

const couponsHealth: RemoteHealth = {
  name: 'coupons',
  version: '1.5.0',
  errorsLastHour: 7,
  errorsByReason: { runtime: 6, 'load-timeout': 1, render: 0 },
  loadsLastHour: 200,
  loadSuccessRate: 0.985,
  p75LoadMs: 1240,
  lastReports: [1, 2, 3, 4, 5, 6].map((n) => report(n)),
};
const adminHealth: RemoteHealth = { name: 'admin', version: '0.1.0', errorsLastHour: 0, errorsByReason: {}, loadsLastHour: 0, loadSuccessRate: null, p75LoadMs: null, lastReports: [] };
const shellHealth: RemoteHealth = { ...adminHealth, name: 'shell', version: 'desconocida', errorsLastHour: 1, errorsByReason: { runtime: 1 }, lastReports: [report(9, { source: 'shell', version: '2.0.0', stack: undefined, message: 'ResizeObserver loop' })] };

const step = (seq: number, version: string, extra: Partial<RemoteDeployRecord> = {}): RemoteDeployRecord => ({
  seq,
  kind: 'deploy',
  version,
  entry: `https://cdn.gangazo.co/coupons/${version}/mf-manifest.json`,
  routes: ['/'],
  slots: [],
  platform: '^1.0.0',
  by: 'coupons',
  at: `2025-03-0${seq}T15:04:00.000Z`,
  rolledBack: false,
  ...extra,
});
const couponsHistory = [step(2, '1.5.0', { by: 'ops' }), step(1, '1.4.0')];

function site(overrides: Record<string, Handler> = {}): Record<string, Handler> {
  return {
    'GET /api/v1/remotes': () => Response.json({ remotes: [admin, coupons] }),
    'GET /api/v1/remotes/health': () => Response.json({ remotes: [adminHealth, couponsHealth, shellHealth] }),
    'GET /api/v1/admin/remotes/coupons/history': () => Response.json({ name: 'coupons', deploys: couponsHistory }),
    'GET /api/v1/admin/remotes/admin/history': () => Response.json({ name: 'admin', deploys: [] }),
    ...overrides,
  };
}

const card = (name: string) => screen.findByRole('region', { name });
const historyTable = async (name: string) => within(await card(name)).findByRole('table', { name: `Historial de despliegues de ${name}` });

describe('Remotos', () => {
  it('shows every remote with its version, source and last hour, and the details of each', async () => {
    mockApi('admin', site());
    renderRoutes(remote.routes, { route: '/admin/remotos' });

    const summary = await screen.findByRole('table', { name: 'Remotos registrados' });
    const rows = within(summary).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['admin0.1.0Local——0', 'coupons1.5.0Desplegado98,5 %1,2 s7']);

    const couponsCard = await card('coupons');
    expect(couponsCard).toHaveTextContent('Versión en vivo1.5.0');
    expect(couponsCard).toHaveTextContent('Entradahttps://cdn.gangazo.co/coupons/1.5.0/mf-manifest.json');
    expect(couponsCard).toHaveTextContent('Actualizado10 de mar de 2025, 10:04 a. m.');
    expect(couponsCard).toHaveTextContent('Cargas correctas98,5 %de 200 cargas');
    expect(couponsCard).toHaveTextContent('Tiempo de carga (p75)1,2 s');
    expect(within(couponsCard).queryByText('Canario')).not.toBeInTheDocument();

    const byReason = within(couponsCard).getByRole('table', { name: 'Errores de coupons en la última hora, por motivo' });
    expect(within(byReason).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual(['En ejecución6', 'Carga sin respuesta a tiempo1']);

    // The last five of the six reports kept, newest first, each with time, version and message; the stack folded.
    const reports = within(within(couponsCard).getByRole('list', { name: 'Últimos reportes de coupons' })).getAllByRole('listitem');
    expect(reports).toHaveLength(5);
    expect(reports[0]).toHaveTextContent('10 de mar de 2025, 10:49 a. m.');
    expect(reports[0]).toHaveTextContent('Versión 1.5.0');
    expect(reports[0]).toHaveTextContent("Cannot read properties of undefined (reading 'code') #1");
    expect(reports[4]).toHaveTextContent('#5');
    const stack = within(reports[0]!).getByText(/at onClick/);
    expect(stack).not.toBeVisible();
    within(reports[0]!).getByText('Ver la traza').click();
    expect(stack).toBeVisible();

    const history = within(await historyTable('coupons')).getAllByRole('row').slice(1);
    expect(history[0]).toHaveTextContent('2 · Despliegue');
    expect(history[0]).toHaveTextContent('1.5.0');
    expect(history[0]).toHaveTextContent('Token de operaciones');
    expect(history[0]).toHaveTextContent('2 de mar de 2025, 10:04 a. m.');
    expect(history[0]).toHaveTextContent('En vivo');
    expect(history[1]).toHaveTextContent('https://cdn.gangazo.co/coupons/1.4.0/mf-manifest.json');
    expect(history[1]).toHaveTextContent('Token del equipo «coupons»');

    const adminCard = await card('admin');
    expect(adminCard).toHaveTextContent('Sin cargas');
    expect(adminCard).toHaveTextContent('Ningún navegador ha reportado errores de admin.');
    expect(await within(adminCard).findByText('Sin despliegues registrados: se sirve la compilación de este servidor.')).toBeInTheDocument();
    expect(within(await card('Marco del sitio (shell)')).getByRole('listitem')).toHaveTextContent('ResizeObserver loop');
  });

  it('an admin sees the history without any button to go back', async () => {
    const requests = mockApi('admin', site());
    renderRoutes(remote.routes, { route: '/admin/remotos' });
    await historyTable('coupons');
    expect(screen.queryByRole('button', { name: /Volver a/ })).not.toBeInTheDocument();
    expect(within(await card('coupons')).getByText('Solo un superadmin puede volver a una versión anterior.')).toBeInTheDocument();
    expect(writes(requests)).toEqual([]);
  });

  it('a superadmin goes back to the previous deploy after confirming: POST, a notice, the list read again', async () => {
    let deploys = couponsHistory;
    let live = coupons;
    const requests = mockApi(
      'superadmin',
      site({
        'GET /api/v1/remotes': () => Response.json({ remotes: [admin, live] }),
        'GET /api/v1/admin/remotes/coupons/history': () => Response.json({ name: 'coupons', deploys }),
        'POST /api/v1/remotes/coupons/rollback': () => {
          const rollback = step(3, '1.4.0', { kind: 'rollback', restores: 1, by: 'superadmin:lrios', at: '2025-03-10T16:00:00.000Z' });
          deploys = [rollback, { ...couponsHistory[0]!, rolledBack: true }, couponsHistory[1]!];
          live = { ...coupons, version: '1.4.0', entry: rollback.entry };
          return Response.json({ live, step: rollback });
        },
      }),
    );
    const { user, store } = renderRoutes(remote.routes, { route: '/admin/remotos' });
    const table = await historyTable('coupons');
    // Only the step a rollback returns to has the button.
    expect(within(table).getAllByRole('button')).toHaveLength(1);
    await user.click(within(table).getByRole('button', { name: 'Volver a esta versión (1.4.0 de coupons)' }));

    const dialog = screen.getByRole('dialog', { name: '¿Volver a esta versión?' });
    expect(dialog).toHaveTextContent('«coupons» pasará de la versión 1.5.0 a la 1.4.0 (paso 1, de Token del equipo «coupons», 1 de mar de 2025, 10:04 a. m.).');
    expect(writes(requests)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Sí, volver' }));

    await waitFor(() =>
      expect(selectAlert(store.getState())).toMatchObject({
        type: 'success',
        title: 'Versión restaurada',
        message: '«coupons» está en la versión 1.4.0. Cada navegador la carga en su próxima visita.',
      }),
    );
    expect(writes(requests)).toMatchObject([{ method: 'POST', path: '/api/v1/remotes/coupons/rollback' }]);
    // The history, the registry and the health are read again.
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('3 · Reversión');
    expect(rows[0]).toHaveTextContent('@lrios (superadmin)');
    expect(rows[0]).toHaveTextContent('En vivo');
    expect(rows[1]).toHaveTextContent('Revertido');
    expect(await card('coupons')).toHaveTextContent('Versión en vivo1.4.0');
    const after = requests.filter((r) => r.method === 'GET').map((r) => r.path);
    expect(after.filter((path) => path === '/api/v1/remotes/health').length).toBeGreaterThanOrEqual(2);
    // Nothing before step 1 but this site's own build: the next way back is to it.
    expect(within(await card('coupons')).queryByRole('button', { name: /Volver a esta versión/ })).not.toBeInTheDocument();
  });

  it('a refused rollback shows the server’s Spanish reason', async () => {
    mockApi(
      'superadmin',
      site({
        'GET /api/v1/admin/remotes/coupons/history': () => Response.json({ name: 'coupons', deploys: [step(1, '1.5.0')] }),
        'POST /api/v1/remotes/coupons/rollback': () => apiError(409, 'No hay un despliegue anterior de «coupons» al que volver.'),
      }),
    );
    const { user, store } = renderRoutes(remote.routes, { route: '/admin/remotos' });
    // A first deploy goes back to this site's own build.
    await user.click(await within(await card('coupons')).findByRole('button', { name: 'Volver a la compilación local (coupons)' }));
    const dialog = screen.getByRole('dialog', { name: '¿Volver a la compilación local?' });
    expect(dialog).toHaveTextContent('«coupons» dejará la versión 1.5.0 y volverá a la compilación de este servidor.');
    await user.click(within(dialog).getByRole('button', { name: 'Sí, volver' }));
    await waitFor(() =>
      expect(selectAlert(store.getState())).toMatchObject({ type: 'error', title: 'No se pudo volver a la versión', message: 'No hay un despliegue anterior de «coupons» al que volver.' }),
    );
  });

  it('an editor sees the registry only, and asks for nothing else', async () => {
    const requests = mockApi('editor', site());
    renderRoutes(remote.routes, { route: '/admin/remotos' });
    const rows = within(await screen.findByRole('table', { name: 'Remotos registrados' })).getAllByRole('row');
    expect(rows[0]).not.toHaveTextContent('Errores');
    expect(await card('coupons')).toHaveTextContent('Versión en vivo1.5.0');
    expect(screen.getByText('Lo que el sitio carga ahora. La salud y el historial de despliegues son para administradores.')).toBeInTheDocument();
    expect(requests.map((r) => r.path).filter((path) => path.includes('health') || path.includes('history'))).toEqual([]);
  });

  it('shows a canary: its share in the card and its step in the history; a superadmin promotes it after confirming', async () => {
    const canary = { version: '1.6.0', entry: 'https://cdn.gangazo.co/coupons/1.6.0/mf-manifest.json', routes: ['/'], slots: [], platform: '^1.0.0', percent: 10, updatedAt: '2025-03-10T16:00:00.000Z' };
    let live: RemoteEntry = { ...coupons, canary };
    let deploys = [step(3, '1.6.0', { kind: 'canary', percent: 10, entry: canary.entry }), ...couponsHistory];
    const requests = mockApi(
      'superadmin',
      site({
        'GET /api/v1/remotes': () => Response.json({ remotes: [live] }),
        'GET /api/v1/admin/remotes/coupons/history': () => Response.json({ name: 'coupons', deploys }),
        'POST /api/v1/remotes/coupons/promote': () => {
          const promoted = step(4, '1.6.0', { entry: canary.entry, promotes: 3, by: 'superadmin:lrios' });
          live = { ...coupons, version: '1.6.0', entry: canary.entry };
          deploys = [promoted, ...deploys];
          return Response.json({ live, step: promoted });
        },
      }),
    );
    const { user, store } = renderRoutes(remote.routes, { route: '/admin/remotos' });
    const couponsCard = await card('coupons');
    expect(couponsCard).toHaveTextContent('Canario10 % de los navegadores cargan la versión 1.6.0 (https://cdn.gangazo.co/coupons/1.6.0/mf-manifest.json), desde el 10 de mar de 2025, 11:00 a. m.');
    const rows = within(await historyTable('coupons')).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('3 · Canario al 10 %');
    expect(rows[0]).toHaveTextContent('Canario al 10 %1.6.0');
    expect(rows[1]).toHaveTextContent('En vivo');

    await user.click(within(couponsCard).getByRole('button', { name: 'Promover a todos (canario 1.6.0 de coupons)' }));
    const dialog = screen.getByRole('dialog', { name: '¿Promover el canario?' });
    expect(dialog).toHaveTextContent('Todos los navegadores pasarán de «coupons» 1.5.0 a 1.6.0.');
    expect(writes(requests)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Sí, promover' }));
    await waitFor(() => expect(selectAlert(store.getState())).toMatchObject({ type: 'success', title: 'Canario promovido', message: 'Todos los navegadores cargan ahora «coupons» 1.6.0.' }));
    expect(writes(requests)).toMatchObject([{ method: 'POST', path: '/api/v1/remotes/coupons/promote' }]);
    await waitFor(() => expect(couponsCard).not.toHaveTextContent('Canario10 %'));
    expect(couponsCard).toHaveTextContent('Versión en vivo1.6.0');
    expect(within(await historyTable('coupons')).getAllByRole('row')[1]).toHaveTextContent('En vivo');
  });

  it('a superadmin withdraws a canary; an admin sees it without the buttons', async () => {
    const canary = { version: '1.6.0', entry: 'https://cdn.gangazo.co/coupons/1.6.0/mf-manifest.json', routes: ['/'], slots: [], platform: '^1.0.0', percent: 5, updatedAt: '2025-03-10T16:00:00.000Z' };
    const handlers = site({
      'GET /api/v1/remotes': () => Response.json({ remotes: [{ ...coupons, canary }] }),
      'DELETE /api/v1/remotes/coupons/canary': () => Response.json(coupons),
    });
    mockApi('admin', handlers);
    const first = renderRoutes(remote.routes, { route: '/admin/remotos' });
    expect(await card('coupons')).toHaveTextContent('Canario5 %');
    expect(screen.queryByRole('button', { name: /canario/ })).not.toBeInTheDocument();
    first.unmount();

    const requests = mockApi('superadmin', handlers);
    const { user, store } = renderRoutes(remote.routes, { route: '/admin/remotos' });
    await user.click(await within(await card('coupons')).findByRole('button', { name: 'Retirar el canario 1.6.0 de coupons' }));
    const dialog = screen.getByRole('dialog', { name: '¿Retirar el canario?' });
    expect(dialog).toHaveTextContent('El 5 % de los navegadores que carga 1.6.0 volverá a 1.5.0.');
    await user.click(within(dialog).getByRole('button', { name: 'Sí, retirar' }));
    await waitFor(() => expect(selectAlert(store.getState())).toMatchObject({ type: 'success', title: 'Canario retirado', message: 'Todos los navegadores vuelven a «coupons» 1.5.0.' }));
    expect(writes(requests)).toMatchObject([{ method: 'DELETE', path: '/api/v1/remotes/coupons/canary' }]);
  });

  it('says so when nothing is registered', async () => {
    mockApi('admin', site({ 'GET /api/v1/remotes': () => Response.json({ remotes: [] }) }));
    renderRoutes(remote.routes, { route: '/admin/remotos' });
    expect(await screen.findByText('No hay remotos registrados.')).toBeInTheDocument();
  });

  it('says so when the registry cannot be read', async () => {
    mockApi('admin', {});
    renderRoutes(remote.routes, { route: '/admin/remotos' });
    expect(await screen.findByRole('alert')).toHaveTextContent('No encontramos el recurso solicitado.');
  });

  it('without the last hour or a history, the rest of the page still shows', async () => {
    mockApi(
      'admin',
      site({
        'GET /api/v1/remotes/health': () => apiError(500, 'Error interno del servidor.'),
        'GET /api/v1/admin/remotes/coupons/history': () => apiError(403, 'No tienes permiso para esta acción.'),
      }),
    );
    renderRoutes(remote.routes, { route: '/admin/remotos' });
    const couponsCard = await card('coupons');
    expect(await within(couponsCard).findByRole('alert')).toHaveTextContent('No tienes permiso para esta acción.');
    expect(screen.getAllByRole('alert')[0]).toHaveTextContent('Error interno del servidor.');
    expect(couponsCard).toHaveTextContent('Versión en vivo1.5.0');
    expect(await within(await card('admin')).findByText('Sin despliegues registrados: se sirve la compilación de este servidor.')).toBeInTheDocument();
  });
});
