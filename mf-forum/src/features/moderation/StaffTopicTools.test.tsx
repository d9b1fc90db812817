import { screen, waitFor } from '@testing-library/react';
import { mockApi, renderRoutes } from '@gangazo/platform/testing';
import remote from '../../remote';
import { ME, categories, paged, topic } from '../../test/fixtures';

const TOPIC = topic();

function serve(role: string, locked = false) {
  localStorage.setItem('APP_TOKEN', 'jwt');
  let current = { ...TOPIC, locked };
  return mockApi({
    'GET /api/v1/users/current': () => Response.json({ ...ME, role }),
    [`GET /api/v1/forum/${TOPIC.id}`]: () => Response.json(current),
    [`GET /api/v1/forum/${TOPIC.id}/comments`]: () => Response.json(paged([], 1, 20, 0)),
    'GET /api/v1/forum/categories': () => Response.json({ categories, total: 2 }),
    [`PUT /api/v1/moderation/topics/${TOPIC.id}/flags`]: ({ json }) => {
      current = { ...current, ...(json as object) };
      return Response.json({ kind: 'topic', id: TOPIC.id, changed: json });
    },
  });
}

beforeEach(() => localStorage.clear());

test('staff close a topic; the page then says it is closed and offers to reopen it', async () => {
  const requests = serve('editor');
  const { user } = renderRoutes(remote.routes, { route: TOPIC.public_url });
  await user.click(await screen.findByRole('button', { name: 'Cerrar tema' }));
  expect(await screen.findByText('Tema cerrado')).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Reabrir tema' })).toBeInTheDocument();
  expect(requests.find((request) => request.method === 'PUT')).toMatchObject({ path: `/api/v1/moderation/topics/${TOPIC.id}/flags`, json: { locked: true } });
});

test('members get no staff tools, but may report the topic', async () => {
  serve('user');
  renderRoutes(remote.routes, { route: TOPIC.public_url });
  expect(await screen.findByRole('button', { name: 'Reportar este tema' })).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Cerrar tema' })).not.toBeInTheDocument());
  expect(screen.queryByRole('button', { name: 'Fijar arriba' })).not.toBeInTheDocument();
});
