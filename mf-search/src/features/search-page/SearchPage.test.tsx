import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { apiError, mockApi, renderWithProviders, type RecordedRequest } from '@gangazo/platform/testing';
import { Routes, Route } from 'react-router';
import remote from '../../remote';
import { COUNTS, hex, offerCard, offersPage } from './fixtures';
import type { SearchResultsResponse } from './searchResultsApi';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** The remote's routes at `route`, with the address shown beside them. */
function renderPage(route: string) {
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <Routes>
        {remote.routes.map((object) => (
          <Route key={object.path} path={object.path} element={object.element} />
        ))}
      </Routes>
      <LocationProbe />
    </>,
    { route },
  );
  return user;
}

const location = () => screen.getByTestId('location').textContent;
const lastQuery = (requests: RecordedRequest[]) => Object.fromEntries(requests.at(-1)?.query ?? []);

/** Answers like the BFF: the offers page asked for, or `byGroup` for the other groups. */
function mockResults(byGroup: Partial<Record<string, SearchResultsResponse>> = {}) {
  return mockApi({
    'GET /api/v1/search': ({ query }) => {
      const group = query.get('group') ?? 'offers';
      if (group !== 'offers') return Response.json(byGroup[group] ?? { ...offersPage(1), group, items: [], total: 0 });
      return Response.json(offersPage(Number(query.get('page') ?? '1'), { order: (query.get('order') ?? 'relevance') as SearchResultsResponse['order'] }));
    },
  });
}

beforeEach(() => {
  // jsdom does not lay out: record where the page asks to be scrolled.
  Element.prototype.scrollIntoView = jest.fn();
});

// React 19 builds `new FormData(form, submitter)` when a submit starts a navigation (a
// transition). This environment's FormData is Node's (for fetch), which cannot read a form; the
// page never uses that data, so an empty one stands in.
const NodeFormData = global.FormData;
global.FormData = class extends NodeFormData {
  constructor() {
    super();
  }
};

