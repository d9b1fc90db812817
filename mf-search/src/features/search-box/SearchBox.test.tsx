import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { makeStore } from '@gangazo/platform';
import { renderWithProviders } from '@gangazo/platform/testing';
import remote from '../../remote';
import { DEFAULT_OFFER_IMAGE } from './results';
import type { SearchResponse } from './searchApi';

const EMPTY: SearchResponse = { coupons: [], shops: [], categories: [], offers: [], users: [] };
const SHOP_ID = '64b000000000000000000001';
const COUPON_ID = '64b000000000000000000002';
const OFFER_ID = '64b000000000000000000003';
const USER_ID = '64b000000000000000000004';

const FULL: SearchResponse = {
  coupons: [{ id: COUPON_ID, name: '20% en mercado', nameShop: 'Éxito' }],
  shops: [{ id: SHOP_ID, name: 'Éxito', public_url: '/cupones/exito', image_url: null }],
  categories: [{ name: 'Electrodomésticos', public_url: '/categorias/electrodomesticos', icon_url: null, image_url: null }],
  offers: [
    {
      id: OFFER_ID,
      name: 'Televisor Samsung 55 pulgadas 4K Crystal UHD',
      image_key: 'offer/64b0000000000000000000aa',
      image_url: 'https://cdn.example.co/tv.jpg',
      public_url: `/ofertas/televisor-samsung-55-pulgadas-4k-crystal-uhd-${OFFER_ID}`,
      expired: false,
      nameShop: 'Alkosto',
      price: 1_899_900,
    },
  ],
  users: [{ id: USER_ID, username: 'exitosa_ahorradora', avatar: null }],
};

interface Pending {
  url: string;
  signal: AbortSignal | undefined;
  resolve: (body: SearchResponse) => void;
  fail: (status: number) => void;
}

let searches: Pending[];
let posts: { url: string; body: unknown }[];
let fetchMock: jest.Mock;

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

beforeEach(() => {
  jest.useFakeTimers();
  searches = [];
  posts = [];
  fetchMock = jest.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (init?.method === 'POST') {
      posts.push({ url, body: JSON.parse(String(init.body)) });
      return Promise.resolve(new Response(JSON.stringify({ counted: true }), { status: 200 }));
    }
    return new Promise<Response>((resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      searches.push({
        url,
        signal: init?.signal ?? undefined,
        resolve: (body) => resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } })),
        fail: (status) => resolve(new Response(JSON.stringify({ statusCode: status, message: 'Error' }), { status })),
      });
    });
  });
  global.fetch = fetchMock as unknown as typeof fetch;
});

afterEach(() => {
  jest.useRealTimers();
});

function renderBox(route = '/') {
  const SearchBox = remote.slots?.['topbar.search'];
  if (!SearchBox) throw new Error('mf-search must fill the topbar.search slot');
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderWithProviders(
    <>
      <SearchBox />
      <LocationProbe />
    </>,
    { route },
  );
  const input = screen.getByRole('combobox', { name: 'Buscar ofertas, cupones y tiendas' });
  return { user, input };
}

async function advance(ms: number) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
}

async function answer(index: number, body: SearchResponse) {
  await act(async () => {
    searches[index]?.resolve(body);
  });
}

/** An offer option is named by its whole title, then what is shown beside it: shop and price. */
const TV_OPTION = 'Televisor Samsung 55 pulgadas 4K Crystal UHD, Alkosto · $\u00a01.899.900';

// A hidden element has no accessible name, so the listbox is found by role alone.
const listbox = () => screen.getByRole('listbox', { hidden: true });

