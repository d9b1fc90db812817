import { screen, waitFor, within } from '@testing-library/react';
import type { AdminOfferRow } from '@gangazo/contracts';
import { selectAlert } from '@gangazo/platform';
import { renderRoutes } from '@gangazo/platform/testing';
import remote from '../../remote';
import { apiError, mockApi, writes } from '../../test/mockApi';
import { preloadDialogs } from '@gangazo/ui';

// The dialogs are fetched on demand (ui's onDemand); here they are in before the first test opens one.
beforeAll(() => preloadDialogs());

const row = (over: Partial<AdminOfferRow>): AdminOfferRow => ({
  id: '65f000000000000000000001',
  kind: 'offer',
  title: 'Televisor Samsung 55"',
  public_url: '/ofertas/televisor-samsung-55-65f000000000000000000001',
  shop: { id: '65f0000000000000000000f1', name: 'Éxito' },
  author: { id: '65f0000000000000000000a1', username: 'cazador' },
  temperature: 152,
  comments_count: 3,
  status: 'published',
  expired: false,
  multiple_codes: false,
  ends_at: null,
  created_at: '2025-03-10T15:04:00.000Z',
  ...over,
});
const tv = row({});
const coupon = row({ id: '65f000000000000000000002', kind: 'coupon', title: 'Bono Alkosto', shop: { id: '65f0000000000000000000f2', name: 'Alkosto' }, author: null, multiple_codes: true, status: 'expired', expired: true });

function page(items: AdminOfferRow[], total = items.length, pageNumber = 1) {
  return Response.json({ items, total, page: pageNumber, per_page: 20 });
}

