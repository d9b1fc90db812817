// The editor is the real RichTextEditor on Quill 2 in jsdom; text goes in through Quill's API.
import { act, screen, waitFor } from '@testing-library/react';
import Quill from 'quill';
import { currentUserApi, type AppStore } from '@gangazo/platform';
import { apiError, mockApi, renderRoutes } from '@gangazo/platform/testing';
import remote from '../../remote';
import { ME, categories, hex, paged, topic } from '../../test/fixtures';

async function writeBody(text: string) {
  const root = await screen.findByRole('textbox', { name: 'Contenido' });
  const quill = Quill.find(root.closest('.ql-container') as Element);
  if (!(quill instanceof Quill)) throw new Error('no editor');
  act(() => {
    quill.insertText(0, text, 'user');
    quill.formatText(0, 5, 'bold', true, 'user');
  });
}

async function signedIn(store: AppStore) {
  await waitFor(() => expect(currentUserApi.endpoints.getCurrentUser.select()(store.getState()).data?.id).toBe(ME.id));
}

describe('/forum/new', () => {
  beforeEach(() => localStorage.clear());

  it('asks a guest to sign in', async () => {
    mockApi({});
    renderRoutes(remote.routes, { route: '/forum/new' });
    expect(screen.getByText('Inicia sesión para crear un tema')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Título' })).not.toBeInTheDocument();
  });

  it('checks the fields in Spanish before sending anything', async () => {
    localStorage.setItem('APP_TOKEN', 'jwt');
    const requests = mockApi({
      'GET /api/v1/users/current': () => Response.json(ME),
      'GET /api/v1/forum/categories': () => Response.json({ categories, total: 2 }),
    });
    const { user, store } = renderRoutes(remote.routes, { route: '/forum/new' });
    await signedIn(store);
    await user.type(await screen.findByRole('textbox', { name: 'Título' }), 'Corto');
    await user.click(screen.getByRole('button', { name: 'Publicar tema' }));
    expect(screen.getByRole('textbox', { name: 'Título' })).toHaveAccessibleDescription(/El título debe tener al menos 8 caracteres\./);
    expect(screen.getByRole('combobox', { name: 'Categoría' })).toHaveAccessibleDescription('Elige una categoría.');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Contenido' })).toHaveAccessibleDescription('El contenido del tema debe tener al menos 20 caracteres.'));
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('publishes the topic with the editor HTML and opens it', async () => {
    localStorage.setItem('APP_TOKEN', 'jwt');
    const created = topic({ id: hex(777), title: '¿Qué portátil me recomiendan para la U?', slug: 'que-portatil', public_url: `/forum/${hex(777)}/que-portatil`, comments_count: 0 });
    const requests = mockApi({
      'GET /api/v1/users/current': () => Response.json(ME),
      'GET /api/v1/forum/categories': () => Response.json({ categories, total: 2 }),
      'POST /api/v1/forum': () => Response.json(created, { status: 201 }),
      [`GET /api/v1/forum/${hex(777)}`]: () => Response.json(created),
      [`GET /api/v1/forum/${hex(777)}/comments`]: () => Response.json(paged([], 1, 20, 0)),
    });
    const { user, store } = renderRoutes(remote.routes, { route: '/forum/new' });
    await signedIn(store);
    await user.type(await screen.findByRole('textbox', { name: 'Título' }), '¿Qué portátil me   recomiendan para la U?');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Categoría' }), 'Tecnología');
    await writeBody('Busco uno para programar por menos de $3.000.000');
    await user.click(screen.getByRole('button', { name: 'Publicar tema' }));
    expect(await screen.findByRole('heading', { level: 1, name: '¿Qué portátil me recomiendan para la U?' })).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')?.json).toEqual({
      title: '¿Qué portátil me recomiendan para la U?',
      category_id: hex(1),
      body: '<p><strong>Busco</strong> uno para programar por menos de $3.000.000</p>',
    });
  });

  it('shows the server’s Spanish message when the topic is refused', async () => {
    localStorage.setItem('APP_TOKEN', 'jwt');
    mockApi({
      'GET /api/v1/users/current': () => Response.json(ME),
      'GET /api/v1/forum/categories': () => Response.json({ categories, total: 2 }),
      'POST /api/v1/forum': () => apiError(429, 'Has creado muchos temas seguidos. Inténtalo en unos minutos.'),
    });
    const { user, store } = renderRoutes(remote.routes, { route: '/forum/new' });
    await signedIn(store);
    await user.type(await screen.findByRole('textbox', { name: 'Título' }), 'Un título suficientemente largo');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Categoría' }), 'Moda');
    await writeBody('Un contenido con más de veinte caracteres.');
    await user.click(screen.getByRole('button', { name: 'Publicar tema' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Has creado muchos temas seguidos. Inténtalo en unos minutos.');
    expect(screen.getByRole('button', { name: 'Publicar tema' })).toBeEnabled();
  });
});
