import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createElement } from 'react';
import { selectAlert, selectAuthModal } from '@gangazo/platform';
import { renderRoutes } from '@gangazo/platform/testing';
import type { ShareOfferBody } from '@gangazo/contracts';
import { encodeCategoryId } from '@gangazo/contracts/catalog/slug';
import remote from '../../remote';
import { sharedPath } from './ShareForm';
import { offerDetail } from '../../test/fixtures';
import { apiError, mockApi, type RecordedRequest } from '@gangazo/platform/testing';

// The real editor is tested in ShareDescriptionEditor.test.tsx (and in packages/ui); here a textarea
// stands in for it and hands over the same Delta a typed paragraph makes.
jest.mock('./ShareDescriptionEditor', () => ({
  ShareDescriptionEditor: ({ label, onChange, error }: { label: string; onChange: (delta: unknown) => void; error?: string | null }) =>
    createElement(
      'label',
      null,
      label,
      createElement('textarea', { 'aria-invalid': error ? true : undefined, onChange: (event: { target: { value: string } }) => onChange({ ops: [{ insert: `${event.target.value}\n` }] }) }),
      error ? createElement('span', null, error) : null,
    ),
}));

const ME = { id: '65a1f0c2e4b0a1b2c3d4ffff', name: 'Ana', username: 'ana', email: 'ana@example.co', avatar: null, role: 'user', emailConfirmed: true };
const CREATED_ID = '65a1f0c2e4b0a1b2c3d40001';
const shop = (name: string, slug: string, id: string) => ({ id, name, slug, public_url: `/cupones/${slug}`, image_key: null, image_url: null, description: '', website: null, offers_count: 0, coupons_count: 0 });
const SHOPS = [shop('Éxito', 'exito', '65a1f0c2e4b0a1b2c3d4aaa1'), shop('Exclusiva Store', 'exclusiva-store', '65a1f0c2e4b0a1b2c3d4aaa2'), shop('Alkosto', 'alkosto', '65a1f0c2e4b0a1b2c3d4aaa3')];
const category = (name: string, slug: string, parent: string | null) => ({
  id: encodeCategoryId(slug),
  name,
  slug,
  public_url: `/categorias/${slug}`,
  icon_url: null,
  image_url: null,
  parent_id: parent ? encodeCategoryId(parent) : null,
});
const TREE = {
  categories: [
    { ...category('Tecnología', 'tecnologia', null), children: [category('Celulares', 'celulares', 'tecnologia')] },
    { ...category('Hogar', 'hogar', null), children: [] },
  ],
};

function shareApi(answer: (request: RecordedRequest) => Response = ({ json }) => Response.json(created(json as ShareOfferBody), { status: 201 })) {
  let published: ReturnType<typeof created> | null = null;
  return mockApi({
    // Where the form goes next: the new offer's page, or its shop's page.
    [`GET /api/v1/offers/${CREATED_ID}`]: () => (published ? Response.json(published) : apiError(404, 'No encontramos esa oferta.')),
    'GET /api/v1/comments': () => Response.json({ items: [], total: 0, page: 1, per_page: 20 }),
    'GET /api/v1/shops/search': () => Response.json(SHOPS[2]),
    'GET /api/gangazo/shops/get_coupons_shops': () => Response.json({ items: [], total: 0, page: 1, per_page: 2 }),
    'GET /api/gangazo/shops/get_offers_shops': () => Response.json({ items: [], total: 0, page: 1, per_page: 10 }),
    'GET /api/gangazo/shops/get_offers_outstanding': () => Response.json({ items: [] }),
    'GET /api/v1/users/current': () => Response.json(ME),
    'GET /api/gangazo/categories/parents_and_child': () => Response.json(TREE),
    'GET /api/v1/shops': ({ query }) => {
      const filter = query.get('filter') ?? '';
      const items = SHOPS.filter((item) => item.slug.split('-').some((word) => word.startsWith(filter)));
      return Response.json({ items, total: items.length, page: 1, per_page: 8 });
    },
    'POST /api/v1/assets': ({ query }) => Response.json({ key: `${query.get('type')}/0123456789abcdef01234567`, url: `/api/v1/images/${query.get('type')}/0123456789abcdef01234567`, width: 800, height: 600 }, { status: 201 }),
    'POST /api/v1/offers': (request) => {
      const response = answer(request);
      if (response.status === 201) published = created(request.json as ShareOfferBody);
      return response;
    },
  });
}