describe('results page /buscar', () => {
  it('shows the offers as cards with price in pesos, shop and temperature, and a tab per group with its count', async () => {
    const requests = mockResults();
    renderPage('/buscar?q=samsung');
    expect(screen.getByRole('heading', { level: 1, name: 'Resultados de «samsung»' })).toBeInTheDocument();
    const card = (await screen.findByRole('article', { name: 'Televisor Samsung modelo 1' })) as HTMLElement;
    expect(within(card).getByText('$ 1.001.000')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Alkosto' })).toHaveAttribute('href', '/cupones/alkosto');
    expect(within(card).getByText(/41\s*°/)).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(10);
    expect(screen.getByRole('heading', { level: 2, name: '12 ofertas' })).toBeInTheDocument();
    const tabs = within(screen.getByRole('navigation', { name: 'Tipos de resultado' })).getAllByRole('link');
    expect(tabs.map((tab) => tab.textContent)).toEqual([`Ofertas${COUNTS.offers}`, 'Cupones1', 'Tiendas1', 'Categorías0', 'Foro2', 'Usuarios1']);
    expect(tabs[0]).toHaveAttribute('aria-current', 'page');
    expect(lastQuery(requests)).toEqual({ q: 'samsung', group: 'offers', order: 'relevance', page: '1' });
  });

  it('pages through the results with links that keep the rest of the address', async () => {
    const requests = mockResults();
    const user = renderPage('/buscar?q=samsung&tienda=alkosto');
    await screen.findByRole('article', { name: 'Televisor Samsung modelo 1' });
    const pager = screen.getByRole('navigation', { name: 'Páginas de resultados' });
    expect(within(pager).getByText('Página 1 de 2')).toBeInTheDocument();
    await user.click(within(pager).getByRole('link', { name: 'Siguiente →' }));
    expect(location()).toBe('/buscar?q=samsung&tienda=alkosto&pagina=2');
    // Back to the top of the results, with focus on their heading for screen readers.
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 2, name: '12 ofertas' })).toHaveFocus();
    expect(await screen.findByRole('article', { name: 'Televisor Samsung modelo 12' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(lastQuery(requests)).toMatchObject({ page: '2', shop: 'alkosto' });
    expect(within(pager).queryByRole('link', { name: 'Siguiente →' })).not.toBeInTheDocument();
    expect(within(pager).getByRole('link', { name: '← Anterior' })).toHaveAttribute('href', '/buscar?q=samsung&tienda=alkosto');
  });

  it('filters by shop, category and active only, each change in the address on page 1', async () => {
    const requests = mockResults();
    const user = renderPage('/buscar?q=samsung&pagina=2');
    await screen.findByRole('article', { name: 'Televisor Samsung modelo 12' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tienda' }), 'Éxito (4)');
    expect(location()).toBe('/buscar?q=samsung&tienda=exito');
    await waitFor(() => expect(lastQuery(requests)).toMatchObject({ shop: 'exito', page: '1' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Categoría' }), 'Televisores (12)');
    await user.click(screen.getByRole('checkbox', { name: 'Solo vigentes' }));
    expect(location()).toBe('/buscar?q=samsung&tienda=exito&categoria=televisores&vigentes=1');
    await waitFor(() => expect(lastQuery(requests)).toEqual({ q: 'samsung', group: 'offers', order: 'relevance', page: '1', shop: 'exito', category: 'televisores', active: 'true' }));
    await user.click(screen.getByRole('link', { name: 'Quitar filtros' }));
    expect(location()).toBe('/buscar?q=samsung');
  });

  it("folds the filters behind one button on phones, which tells how many are set and stays open while they change", async () => {
    mockResults();
    const user = renderPage('/buscar?q=samsung&tienda=exito&precio_min=100&precio_max=900');
    await screen.findByRole('article', { name: 'Televisor Samsung modelo 1' });
    const toggle = screen.getByRole('button', { name: 'Filtros 2 activos' });
    const fields = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(fields).toContainElement(screen.getByRole('combobox', { name: 'Tienda' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('form', { name: 'Filtros' })).not.toHaveAttribute('data-open');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('form', { name: 'Filtros' })).toHaveAttribute('data-open');
    await user.click(screen.getByRole('checkbox', { name: 'Solo vigentes' }));
    expect(location()).toBe('/buscar?q=samsung&tienda=exito&vigentes=1&precio_min=100&precio_max=900');
    expect(screen.getByRole('button', { name: 'Filtros 3 activos' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('link', { name: 'Quitar filtros' }));
    expect(screen.getByRole('button', { name: 'Filtros' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('applies a price range typed the Colombian way, and refuses a minimum above the maximum', async () => {
    const requests = mockResults();
    const user = renderPage('/buscar?q=samsung');
    await screen.findByRole('article', { name: 'Televisor Samsung modelo 1' });
    await user.type(screen.getByRole('textbox', { name: 'Mínimo' }), '2.000.000');
    await user.type(screen.getByRole('textbox', { name: 'Máximo' }), '1.000.000');
    await user.click(screen.getByRole('button', { name: 'Aplicar precio' }));
    expect(screen.getByRole('alert')).toHaveTextContent('El precio mínimo no puede ser mayor que el precio máximo.');
    expect(location()).toBe('/buscar?q=samsung');
    await user.clear(screen.getByRole('textbox', { name: 'Mínimo' }));
    await user.type(screen.getByRole('textbox', { name: 'Mínimo' }), '$ 500.000');
    await user.click(screen.getByRole('button', { name: 'Aplicar precio' }));
    expect(location()).toBe('/buscar?q=samsung&precio_min=500000&precio_max=1000000');
    await waitFor(() => expect(lastQuery(requests)).toMatchObject({ min_price: '500000', max_price: '1000000' }));
  });

  it('orders by what is chosen; tabs without prices offer only relevance and newest', async () => {
    const requests = mockResults({
      shops: { ...offersPage(1), group: 'shops', total: 1, items: [{ id: hex(7), name: 'Samsung Store', public_url: '/cupones/samsung-store', image_url: null }], facets: { shops: [], categories: [] } } as SearchResultsResponse,
    });
    const user = renderPage('/buscar?q=samsung');
    await screen.findByRole('article', { name: 'Televisor Samsung modelo 1' });
    const order = screen.getByRole('combobox', { name: 'Ordenar por' });
    expect(within(order).getAllByRole('option').map((option) => option.textContent)).toEqual(['Relevancia', 'Más recientes', 'Más calientes', 'Menor precio', 'Mayor precio']);
    await user.selectOptions(order, 'Mayor precio');
    expect(location()).toBe('/buscar?q=samsung&orden=mayor-precio');
    await waitFor(() => expect(lastQuery(requests)).toMatchObject({ order: 'price_desc' }));

    await user.click(screen.getByRole('link', { name: /^Tiendas/ }));
    expect(location()).toBe('/buscar?q=samsung&tipo=tiendas');
    expect(await screen.findByRole('link', { name: 'Samsung Store' })).toHaveAttribute('href', '/cupones/samsung-store');
    expect(within(screen.getByRole('combobox', { name: 'Ordenar por' })).getAllByRole('option').map((option) => option.textContent)).toEqual(['Relevancia', 'Más recientes']);
    // No shop or price filters where there are no prices.
    expect(screen.queryByRole('form', { name: 'Filtros' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '1 tienda' })).toBeInTheDocument();
  });

  it('lists forum topics with their comment count', async () => {
    mockResults({
      topics: {
        ...offersPage(1),
        group: 'topics',
        total: 1,
        items: [{ id: hex(9), title: '¿Vale la pena el Samsung A55?', public_url: `/forum/${hex(9)}/vale-la-pena`, comments_count: 3, last_activity_at: '2025-03-06T15:00:00.000Z' }],
        facets: { shops: [], categories: [] },
      } as SearchResultsResponse,
    });
    renderPage('/buscar?q=samsung&tipo=foro');
    const link = await screen.findByRole('link', { name: '¿Vale la pena el Samsung A55?' });
    expect(link).toHaveAttribute('href', `/forum/${hex(9)}/vale-la-pena`);
    expect(screen.getByText('3 comentarios · 6 de marzo de 2025')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Foro/ })).toHaveAttribute('aria-current', 'page');
  });

  it('says so in the SPEC words when nothing matches, and offers to drop the filters', async () => {
    mockApi({ 'GET /api/v1/search': () => Response.json(offersPage(1, { items: [], total: 0, counts: { ...COUNTS, offers: 0 } })) });
    renderPage('/buscar?q=zzzqqq&vigentes=1');
    expect(await screen.findByText('No encontramos resultados')).toBeInTheDocument();
    expect(screen.getByText('Intenta con otros términos o revisa que la palabra esté bien escrita')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver resultados sin filtros' })).toHaveAttribute('href', '/buscar?q=zzzqqq');
    expect(screen.queryByRole('navigation', { name: 'Páginas de resultados' })).not.toBeInTheDocument();
    // A filter is set, so the filters stay to undo it.
    expect(screen.getByRole('form', { name: 'Filtros' })).toBeInTheDocument();
  });

  it('leaves the filters out when nothing matches and none is set', async () => {
    mockApi({ 'GET /api/v1/search': () => Response.json(offersPage(1, { items: [], total: 0, counts: { ...COUNTS, offers: 0 } })) });
    renderPage('/buscar?q=zzzqqq');
    expect(await screen.findByText('No encontramos resultados')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Filtros' })).not.toBeInTheDocument();
  });

  it('explains a bad address in Spanish without asking the BFF', async () => {
    const requests = mockResults();
    renderPage('/buscar?q=tv');
    expect(screen.getByRole('alert')).toHaveTextContent('Escribe al menos 3 letras o números para buscar.');
    cleanupAndRender('/buscar?q=samsung&precio_min=caro');
    expect(screen.getByRole('alert')).toHaveTextContent('El precio mínimo debe ser un número entero de pesos, sin puntos ni signos.');
    expect(screen.getByRole('link', { name: 'Ver todos los resultados de «samsung»' })).toHaveAttribute('href', '/buscar?q=samsung');
    expect(requests).toHaveLength(0);
  });

  it("shows the BFF's message when it refuses the search", async () => {
    mockApi({ 'GET /api/v1/search': () => apiError(400, 'Escribe al menos 3 letras o números para buscar.') });
    renderPage('/buscar?q=%C2%BF%C2%BF%C2%BFab%C3%B1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Escribe al menos 3 letras o números para buscar.');
  });

  it('keeps the coupon modal address on a coupon card', async () => {
    const coupon = offerCard(50, { kind: 'coupon', title: '10% en celulares Samsung', reduction: '10%' });
    mockResults({ coupons: { ...offersPage(1), group: 'coupons', total: 1, items: [coupon] } as SearchResultsResponse });
    renderPage('/buscar?q=samsung&tipo=cupones');
    const link = await screen.findByRole('link', { name: /10% en celulares Samsung/ });
    expect(link.getAttribute('href')).toBe(`/buscar?q=samsung&tipo=cupones&active_coupon=${coupon.id}`);
  });
});

function cleanupAndRender(route: string) {
  document.body.innerHTML = '';
  renderPage(route);
}
