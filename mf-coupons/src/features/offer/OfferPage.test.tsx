import { screen, waitFor, within } from '@testing-library/react';
import { selectAuthModal } from '@gangazo/platform';
import { apiError, mockApi, type RecordedRequest, renderRoutes } from '@gangazo/platform/testing';
import type { VoteValue } from '@gangazo/contracts';
import remote from '../../remote';
import { HOURS, ago } from '@gangazo/ui/testing';
import { offerDetail } from '../../test/fixtures';

const ID = '65a1f0c2e4b0a1b2c3d4e5f6';
const ROUTE = `/ofertas/televisor-samsung-55-crystal-uhd-4k-${ID}`;
const DELTA = JSON.stringify({ ops: [{ insert: 'Precio ' }, { insert: 'histórico', attributes: { bold: true } }, { insert: '\n' }] });
const ME = { id: '65a1f0c2e4b0a1b2c3d4ffff', name: 'Ana', username: 'ana', email: 'ana@example.co', avatar: null, role: 'user', emailConfirmed: true };

function offerApi(overrides: Parameters<typeof offerDetail>[0] = {}, extra: Record<string, (request: RecordedRequest) => Response | Promise<Response>> = {}) {
  let offer = offerDetail({ id: ID, temperature: 12, published_at: ago(3 * HOURS), description: DELTA, description_html: '<p>Precio <strong>histórico</strong></p>', ...overrides });
  const requests = mockApi({
    [`GET /api/v1/offers/${ID}`]: () => Response.json(offer),
    'GET /api/v1/comments': () => Response.json({ items: [], total: 0, page: 1, per_page: 20 }),
    'GET /api/v1/users/current': () => Response.json(ME),
    [`POST /api/v1/offers/${ID}/vote`]: ({ json }) => {
      const vote = (json as { vote: VoteValue }).vote;
      offer = { ...offer, temperature: 12 + (vote === 'hot' ? 1 : -1), my_vote: vote };
      return Response.json({ temperature: offer.temperature, is_new: false, my_vote: vote });
    },
    [`DELETE /api/v1/offers/${ID}/vote`]: () => {
      offer = { ...offer, temperature: 12, my_vote: null };
      return Response.json({ temperature: 12, is_new: false, my_vote: null });
    },
    ...extra,
  });
  return requests;
}

const signIn = () => localStorage.setItem('APP_TOKEN', 'jwt-de-ana');