function created(body: ShareOfferBody) {
  return offerDetail({
    id: CREATED_ID,
    kind: body.kind,
    title: body.title,
    public_url: `/ofertas/portatil-lenovo-ideapad-3-${CREATED_ID}`,
    shop: body.shop === 'alkosto' ? { id: SHOPS[2]!.id, name: 'Alkosto', slug: 'alkosto', public_url: '/cupones/alkosto', image_key: null, image_url: null } : null,
  });
}

const DAY = 24 * 60 * 60 * 1000;
/** A date input's value `days` from now (Bogotá is UTC−5 all year). */
const dateIn = (days: number) => new Date(Date.now() - 5 * 60 * 60 * 1000 + days * DAY).toISOString().slice(0, 10);

// jsdom has no scrolling; the form scrolls the new page to its top.
beforeEach(() => {
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
});

const signIn = () => localStorage.setItem('APP_TOKEN', 'jwt-de-ana');
const posted = (requests: RecordedRequest[]) => requests.filter((request) => request.method === 'POST' && request.path === '/api/v1/offers');

async function pickShop(user: ReturnType<typeof renderRoutes>['user'], typed: string, option: string) {
  const box = screen.getByRole('combobox', { name: 'Tienda' });
  await user.type(box, typed);
  await user.click(await screen.findByRole('option', { name: option }, { timeout: 2000 }));
}