describe('Ofertas y cupones', () => {
  it('lists title, shop, author, temperature, status and date; filters by kind and pages', async () => {
    const requests = mockApi('editor', { 'GET /api/v1/admin/offers': (request) => page(request.query.get('page') === '2' ? [coupon] : [tv, coupon], 41, Number(request.query.get('page'))) });
    const { user } = renderRoutes(remote.routes, { route: '/admin/ofertas' });
    const table = await screen.findByRole('table', { name: 'Ofertas y cupones' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('link', { name: 'Televisor Samsung 55"' })).toHaveAttribute('href', tv.public_url);
    expect(rows[0]).toHaveTextContent('Éxito');
    expect(rows[0]).toHaveTextContent('@cazador');
    expect(rows[0]).toHaveTextContent('152°');
    expect(within(rows[0]!).getByText('@cazador')).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent('Publicada');
    expect(rows[0]).toHaveTextContent('10 de mar de 2025, 10:04 a. m.');
    expect(rows[1]).toHaveTextContent('Expirada');
    expect(within(rows[1]!).getByRole('button', { name: 'Volver a publicar «Bono Alkosto»' })).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('link', { name: 'Códigos' })).toHaveAttribute('href', `/admin/codigos?cupon=${coupon.id}`);
    expect(screen.getByText('Página 1 de 3')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('Página 2 de 3')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Mostrar'), 'Cupones');
    await waitFor(() => expect(requests.at(-1)?.query.get('kind')).toBe('coupon'));
    expect(requests.at(-1)?.query.get('page')).toBe('1');
    expect(requests.at(-1)?.authorization).toBe('Bearer jwt-staff');
  });

  it('searches title words: the query goes to the BFF as q, from page 1, and an empty result says so', async () => {
    const requests = mockApi('editor', {
      'GET /api/v1/admin/offers': (request) => (request.query.get('q') === 'nevera lg' ? page([], 0) : page([tv, coupon], 41, Number(request.query.get('page')))),
    });
    const { user } = renderRoutes(remote.routes, { route: '/admin/ofertas' });
    await screen.findByRole('table', { name: 'Ofertas y cupones' });
    expect(requests.at(-1)?.query.has('q')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await screen.findByText('Página 2 de 3');

    const search = screen.getByRole('search', { name: 'Buscar ofertas' });
    await user.type(within(search).getByLabelText('Palabras del título'), '  nevera lg ');
    await user.click(within(search).getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('No hay ofertas con «nevera lg» en el título.')).toBeInTheDocument();
    expect(requests.at(-1)?.query.get('q')).toBe('nevera lg');
    expect(requests.at(-1)?.query.get('page')).toBe('1');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('expires an offer with a PATCH and a success alert', async () => {
    const requests = mockApi('editor', {
      'GET /api/v1/admin/offers': () => page([tv]),
      [`PATCH /api/v1/admin/offers/${tv.id}`]: () => Response.json({ ...tv, status: 'expired', expired: true }),
    });
    const { user, store } = renderRoutes(remote.routes, { route: '/admin/ofertas' });
    await user.click(await screen.findByRole('button', { name: 'Expirar «Televisor Samsung 55"»' }));
    await waitFor(() => expect(selectAlert(store.getState())).toMatchObject({ isActive: true, type: 'success', title: 'Oferta expirada' }));
    expect(writes(requests)).toMatchObject([{ method: 'PATCH', path: `/api/v1/admin/offers/${tv.id}`, body: { status: 'expired' } }]);
  });

  it('a refused republish shows the server message as an error alert', async () => {
    mockApi('editor', {
      'GET /api/v1/admin/offers': () => page([coupon]),
      [`PATCH /api/v1/admin/offers/${coupon.id}`]: () => apiError(409, 'Su fecha de fin ya pasó: no se puede volver a publicar.'),
    });
    const { user, store } = renderRoutes(remote.routes, { route: '/admin/ofertas' });
    await user.click(await screen.findByRole('button', { name: 'Volver a publicar «Bono Alkosto»' }));
    await waitFor(() =>
      expect(selectAlert(store.getState())).toMatchObject({ isActive: true, type: 'error', message: 'Su fecha de fin ya pasó: no se puede volver a publicar.' }),
    );
  });

  it('delete asks first: Cancelar sends nothing, confirming sends the DELETE and reports what went', async () => {
    const requests = mockApi('admin', {
      'GET /api/v1/admin/offers': () => page([tv]),
      [`DELETE /api/v1/admin/offers/${tv.id}`]: () => Response.json({ id: tv.id, votes: 4, comments: 2, saved: 1, codes: 0 }),
    });
    const { user, store } = renderRoutes(remote.routes, { route: '/admin/ofertas' });
    await user.click(await screen.findByRole('button', { name: 'Eliminar «Televisor Samsung 55"»' }));
    const dialog = screen.getByRole('dialog', { name: '¿Eliminar esta oferta?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(writes(requests)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Eliminar «Televisor Samsung 55"»' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Sí, eliminar' }));
    await waitFor(() => expect(selectAlert(store.getState())).toMatchObject({ type: 'success', message: 'Se eliminó «Televisor Samsung 55"» con 4 votos, 2 comentarios y 0 códigos.' }));
    expect(writes(requests)).toMatchObject([{ method: 'DELETE', path: `/api/v1/admin/offers/${tv.id}` }]);
  });

  it('features a live offer on the home page; a held one is sent to Moderación instead of republished', async () => {
    let featured = false;
    const held = row({ id: '65f000000000000000000003', title: 'Cafetera en revisión', status: 'pending' });
    const requests = mockApi('editor', {
      'GET /api/v1/admin/offers': () => page([{ ...tv, featured }, held]),
      [`PUT /api/v1/moderation/offers/${tv.id}/featured`]: ({ body }) => {
        featured = (body as { featured: boolean }).featured;
        return Response.json({ kind: 'offer', id: tv.id, changed: { featured } });
      },
    });
    const { user } = renderRoutes(remote.routes, { route: '/admin/ofertas' });
    await user.click(await screen.findByRole('button', { name: `Destacar en la portada «${tv.title}»` }));
    expect(await screen.findByRole('button', { name: `Quitar de la portada «${tv.title}»` })).toBeInTheDocument();
    expect(writes(requests)).toMatchObject([{ method: 'PUT', body: { featured: true } }]);
    const heldRow = screen.getByRole('link', { name: 'Cafetera en revisión' }).closest('tr')!;
    expect(within(heldRow).getByText('En revisión')).toBeInTheDocument();
    expect(within(heldRow).getByRole('link', { name: 'Moderación' })).toHaveAttribute('href', '/admin/moderacion');
    expect(within(heldRow).queryByRole('button', { name: /Volver a publicar/ })).not.toBeInTheDocument();
  });

  it('folds a duplicate into the original pasted by its link; a bad link or the offer itself is refused before sending', async () => {
    const original = row({ id: '65f000000000000000000009', title: 'Televisor Samsung 55" (original)', public_url: '/ofertas/televisor-samsung-55-original-65f000000000000000000009' });
    const requests = mockApi('editor', {
      'GET /api/v1/admin/offers': () => page([tv, original]),
      [`POST /api/v1/moderation/offers/${tv.id}/merge`]: () => Response.json({ id: tv.id, into: original.id, votes: 2, comments: 1 }),
    });
    const { user, store } = renderRoutes(remote.routes, { route: '/admin/ofertas' });
    await user.click(await screen.findByRole('button', { name: `Fusionar «${tv.title}» con la original` }));
    const dialog = await screen.findByRole('dialog', { name: 'Fusionar con la original' });
    const field = within(dialog).getByLabelText('Enlace o id de la oferta original');
    await user.type(field, 'no es un enlace');
    await user.click(within(dialog).getByRole('button', { name: 'Fusionar' }));
    expect(within(dialog).getByText('Pega el enlace de la oferta original (o su id de 24 caracteres).')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, `https://gangazo.co${tv.public_url}`);
    await user.click(within(dialog).getByRole('button', { name: 'Fusionar' }));
    expect(within(dialog).getByText('Elige otra oferta: no se puede fusionar consigo misma.')).toBeInTheDocument();
    expect(writes(requests)).toEqual([]);

    await user.clear(field);
    await user.type(field, `https://gangazo.co${original.public_url}?utm_source=whatsapp`);
    await user.click(within(dialog).getByRole('button', { name: 'Fusionar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Fusionar con la original' })).not.toBeInTheDocument());
    expect(writes(requests)).toMatchObject([{ method: 'POST', path: `/api/v1/moderation/offers/${tv.id}/merge`, body: { into: original.id } }]);
    expect(selectAlert(store.getState())).toMatchObject({ type: 'success', title: 'Oferta fusionada', message: `«${tv.title}» se unió a la original: 2 votos pasaron y 1 comentario pasó a ella.` });
  });

  it("the server's refusal stays in the dialog", async () => {
    mockApi('editor', {
      'GET /api/v1/admin/offers': () => page([tv]),
      [`POST /api/v1/moderation/offers/${tv.id}/merge`]: () => apiError(404, 'No encontramos esa oferta.'),
    });
    const { user } = renderRoutes(remote.routes, { route: '/admin/ofertas' });
    await user.click(await screen.findByRole('button', { name: `Fusionar «${tv.title}» con la original` }));
    const dialog = await screen.findByRole('dialog', { name: 'Fusionar con la original' });
    await user.type(within(dialog).getByLabelText('Enlace o id de la oferta original'), '65f0000000000000000000ff');
    await user.click(within(dialog).getByRole('button', { name: 'Fusionar' }));
    expect(await within(dialog).findByText('No encontramos esa oferta.')).toBeInTheDocument();
  });
});