describe('offer page', () => {
  beforeEach(() => localStorage.clear());

  it('shows the offer: title, prices, shop, validity, the rich description and a link to the shop in a new tab', async () => {
    offerApi({ init_date: '2025-03-01T15:00:00.000Z', end_date: '2025-03-31T15:00:00.000Z' });
    renderRoutes(remote.routes, { route: ROUTE });
    expect(await screen.findByRole('heading', { level: 1, name: 'Televisor Samsung 55" Crystal UHD 4K' })).toBeInTheDocument();
    expect(screen.getByText('$ 1.899.900')).toBeInTheDocument();
    expect(screen.getByText('-24%')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Éxito' })).toHaveAttribute('href', '/cupones/exito');
    expect(screen.getByText('Válida desde 1 de marzo de 2025 hasta 31 de marzo de 2025')).toBeInTheDocument();
    expect(screen.getByText('histórico').tagName).toBe('STRONG');
    // Out through /visit (counted, and the shop's address may be corrected after publishing).
    const goTo = screen.getByRole('link', { name: /Ir a la oferta/ });
    expect(goTo).toHaveAttribute('href', `/visit/${ID}`);
    expect(goTo).toHaveAttribute('target', '_blank');
    expect(goTo.getAttribute('rel')).toBe('nofollow sponsored noopener');
    // Sharing: WhatsApp carries the offer's canonical address.
    const whatsapp = screen.getByRole('link', { name: /Compartir en WhatsApp/ });
    expect(decodeURIComponent(whatsapp.getAttribute('href') ?? '')).toContain(`/ofertas/`);
    expect(decodeURIComponent(whatsapp.getAttribute('href') ?? '')).toContain(ID);
    expect(document.title).toContain('Televisor Samsung');
  });

  it('asks for the comments with the offer, not once the offer is here (the id is in the address)', async () => {
    let answerOffer: () => void = () => undefined;
    const requests = offerApi(
      {},
      {
        [`GET /api/v1/offers/${ID}`]: () => new Promise<Response>((resolve) => (answerOffer = () => resolve(Response.json(offerDetail({ id: ID }))))),
      },
    );
    renderRoutes(remote.routes, { route: ROUTE });
    await waitFor(() => expect(requests.some((r) => r.path === '/api/v1/comments' && r.query.get('offer_id') === ID)).toBe(true));
    answerOffer();
    expect(await screen.findByText('Todavía no hay comentarios. ¡Sé el primero en opinar!')).toBeInTheDocument();
    // One request each: the page and its comment list share the same data.
    expect(requests.filter((r) => r.path === '/api/v1/comments')).toHaveLength(1);
    expect(requests.filter((r) => r.path === `/api/v1/offers/${ID}`)).toHaveLength(1);
  });

  it("fetches its main picture first, at the phone's width there (the 800 px file), twice as wide only on a dense desktop", async () => {
    offerApi({ image_key: 'offer/44ccec83b7aeaa5cb2fbfc14', images: ['offer/44ccec83b7aeaa5cb2fbfc14'] });
    renderRoutes(remote.routes, { route: ROUTE });
    const picture = await screen.findByRole('img', { name: 'Televisor Samsung 55" Crystal UHD 4K' });
    expect(picture).toHaveAttribute('fetchpriority', 'high');
    expect(picture).toHaveAttribute('srcset', '/api/v1/images/offer/44ccec83b7aeaa5cb2fbfc14?width=800 800w, /api/v1/images/offer/44ccec83b7aeaa5cb2fbfc14?width=1600 1600w');
    expect(picture).toHaveAttribute('sizes', '(max-width: 767px) 100vw, 520px');
  });

  it('cuts a plain-text description at 156 characters and shows the rest on request', async () => {
    const long = `${'Oferta válida en todas las tiendas del país '.repeat(6)}hasta agotar existencias.`;
    offerApi({ description: long, description_html: `<p>${long}</p>` });
    const { user } = renderRoutes(remote.routes, { route: ROUTE });
    const description = (await screen.findByRole('heading', { name: 'Descripción' })).parentElement!;
    const excerpt = within(description).getByText(/^Oferta válida/);
    expect(excerpt.textContent!.length).toBeLessThanOrEqual(156);
    expect(excerpt.textContent!.endsWith('…')).toBe(true);
    expect(within(description).queryByText(/agotar existencias/)).not.toBeInTheDocument();
    await user.click(within(description).getByRole('button', { name: 'Leer la descripción completa' }));
    expect(within(description).getByText(/hasta agotar existencias\.$/)).toBeInTheDocument();
  });

  it("says 'Expirada' for an offer past its end date", async () => {
    offerApi({ expired: true });
    renderRoutes(remote.routes, { route: ROUTE });
    expect(await screen.findByText('Expirada')).toBeInTheDocument();
  });

  it('opens the auth modal when a guest votes, without calling the API', async () => {
    const requests = offerApi();
    const { user, store } = renderRoutes(remote.routes, { route: ROUTE });
    await user.click(await screen.findByRole('button', { name: 'Votar caliente' }));
    expect(selectAuthModal(store.getState())).toEqual({ open: true, view: 'login' });
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(requests.some((request) => request.method !== 'GET')).toBe(false);
  });

  it('votes hot for a signed-in user and shows the new temperature; voting hot again withdraws it', async () => {
    signIn();
    const requests = offerApi();
    const { user } = renderRoutes(remote.routes, { route: ROUTE });
    const temperature = await screen.findByTestId('offer-temperature');
    expect(temperature).toHaveTextContent('12°');
    const hot = screen.getByRole('button', { name: 'Votar caliente' });
    await waitFor(() => expect(hot).toBeEnabled());
    await user.click(hot);
    await waitFor(() => expect(temperature).toHaveTextContent('13°'));
    expect(hot).toHaveAttribute('aria-pressed', 'true');
    const vote = requests.find((request) => request.method === 'POST');
    expect(vote).toMatchObject({ path: `/api/v1/offers/${ID}/vote`, json: { vote: 'hot' }, authorization: 'Bearer jwt-de-ana' });

    await user.click(hot);
    await waitFor(() => expect(temperature).toHaveTextContent('12°'));
    expect(hot).toHaveAttribute('aria-pressed', 'false');
    expect(requests.filter((request) => request.method === 'DELETE')).toHaveLength(1);
  });

  it('votes cold', async () => {
    signIn();
    offerApi();
    const { user } = renderRoutes(remote.routes, { route: ROUTE });
    const cold = await screen.findByRole('button', { name: 'Votar frío' });
    await waitFor(() => expect(cold).toBeEnabled());
    await user.click(cold);
    await waitFor(() => expect(screen.getByTestId('offer-temperature')).toHaveTextContent('11°'));
  });

  it("tells the user why a vote failed in the notification dialog", async () => {
    signIn();
    offerApi({}, { [`POST /api/v1/offers/${ID}/vote`]: () => apiError(429, 'Demasiadas solicitudes. Espera un momento.') });
    const { user, store } = renderRoutes(remote.routes, { route: ROUTE });
    const hot = await screen.findByRole('button', { name: 'Votar caliente' });
    await waitFor(() => expect(hot).toBeEnabled());
    await user.click(hot);
    await waitFor(() => expect(store.getState().alerts).toMatchObject({ isActive: true, type: 'error', message: 'Demasiadas solicitudes. Espera un momento.' }));
    expect(screen.getByTestId('offer-temperature')).toHaveTextContent('12°');
  });

  it('saves the offer for a signed-in user', async () => {
    signIn();
    const requests = offerApi({}, { 'POST /api/v1/saved_offers': () => Response.json({ offer_id: ID, saved: true }) });
    const { user } = renderRoutes(remote.routes, { route: ROUTE });
    const save = await screen.findByRole('button', { name: 'Guardar' });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    expect(await screen.findByRole('button', { name: 'Guardada' })).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'POST')).toMatchObject({ path: '/api/v1/saved_offers', json: { offer_id: ID } });
  });

  it('lists the comments and lets a signed-in user add one', async () => {
    signIn();
    const comments = [
      { id: '65a1f0c2e4b0a1b2c3d40001', offer_id: ID, text: 'Muy buen precio', html: 'Muy buen precio', author: { id: ME.id, username: 'carlos', avatar: null }, created_at: ago(2 * HOURS) },
    ];
    const requests = offerApi({ comments_count: 1 }, {
      'GET /api/v1/comments': () => Response.json({ items: comments, total: comments.length, page: 1, per_page: 20 }),
      'POST /api/v1/comments': ({ json }) => {
        const { text } = json as { text: string };
        const comment = { id: '65a1f0c2e4b0a1b2c3d40002', offer_id: ID, text, html: text, author: { id: ME.id, username: 'ana', avatar: null }, created_at: new Date().toISOString() };
        comments.unshift(comment);
        return Response.json(comment, { status: 201 });
      },
    });
    const { user } = renderRoutes(remote.routes, { route: ROUTE });
    expect(await screen.findByText('Muy buen precio')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Comentarios (1)' })).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Comentar' }));
    expect(await screen.findByText('Escribe tu comentario antes de enviarlo.')).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);

    await user.type(screen.getByLabelText('Tu comentario'), '  Lo compré, llegó en dos días  ');
    await user.click(screen.getByRole('button', { name: 'Comentar' }));
    expect(await screen.findByText('Lo compré, llegó en dos días')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Comentarios (2)' })).toBeInTheDocument();
    expect(screen.getByLabelText('Tu comentario')).toHaveValue('');
    expect(requests.find((request) => request.method === 'POST')).toMatchObject({ json: { offer_id: ID, text: 'Lo compré, llegó en dos días' } });
  });

  it('asks a guest to sign in to comment', async () => {
    offerApi();
    const { user, store } = renderRoutes(remote.routes, { route: ROUTE });
    expect(await screen.findByText('Todavía no hay comentarios. ¡Sé el primero en opinar!')).toBeInTheDocument();
    expect(screen.queryByLabelText('Tu comentario')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Regístrate / Iniciar sesión' }));
    expect(selectAuthModal(store.getState()).open).toBe(true);
  });

  it('says the offer was not found for an unknown id, and for a URL without one', async () => {
    mockApi({ [`GET /api/v1/offers/${ID}`]: () => apiError(404, 'No encontramos esa oferta.') });
    const { unmount } = renderRoutes(remote.routes, { route: ROUTE });
    expect(await screen.findByText('No encontramos esta oferta')).toBeInTheDocument();
    unmount();
    const requests = mockApi({});
    renderRoutes(remote.routes, { route: '/ofertas/televisor-sin-id' });
    expect(screen.getByText('No encontramos esta oferta')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });
});