describe('share pages: who may share (spec §6)', () => {
  beforeEach(() => localStorage.clear());

  it('ask a guest to sign in, and the button opens the auth modal', async () => {
    const { user, store } = renderRoutes(remote.routes, { route: '/comparte/oferta/offer' });
    // The share pages load when opened (React.lazy in remote.tsx).
    expect(await screen.findByRole('heading', { name: 'Comparte una oferta' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Regístrate / Iniciar sesión' }));
    expect(selectAuthModal(store.getState())).toEqual({ open: true, view: 'login' });
    expect(screen.queryByRole('button', { name: 'Publicar oferta' })).not.toBeInTheDocument();
  });

  it('give a signed-in user the form', async () => {
    signIn();
    shareApi();
    renderRoutes(remote.routes, { route: '/comparte/cupon/coupon' });
    expect(await screen.findByRole('button', { name: 'Publicar código' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Regístrate / Iniciar sesión' })).not.toBeInTheDocument();
  });
});

describe('sharing an offer', () => {
  beforeEach(() => {
    localStorage.clear();
    signIn();
  });

  it('an empty form shows each problem in Spanish beside its field, focuses the first and sends nothing', async () => {
    const requests = shareApi();
    const { user } = renderRoutes(remote.routes, { route: '/comparte/oferta/offer' });
    await user.click(await screen.findByRole('button', { name: 'Publicar oferta' }));
    const title = screen.getByRole('textbox', { name: 'Título' });
    expect(title).toHaveAccessibleDescription(/Escribe un título\./);
    expect(title).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Enlace de la oferta' })).toHaveAccessibleDescription('Pega el enlace de la oferta en la tienda.');
    expect(screen.getByRole('combobox', { name: 'Tienda' })).toHaveAccessibleDescription(/Elige la tienda\./);
    expect(screen.getByRole('combobox', { name: 'Categoría' })).toHaveAccessibleDescription('Elige una categoría.');
    expect(screen.getByText('Describe la oferta en al menos 10 caracteres.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Revisa los campos marcados: Escribe un título.');
    expect(posted(requests)).toHaveLength(0);

    await user.type(title, 'Portátil Lenovo');
    expect(title).not.toHaveAccessibleDescription(/Escribe un título/);
  });

  it('prices are grouped in pesos as you type and checked against each other', async () => {
    const requests = shareApi();
    const { user } = renderRoutes(remote.routes, { route: '/comparte/oferta/offer' });
    const price = await screen.findByRole('textbox', { name: 'Precio de la oferta ($)' });
    await user.type(price, '2199900');
    expect(price).toHaveValue('2.199.900');
    const previous = screen.getByRole('textbox', { name: 'Precio anterior ($)' });
    await user.type(previous, '1.000abc');
    expect(previous).toHaveValue('1.000');
    await user.click(screen.getByRole('button', { name: 'Publicar oferta' }));
    expect(previous).toHaveAccessibleDescription(/El precio anterior debe ser mayor que el precio de la oferta\./);
    expect(posted(requests)).toHaveLength(0);
  });

  it('a complete offer is posted as the BFF expects; success alerts and opens the new page', async () => {
    const requests = shareApi();
    const { user, store } = renderRoutes(remote.routes, { route: '/comparte/oferta/offer' });
    await user.type(await screen.findByRole('textbox', { name: 'Título' }), '  Portátil Lenovo IdeaPad 3 Ryzen 5 ');
    await user.type(screen.getByRole('textbox', { name: 'Enlace de la oferta' }), 'https://www.exito.com/portatil');
    await pickShop(user, 'exi', 'Éxito');
    expect(screen.getByText('Tienda elegida: Éxito.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('option', { name: /Celulares/ })).toBeInTheDocument());
    await user.selectOptions(screen.getByRole('combobox', { name: 'Categoría' }), screen.getByRole('option', { name: /Celulares/ }));
    await user.type(screen.getByRole('textbox', { name: 'Precio de la oferta ($)' }), '2199900');
    await user.type(screen.getByRole('textbox', { name: 'Precio anterior ($)' }), '2899900');
    await user.click(screen.getByRole('checkbox', { name: 'Envío gratis' }));
    await user.type(screen.getByRole('textbox', { name: 'Descripción de la oferta' }), 'Buen precio para estudiar.');
    await user.upload(screen.getByLabelText('Añadir imágenes'), new File(['x'], 'portatil.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'Imagen 1 (portada)' })).toHaveAttribute('src', '/api/v1/images/offer/0123456789abcdef01234567?width=160&height=160');
    const endDay = dateIn(30);
    fireEvent.change(screen.getByLabelText('Hasta'), { target: { value: endDay } });

    await user.click(screen.getByRole('button', { name: 'Publicar oferta' }));
    await waitFor(() => expect(posted(requests)).toHaveLength(1));
    expect(posted(requests)[0]!.json).toEqual({
      kind: 'offer',
      title: 'Portátil Lenovo IdeaPad 3 Ryzen 5',
      url: 'https://www.exito.com/portatil',
      shop: 'exito',
      shop_name: null,
      category: encodeCategoryId('celulares'),
      price: 2_199_900,
      previous_price: 2_899_900,
      shipping_cost: 0,
      availability: 'online',
      city: null,
      init_date: null,
      end_date: new Date(`${endDay}T23:59:59-05:00`).toISOString(),
      description: { ops: [{ insert: 'Buen precio para estudiar.\n' }] },
      images: ['offer/0123456789abcdef01234567'],
    });
    expect(posted(requests)[0]!.authorization).toBe('Bearer jwt-de-ana');
    // The page may draw twice (its data refetched after the publish): wait for the settled one.
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Portátil Lenovo IdeaPad 3 Ryzen 5' })).toBeInTheDocument());
    expect(document.title).toContain('Portátil Lenovo');
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 });
    expect(selectAlert(store.getState())).toMatchObject({ isActive: true, type: 'success', title: '¡Muy Bien!', message: 'Tu oferta ya está publicada. ¡Gracias por compartir!' });
  });

  it("a shop that is not listed is sent by name; the server's 400 message is shown and the form kept", async () => {
    const requests = shareApi(() => apiError(400, 'La categoría elegida no existe.'));
    const { user } = renderRoutes(remote.routes, { route: '/comparte/oferta/offer' });
    await user.type(await screen.findByRole('textbox', { name: 'Título' }), 'Bicicleta de ruta Shimano Claris');
    await user.type(screen.getByRole('textbox', { name: 'Enlace de la oferta' }), 'bicisdelvalle.co/ruta');
    await user.type(screen.getByRole('combobox', { name: 'Tienda' }), 'Bicis del Valle');
    expect(await screen.findByText('Si «Bicis del Valle» no está en la lista, la publicaremos como tienda nueva y el equipo la revisará.', {}, { timeout: 2000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('option', { name: 'Hogar' })).toBeInTheDocument());
    await user.selectOptions(screen.getByRole('combobox', { name: 'Categoría' }), 'Hogar');
    await user.click(screen.getByRole('radio', { name: 'En tienda física' }));
    await user.type(screen.getByRole('textbox', { name: 'Ciudad' }), 'Cali');
    await user.type(screen.getByRole('textbox', { name: 'Descripción de la oferta' }), 'Bicicleta de ruta en descuento.');

    // A link without its scheme is a rule the BFF shares with the form: fix it first.
    await user.click(screen.getByRole('button', { name: 'Publicar oferta' }));
    expect(screen.getByRole('textbox', { name: 'Enlace de la oferta' })).toHaveAccessibleDescription(/empiece por http:\/\/ o https:\/\//);
    await user.clear(screen.getByRole('textbox', { name: 'Enlace de la oferta' }));
    await user.click(screen.getByRole('button', { name: 'Publicar oferta' }));

    expect(await screen.findByText('La categoría elegida no existe.')).toBeInTheDocument();
    expect(posted(requests)[0]!.json).toMatchObject({ shop: null, shop_name: 'Bicis del Valle', availability: 'in_store', city: 'Cali', url: null });
    expect(screen.getByRole('textbox', { name: 'Título' })).toHaveValue('Bicicleta de ruta Shimano Claris');
    expect(screen.getByRole('button', { name: 'Publicar oferta' })).toBeEnabled();
  });

  it('the shop list follows the keyboard and a picked shop can be changed', async () => {
    shareApi();
    const { user } = renderRoutes(remote.routes, { route: '/comparte/oferta/offer' });
    const box = await screen.findByRole('combobox', { name: 'Tienda' });
    await user.type(box, 'ex');
    const list = await screen.findByRole('listbox', { name: 'Tiendas' }, { timeout: 2000 });
    expect(within(list).getAllByRole('option').map((option) => option.textContent)).toEqual(['Éxito', 'Exclusiva Store']);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', within(list).getAllByRole('option')[1]!.id);
    await user.keyboard('{Enter}');
    expect(box).toHaveValue('Exclusiva Store');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.click(screen.getByRole('button', { name: 'Cambiar de tienda' }));
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
  });
});

describe('where a new share opens', () => {
  it('an offer on its page; a code in the coupon modal over its shop, or on its page without a shop', () => {
    const offer = offerDetail({ id: CREATED_ID, kind: 'offer', public_url: `/ofertas/tv-${CREATED_ID}` });
    expect(sharedPath(offer)).toBe(`/ofertas/tv-${CREATED_ID}`);
    const code = offerDetail({ id: CREATED_ID, kind: 'coupon', public_url: `/ofertas/cupon-${CREATED_ID}` });
    expect(sharedPath(code)).toBe(`/cupones/exito?active_coupon=${CREATED_ID}`);
    expect(sharedPath({ ...code, shop: null })).toBe(`/ofertas/cupon-${CREATED_ID}`);
  });
});

describe('sharing a code', () => {
  beforeEach(() => {
    localStorage.clear();
    signIn();
  });

  it('asks for the discount, sends code, terms and the validity in Bogotá time, then opens the coupon modal on its shop', async () => {
    const requests = shareApi();
    const { user, store } = renderRoutes(remote.routes, { route: '/comparte/cupon/coupon' });
    await user.type(await screen.findByRole('textbox', { name: 'Título' }), '15% en toda la tienda Alkosto');
    await user.click(screen.getByRole('button', { name: 'Publicar código' }));
    expect(screen.getByRole('textbox', { name: 'Descuento' })).toHaveAccessibleDescription('Indica el descuento del cupón (por ejemplo 20% o $50.000).');
    expect(screen.getByRole('textbox', { name: 'Enlace donde se usa el código' })).toHaveAccessibleDescription('Pega el enlace del código en la tienda.');
    expect(screen.queryByRole('textbox', { name: 'Precio de la oferta ($)' })).not.toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Enlace donde se usa el código' }), 'https://www.alkosto.com');
    await pickShop(user, 'alk', 'Alkosto');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Hogar' })).toBeInTheDocument());
    await user.selectOptions(screen.getByRole('combobox', { name: 'Categoría' }), 'Hogar');
    await user.type(screen.getByRole('textbox', { name: 'Código' }), 'ALKO15');
    await user.type(screen.getByRole('textbox', { name: 'Descuento' }), '15%');
    const [startDay, endDay] = [dateIn(1), dateIn(31)];
    fireEvent.change(screen.getByLabelText('Válido desde'), { target: { value: startDay } });
    fireEvent.change(screen.getByLabelText('Hasta'), { target: { value: endDay } });
    await user.type(screen.getByRole('textbox', { name: 'Condiciones' }), 'Compra mínima de $100.000.');
    await act(async () => {
      await user.click(screen.getByRole('button', { name: 'Publicar código' }));
    });

    await waitFor(() => expect(posted(requests)).toHaveLength(1));
    expect(posted(requests)[0]!.json).toMatchObject({
      kind: 'coupon',
      shop: 'alkosto',
      category: encodeCategoryId('hogar'),
      code: 'ALKO15',
      reduction: '15%',
      tyt: 'Compra mínima de $100.000.',
      init_date: `${startDay}T05:00:00.000Z`,
      end_date: new Date(`${endDay}T23:59:59-05:00`).toISOString(),
      description: null,
      price: null,
      previous_price: null,
      shipping_cost: null,
    });
    // The page may draw twice (its data refetched after the publish): wait for the settled one.
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Cupones Alkosto' })).toBeInTheDocument());
    expect(selectAlert(store.getState())).toMatchObject({ type: 'success', message: 'Tu código ya está publicado. ¡Gracias por compartir!' });
  });

  it("warns of a near-identical code of the same shop, without asking about the shop's home page link", async () => {
    shareApi();
    const existing = { id: '65a1f0c2e4b0a1b2c3d40001', title: '15% en toda la tienda Alkosto', public_url: '/ofertas/15-en-toda-la-tienda-alkosto-65a1f0c2e4b0a1b2c3d40001', match: 'title' };
    const asked: URLSearchParams[] = [];
    const original = global.fetch;
    global.fetch = jest.fn(async (input: Request) => {
      const url = new URL(input.url);
      if (url.pathname !== '/api/v1/offers/duplicates') return original(input);
      asked.push(url.searchParams);
      return Response.json({ items: [existing] });
    }) as unknown as typeof fetch;
    const { user } = renderRoutes(remote.routes, { route: '/comparte/cupon/coupon' });
    await user.type(await screen.findByRole('textbox', { name: 'Título' }), '15% en toda la tienda Alkosto');
    await user.type(screen.getByRole('textbox', { name: 'Enlace donde se usa el código' }), 'https://www.alkosto.com');
    await pickShop(user, 'alk', 'Alkosto');
    expect(await screen.findByText('Parece que alguien ya compartió esta oferta.', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: existing.title })).toHaveAttribute('href', existing.public_url);
    expect(asked.at(-1)?.get('shop')).toBe('alkosto');
    expect(asked.every((query) => !query.get('url'))).toBe(true);
  });

  it('an end date before the start is refused before sending', async () => {
    const requests = shareApi();
    const { user } = renderRoutes(remote.routes, { route: '/comparte/cupon/coupon' });
    fireEvent.change(await screen.findByLabelText('Válido desde'), { target: { value: dateIn(10) } });
    fireEvent.change(screen.getByLabelText('Hasta'), { target: { value: dateIn(5) } });
    await user.click(screen.getByRole('button', { name: 'Publicar código' }));
    expect(screen.getByLabelText('Hasta')).toHaveAccessibleDescription(/La fecha de fin debe ser posterior a la de inicio\./);
    expect(posted(requests)).toHaveLength(0);
  });
});
