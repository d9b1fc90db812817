import { screen, within } from '@testing-library/react';
import type { Alert, AlertBody } from '@gangazo/contracts';
import { apiError, renderRoutes } from '@gangazo/platform/testing';
import remote from '../../remote';
import { OTHER_ID, OWNER_ID } from '../../test/fixtures';
import { setUpProfileApi } from '../../test/profileHandlers';
import { checkDraft, EMPTY_DRAFT, parsePesos, splitWords } from './alertForm';

beforeEach(() => localStorage.clear());

const alert = (id: number, overrides: Partial<Alert> = {}): Alert => ({
  id: `64b7f0c2a1b2c3d4e5f6${String(3000 + id).padStart(4, '0')}`,
  words: ['televisor', 'samsung'],
  excluded_words: [],
  shop: null,
  category: null,
  max_price: null,
  min_temperature: null,
  email: 'none',
  paused: false,
  matches: 0,
  created_at: '2026-11-25T15:00:00.000Z',
  ...overrides,
});

function setUp(initial: Alert[]) {
  const alerts = [...initial];
  const perAlert = Object.fromEntries(
    initial.flatMap((one) => [
      [
        `PATCH /api/v1/alerts/${one.id}`,
        (request: { json: unknown }) => {
          one.paused = (request.json as { paused: boolean }).paused;
          return Response.json(one);
        },
      ],
      [
        `DELETE /api/v1/alerts/${one.id}`,
        () => {
          alerts.splice(alerts.indexOf(one), 1);
          return Response.json({ id: one.id, deleted: true });
        },
      ],
    ]),
  );
  const requests = setUpProfileApi({
    handlers: {
      'GET /api/v1/alerts': () => Response.json({ items: alerts, total: alerts.length, limit: 50 }),
      'POST /api/v1/alerts': (request) => {
        const body = request.json as AlertBody;
        if (body.words.includes('usada')) return apiError(400, 'La palabra «usada» no puede ser obligatoria y excluida a la vez.');
        const created = alert(alerts.length + 10, { words: body.words, max_price: body.max_price ?? null, email: body.email ?? 'none' });
        alerts.unshift(created);
        return Response.json(created);
      },
      ...perAlert,
      'GET /api/gangazo/categories/parents_and_child': () => Response.json({ categories: [] }),
    },
  });
  return { alerts, requests };
}

it('is only for the owner', async () => {
  setUp([]);
  renderRoutes(remote.routes, { route: `/perfil/${OTHER_ID}/alertas` });
  expect(await screen.findByText('No tienes permiso para ver esta sección')).toBeInTheDocument();
});

it('lists alerts, creates one with Spanish checks, pauses and deletes', async () => {
  const { requests } = setUp([alert(1, { max_price: 2_000_000, email: 'instant', matches: 3, shop: { id: '64b7f0c2a1b2c3d4e5f60001', name: 'Éxito' } })]);
  const { user } = renderRoutes(remote.routes, { route: `/perfil/${OWNER_ID}/alertas` });
  const existing = await screen.findByRole('article', { name: 'Alerta televisor samsung' });
  expect(existing).toHaveTextContent(/Tienda: Éxito · Hasta \$\s2\.000\.000 · Un correo por cada oferta/);
  expect(existing).toHaveTextContent('3 ofertas encontradas');
  expect(screen.getByText('1 de 50 alertas')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Nueva alerta' }));
  await user.click(await screen.findByRole('button', { name: 'Crear alerta' }));
  expect(await screen.findByText('Escribe al menos una palabra.')).toBeInTheDocument();
  await user.type(screen.getByRole('textbox', { name: 'Palabras' }), 'portátil usada');
  await user.click(screen.getByRole('button', { name: 'Crear alerta' }));
  // The server's message lands under the field it is about.
  expect(await screen.findByText('La palabra «usada» no puede ser obligatoria y excluida a la vez.')).toBeInTheDocument();
  await user.clear(screen.getByRole('textbox', { name: 'Palabras' }));
  await user.type(screen.getByRole('textbox', { name: 'Palabras' }), 'portátil, lenovo');
  await user.type(screen.getByRole('textbox', { name: 'Precio máximo en pesos (opcional)' }), '1.500.000');
  await user.click(screen.getByRole('button', { name: 'Crear alerta' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Creamos tu alerta');
  expect(await screen.findByRole('article', { name: 'Alerta portátil lenovo' })).toBeInTheDocument();
  const sent = requests.filter((request) => request.method === 'POST' && request.path === '/api/v1/alerts').at(-1);
  expect(sent?.json).toEqual({ words: ['portátil', 'lenovo'], excluded_words: [], shop_id: null, category_id: null, max_price: 1_500_000, min_temperature: null, email: 'none' });

  const card = screen.getByRole('article', { name: 'Alerta televisor samsung' });
  await user.click(within(card).getByRole('button', { name: 'Pausar' }));
  expect(await within(card).findByText('Pausada')).toBeInTheDocument();
  await user.click(within(card).getByRole('button', { name: 'Borrar' }));
  await user.click(within(card).getByRole('button', { name: 'Sí, borrar' }));
  expect(await screen.findByText('Borramos la alerta.')).toBeInTheDocument();
  expect(screen.queryByRole('article', { name: 'Alerta televisor samsung' })).not.toBeInTheDocument();
});

it('checks the draft: words, pesos, degrees and a shop from the list', () => {
  expect(splitWords(' tv,  samsung;55 ')).toEqual(['tv', 'samsung', '55']);
  expect(parsePesos('$ 1.899.900')).toBe(1_899_900);
  expect(parsePesos('1.5')).toBe(15);
  expect(parsePesos('12,5')).toBeNull();
  expect(checkDraft({ ...EMPTY_DRAFT, words: 'tv', minTemperature: 'caliente' })).toEqual({ errors: { minTemperature: 'Escribe los grados como un número entero.' } });
  expect(checkDraft({ ...EMPTY_DRAFT, words: 'tv', shopName: 'Tienda inventada' })).toEqual({ errors: { shop: 'Elige una tienda de la lista, o deja el campo vacío.' } });
  expect(checkDraft({ ...EMPTY_DRAFT, words: 'tv', excluded: 'TV' })).toEqual({ errors: { excluded: '«TV» no puede ser obligatoria y excluida a la vez.' } });
});
