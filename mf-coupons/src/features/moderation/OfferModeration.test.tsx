import { screen, waitFor } from '@testing-library/react';
import { selectAlert } from '@gangazo/platform';
import { mockApi, renderRoutes } from '@gangazo/platform/testing';
import { HOURS, ago } from '@gangazo/ui/testing';
import remote from '../../remote';
import { offerDetail } from '../../test/fixtures';

const ID = '65a1f0c2e4b0a1b2c3d4e5f6';
const ROUTE = `/ofertas/televisor-samsung-${ID}`;
const AUTHOR = { id: '65a1f0c2e4b0a1b2c3d4aaaa', username: 'autora', avatar: null };
const ME = { id: AUTHOR.id, name: 'Autora', username: 'autora', email: 'autora@example.co', avatar: null, role: 'user' };
const OTHER = { ...ME, id: '65a1f0c2e4b0a1b2c3d4bbbb', username: 'otra' };

function serve(offer: ReturnType<typeof offerDetail>, me: typeof ME | null, extra: Parameters<typeof mockApi>[0] = {}) {
  if (me) localStorage.setItem('APP_TOKEN', 'jwt');
  return mockApi({
    [`GET /api/v1/offers/${ID}`]: () => Response.json(offer),
    'GET /api/v1/comments': () => Response.json({ items: [], total: 0, page: 1, per_page: 20 }),
    'GET /api/v1/users/current': () => (me ? Response.json(me) : Response.json({ message: 'no' }, { status: 401 })),
    ...extra,
  });
}

beforeEach(() => localStorage.clear());

test('its author sees "En revisión" and why; no ¿Expiró? or Reportar on a held offer', async () => {
  serve(offerDetail({ id: ID, author: AUTHOR, review: { state: 'pending', reason: 'Cuenta nueva: el equipo revisa sus primeras publicaciones antes de mostrarlas.', rejection: null } }), ME);
  renderRoutes(remote.routes, { route: ROUTE });
  expect(await screen.findByText('En revisión')).toBeInTheDocument();
  expect(screen.getByText(/Cuenta nueva/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '¿Expiró?' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Reportar esta oferta' })).not.toBeInTheDocument();
});

test('a rejected offer shows staff\'s reason', async () => {
  serve(offerDetail({ id: ID, author: AUTHOR, review: { state: 'rejected', reason: 'El equipo no la aprobó.', rejection: 'El enlace no funciona' } }), ME);
  renderRoutes(remote.routes, { route: ROUTE });
  expect(await screen.findByText('Rechazada')).toBeInTheDocument();
  expect(screen.getByText(/Motivo: El enlace no funciona/)).toBeInTheDocument();
});

test('"¿Expiró?" counts the caller\'s word and says how many it takes', async () => {
  const requests = serve(offerDetail({ id: ID, author: AUTHOR }), OTHER, {
    [`POST /api/v1/offers/${ID}/expired_reports`]: () => Response.json({ expired: false, reports: 1, needed: 3 }),
  });
  const { user, store } = renderRoutes(remote.routes, { route: ROUTE });
  await user.click(await screen.findByRole('button', { name: '¿Expiró?' }));
  await waitFor(() => expect(selectAlert(store.getState())).toMatchObject({ title: 'Gracias por avisar', message: 'Lo tendremos en cuenta: 1 de 3 avisos.' }));
  expect(requests.some((request) => request.method === 'POST' && request.path === `/api/v1/offers/${ID}/expired_reports`)).toBe(true);
});

test('expired by the community: who and when, and its author may reopen it', async () => {
  const requests = serve(offerDetail({ id: ID, author: AUTHOR, expired: true, status: 'expired', expired_by: { username: null, at: ago(2 * HOURS) } }), ME, {
    [`POST /api/v1/offers/${ID}/reopen`]: () => Response.json({ expired: false, reports: 0, needed: 3 }),
  });
  const { user } = renderRoutes(remote.routes, { route: ROUTE });
  expect(await screen.findByText(/Marcada como expirada por la comunidad/)).toBeInTheDocument();
  await user.click(await screen.findByRole('button', { name: 'Reabrir' }));
  await waitFor(() => expect(requests.some((request) => request.method === 'POST' && request.path === `/api/v1/offers/${ID}/reopen`)).toBe(true));
});