describe('search box on a server-rendered page', () => {
  it('takes what the visitor typed into the server\'s field before its code arrived, and searches it', async () => {
    const SearchBox = remote.slots?.['topbar.search'];
    if (!SearchBox) throw new Error('mf-search must fill the topbar.search slot');
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <Provider store={makeStore()}>
        <MemoryRouter>
          <SearchBox />
        </MemoryRouter>
      </Provider>,
    );
    document.body.append(container);
    // Typed while the shell still held the search box's code (the field is plain HTML then).
    const field = container.querySelector('input');
    if (!field) throw new Error('the server rendered no field');
    field.value = 'samsung';

    renderWithProviders(<SearchBox />, { container, hydrate: true });
    expect(screen.getByRole('combobox', { name: 'Buscar ofertas, cupones y tiendas' })).toHaveValue('samsung');
    await advance(300);
    expect(searches.map((search) => search.url)).toEqual([expect.stringContaining('/api/v1/search/samsung')]);
    await answer(0, FULL);
    expect(screen.getByRole('option', { name: TV_OPTION, hidden: true })).toBeInTheDocument();
  });
});

describe('search box', () => {
  it('searches nothing under 3 trimmed characters and exactly one request from 3, 300 ms after typing stops', async () => {
    const { user, input } = renderBox();
    await user.type(input, 'ab ');
    await advance(1000);
    expect(searches).toHaveLength(0);

    await user.clear(input);
    await user.type(input, 'televisor');
    await advance(299);
    expect(searches).toHaveLength(0);
    await advance(1);
    expect(searches.map((s) => s.url)).toEqual(['/api/v1/search/televisor']);
    await advance(1000);
    expect(searches).toHaveLength(1);
  });

  it('restarts the 300 ms wait on every keystroke: fast typing makes one request, for the whole term', async () => {
    const { user, input } = renderBox();
    await user.type(input, 'tel');
    await advance(250);
    await user.type(input, 'e');
    await advance(250);
    // 500 ms since 'tel', 250 since 'tele': a timer that did not restart would have fired for 'tel'.
    expect(searches).toHaveLength(0);
    await advance(60);
    expect(searches.map((s) => s.url)).toEqual(['/api/v1/search/tele']);
    await advance(1000);
    expect(searches).toHaveLength(1);
  });

  it('sends the trimmed term, encoded', async () => {
    const { user, input } = renderBox();
    await user.type(input, 'zapatos niño  ');
    await advance(300);
    expect(searches[0]?.url).toBe(`/api/v1/search/${encodeURIComponent('zapatos niño')}`);
  });

  it('shows a loading indicator, then the titled groups with labels cut at 30 characters', async () => {
    const { user, input } = renderBox();
    await user.type(input, 'exi');
    await advance(300);
    expect(screen.getByRole('status')).toHaveTextContent('Buscando…');
    expect(input).toHaveAttribute('aria-expanded', 'true');

    await answer(0, FULL);
    expect(screen.queryByText('Buscando…')).not.toBeInTheDocument();
    const list = screen.getByRole('listbox', { name: 'Resultados de búsqueda' });
    expect(list).toBeVisible();
    const groups = within(list as HTMLElement).getAllByRole('group');
    expect(groups.map((group) => group.getAttribute('aria-labelledby') && document.getElementById(group.getAttribute('aria-labelledby') ?? '')?.textContent)).toEqual([
      'Cupones más buscados',
      'Tiendas más buscadas',
      'Categorias más buscadas',
      'Ofertas más buscadas',
      'Usuarios',
    ]);
    expect(within(groups[1] as HTMLElement).getByRole('option', { name: 'Éxito' })).toBeVisible();
    expect(screen.getByText('Televisor Samsung 55 pulgadas ...')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: TV_OPTION })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Electrodomésticos' })).toBeInTheDocument();
    // What is shown (cut) is part of what is read (the whole name): no aria-label overriding it.
    expect(screen.getByRole('option', { name: TV_OPTION })).not.toHaveAttribute('aria-label');
  });

  it('shows the empty state when nothing matches', async () => {
    const { user, input } = renderBox();
    await user.type(input, 'zzzzqq');
    await advance(300);
    await answer(0, EMPTY);
    expect(screen.getByText('No encontramos resultados', { selector: 'p' })).toBeVisible();
    expect(screen.getByText('Intenta con otros términos o revisa que la palabra esté bien escrita')).toBeVisible();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('empties the results on an error, shows nothing and reports it', async () => {
    const { user, input } = renderBox();
    await user.type(input, 'exi');
    await advance(300);
    await answer(0, FULL);
    // Five results and 'Ver todos los resultados'.
    expect(screen.getAllByRole('option')).toHaveLength(6);

    await user.type(input, 't');
    await advance(300);
    await act(async () => searches[1]?.fail(500));
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(listbox()).not.toBeVisible();
    expect(screen.queryByText('No encontramos resultados', { selector: 'p' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/monitoring', expect.objectContaining({ method: 'POST' }));
  });

  it('shows only the latest answer: a slow earlier one never overwrites it', async () => {
    const { user, input } = renderBox();
    await user.type(input, 'tel');
    await advance(300);
    await user.type(input, 'e');
    await advance(300);
    expect(searches.map((s) => s.url)).toEqual(['/api/v1/search/tel', '/api/v1/search/tele']);
    expect(searches[0]?.signal?.aborted).toBe(true);

    await answer(1, { ...EMPTY, shops: [{ id: SHOP_ID, name: 'Tienda nueva', public_url: '/cupones/tienda-nueva', image_url: null }] });
    await answer(0, { ...EMPTY, shops: [{ id: SHOP_ID, name: 'Respuesta vieja', public_url: '/cupones/vieja', image_url: null }] });
    expect(screen.getByRole('option', { name: 'Tienda nueva' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Respuesta vieja' })).not.toBeInTheDocument();
  });

  it('never shows an older answer, even when its request was not aborted', async () => {
    // A fetch that ignores abort signals (as some proxies, polyfills and caches do): both answers arrive.
    fetchMock.mockImplementation((input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'POST') return Promise.resolve(new Response(JSON.stringify({ counted: true }), { status: 200 }));
      return new Promise<Response>((resolve) => {
        searches.push({
          url: String(input),
          signal: init?.signal ?? undefined,
          resolve: (body) => resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } })),
          fail: (status) => resolve(new Response(JSON.stringify({ statusCode: status, message: 'Error' }), { status })),
        });
      });
    });
    const shop = (name: string): SearchResponse => ({ ...EMPTY, shops: [{ id: SHOP_ID, name, public_url: '/cupones/x', image_url: null }] });
    const { user, input } = renderBox();
    await user.type(input, 'tel');
    await advance(300);
    await user.type(input, 'e');
    await advance(300);
    await user.type(input, 'v');
    await advance(300);
    expect(searches.map((s) => s.url)).toEqual(['/api/v1/search/tel', '/api/v1/search/tele', '/api/v1/search/telev']);

    // The middle answer comes before the newest: it is not shown, the box keeps waiting.
    await answer(1, shop('Respuesta de tele'));
    expect(screen.queryByRole('option', { name: 'Respuesta de tele' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Buscando…');

    await answer(2, shop('Respuesta de telev'));
    expect(screen.getByRole('option', { name: 'Respuesta de telev' })).toBeInTheDocument();

    // The oldest answer comes last, unaborted: it changes nothing.
    await answer(0, shop('Respuesta de tel'));
    expect(screen.queryByRole('option', { name: 'Respuesta de tel' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('option').map((option) => option.getAttribute('title') ?? option.textContent)).toEqual(['Respuesta de telev', 'Ver todos los resultados de «telev»']);
    expect(screen.queryByText('Buscando…')).not.toBeInTheDocument();
  });

  it('closes and clears when the text drops under 3 characters', async () => {
    const { user, input } = renderBox();
    await user.type(input, 'exi');
    await advance(300);
    await answer(0, FULL);
    await user.type(input, '{Backspace}');
    expect(listbox()).not.toBeVisible();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    // Back to 3 characters: the old results are gone, a new search runs.
    await user.type(input, 'i');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    await advance(300);
    expect(searches).toHaveLength(2);
  });

  it('resets 200 ms after the box loses focus', async () => {
    const { user, input } = renderBox();
    await user.type(input, 'exi');
    await advance(300);
    await answer(0, FULL);
    await user.tab();
    await advance(199);
    expect(input).toHaveValue('exi');
    expect(listbox()).toBeVisible();
    await advance(1);
    expect(input).toHaveValue('');
    expect(listbox()).not.toBeVisible();
  });

  it('blocks a leading space and shows the clear button only while there is text', async () => {
    const { user, input } = renderBox();
    expect(screen.queryByRole('button', { name: 'Borrar búsqueda' })).not.toBeInTheDocument();
    await user.type(input, '  tv samsung');
    expect(input).toHaveValue('tv samsung');
    await user.click(screen.getByRole('button', { name: 'Borrar búsqueda' }));
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Borrar búsqueda' })).not.toBeInTheDocument();
  });

  it('moves through results with the arrow keys and opens the active one with Enter', async () => {
    const { user, input } = renderBox('/ofertas?page=2');
    await user.type(input, 'exi');
    await advance(300);
    await answer(0, FULL);

    await user.keyboard('{ArrowDown}');
    const coupon = screen.getByRole('option', { name: '20% en mercado, Éxito' });
    expect(coupon).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', coupon.id);
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Éxito' })).toHaveAttribute('aria-selected', 'true');
    expect(coupon).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    // Up from the first result wraps to the last row, 'Ver todos los resultados', then the users.
    expect(screen.getByRole('option', { name: 'Ver todos los resultados de «exi»' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('option', { name: 'exitosa_ahorradora' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');

    expect(screen.getByTestId('location')).toHaveTextContent(/^\/cupones\/exito$/);
    expect(input).toHaveValue('');
    expect(listbox()).not.toBeVisible();
    expect(posts).toEqual([{ url: '/api/v1/search/clicks', body: { group: 'shops', id: SHOP_ID, term: 'exi' } }]);
  });

  it('closes the list with Escape', async () => {
    const { user, input } = renderBox();
    await user.type(input, 'exi');
    await advance(300);
    await answer(0, FULL);
    await user.keyboard('{Escape}');
    expect(listbox()).not.toBeVisible();
    expect(input).toHaveValue('exi');
    await user.keyboard('{ArrowDown}');
    expect(listbox()).toBeVisible();
  });

  it('opens each kind of result where a shopper expects', async () => {
    const cases: [string, RegExp][] = [
      ['20% en mercado, Éxito', new RegExp(`^/ofertas\\?page=2&active_coupon=${COUPON_ID}$`)],
      ['Electrodomésticos', /^\/categorias\/electrodomesticos$/],
      [TV_OPTION, new RegExp(`^/ofertas/televisor-samsung-55-pulgadas-4k-crystal-uhd-${OFFER_ID}$`)],
      ['exitosa_ahorradora', new RegExp(`^/perfil/${USER_ID}$`)],
    ];
    const { user, input } = renderBox('/ofertas?page=2');
    for (const [index, [name, path]] of cases.entries()) {
      await user.type(input, 'exi');
      await advance(300);
      await answer(index, FULL);
      await user.click(screen.getByRole('option', { name }));
      expect(screen.getByTestId('location')).toHaveTextContent(path);
      await user.click(input);
    }
    expect(posts.map((post) => (post.body as { group: string }).group)).toEqual(['coupons', 'categories', 'offers', 'users']);
    expect(posts[1]?.body).toEqual({ group: 'categories', id: 'electrodomesticos', term: 'exi' });
  });

  it('falls back from image_key to image_url to the default offer image', async () => {
    const { user, input } = renderBox();
    await user.type(input, 'tel');
    await advance(300);
    const offer = FULL.offers[0]!;
    await answer(0, {
      ...EMPTY,
      offers: [
        offer,
        { ...offer, id: '64b0000000000000000000b1', name: 'Solo URL', image_key: null },
        { ...offer, id: '64b0000000000000000000b2', name: 'Sin imagen', image_key: null, image_url: null },
      ],
    });
    const image = (name: string) => screen.getByRole('option', { name: `${name}, Alkosto · $\u00a01.899.900` }).querySelector('img');
    const withKey = image(offer.name);
    expect(withKey).toHaveAttribute('src', '/api/v1/images/offer/64b0000000000000000000aa?width=64&height=64');
    fireEvent.error(withKey as HTMLImageElement);
    expect(image(offer.name)).toHaveAttribute('src', 'https://cdn.example.co/tv.jpg');
    fireEvent.error(image(offer.name) as HTMLImageElement);
    expect(image(offer.name)).toHaveAttribute('src', DEFAULT_OFFER_IMAGE);
    expect(image('Solo URL')).toHaveAttribute('src', 'https://cdn.example.co/tv.jpg');
    expect(image('Sin imagen')).toHaveAttribute('src', DEFAULT_OFFER_IMAGE);
  });

  it("shows each offer's shop and price in pesos beside its cut label, and Expirada when it is", async () => {
    const { user, input } = renderBox();
    await user.type(input, 'tel');
    await advance(300);
    const offer = FULL.offers[0]!;
    await answer(0, {
      ...EMPTY,
      offers: [
        offer,
        { ...offer, id: '64b0000000000000000000c1', name: 'Sin tienda ni precio', nameShop: '', price: null },
        { ...offer, id: '64b0000000000000000000c2', name: 'Plancha vencida', nameShop: 'Éxito', price: 89_900, expired: true },
      ],
    });
    const tv = screen.getByRole('option', { name: TV_OPTION });
    expect(within(tv).getByText('Televisor Samsung 55 pulgadas ...')).toBeVisible();
    // Text matching folds the no-break space es-CO puts after '$' into a plain one.
    expect(within(tv).getByText('Alkosto · $ 1.899.900')).toBeVisible();
    expect(screen.getByRole('option', { name: 'Sin tienda ni precio' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Plancha vencida, Éxito · $\u00a089.900 · Expirada' })).toBeInTheDocument();
  });

  it('ends the list with "Ver todos los resultados de «…»", which opens the results page', async () => {
    const { user, input } = renderBox('/ofertas');
    await user.type(input, 'zapatos niño');
    await advance(300);
    await answer(0, FULL);
    const options = screen.getAllByRole('option');
    const last = options[options.length - 1] as HTMLElement;
    expect(last).toHaveAccessibleName('Ver todos los resultados de «zapatos niño»');
    expect(last).toHaveTextContent('Ver todos los resultados de «zapatos niño»');
    // Outside every group: it is not one of the 'más buscados'.
    expect(last.closest('[role="group"]')).toBeNull();
    await user.click(last);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/buscar\?q=zapatos%20ni%C3%B1o$/);
    expect(input).toHaveValue('');
    expect(posts).toEqual([]);
  });

  it('cuts a long term in the last row like every label', async () => {
    const { user, input } = renderBox();
    await user.type(input, 'televisor samsung crystal uhd de 55 pulgadas');
    await advance(300);
    await answer(0, FULL);
    expect(screen.getByRole('option', { name: 'Ver todos los resultados de «televisor samsung crystal uhd ...»' })).toBeInTheDocument();
  });

  it('opens the results page with Enter when no result is active, even before the answer arrives', async () => {
    const { user, input } = renderBox('/ofertas?page=2');
    await user.type(input, 'licuadora{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/buscar\?q=licuadora$/);
    expect(input).toHaveValue('');
  });

  it('reaches the last row with the arrow keys and opens it with Enter', async () => {
    const { user, input } = renderBox();
    await user.type(input, 'exi');
    await advance(300);
    await answer(0, FULL);
    await user.keyboard('{ArrowUp}');
    const seeAll = screen.getByRole('option', { name: 'Ver todos los resultados de «exi»' });
    expect(input).toHaveAttribute('aria-activedescendant', seeAll.id);
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/buscar\?q=exi$/);
  });

  it('does nothing on Enter under 3 characters', async () => {
    const { user, input } = renderBox('/ofertas');
    await user.type(input, 'tv{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/ofertas$/);
    expect(input).toHaveValue('tv');
  });

  it('shows no last row when nothing matches', async () => {
    const { user, input } = renderBox();
    await user.type(input, 'zzzzqq');
    await advance(300);
    await answer(0, EMPTY);
    expect(screen.queryByText(/Ver todos los resultados/)).not.toBeInTheDocument();
  });
});
