// The whole state of the results page lives in its address, so a search can be shared or reloaded
// as it was: `/buscar?q=samsung&tipo=ofertas&tienda=exito&categoria=celulares&vigentes=1&
// precio_min=100000&precio_max=2000000&orden=menor-precio&pagina=2`. Spanish in the address (what a
// person reads), the API's English names in the request to the BFF.
import {
  FILTERABLE_GROUPS,
  SEARCH_LIMITS,
  SEARCH_MAX_LENGTH_MESSAGE,
  SEARCH_MIN_LENGTH_MESSAGE,
  SEARCH_PRICE_RANGE_MESSAGE,
  SEARCH_RESULTS_LIMITS,
  SEARCH_RESULT_ORDERS,
  countSearchable,
  type SearchResultGroup,
  type SearchResultOrder,
} from '@gangazo/contracts/catalog/search-rules';

export type { SearchResultGroup, SearchResultOrder };

export const SEARCH_PAGE_PATH = '/buscar';

/** The address's word for each group, and its tab's name. */
export const GROUP_SLUGS: Record<SearchResultGroup, string> = {
  offers: 'ofertas',
  coupons: 'cupones',
  shops: 'tiendas',
  categories: 'categorias',
  topics: 'foro',
  users: 'usuarios',
};
export const GROUP_LABELS: Record<SearchResultGroup, string> = {
  offers: 'Ofertas',
  coupons: 'Cupones',
  shops: 'Tiendas',
  categories: 'Categorías',
  topics: 'Foro',
  users: 'Usuarios',
};

export const ORDER_SLUGS: Record<SearchResultOrder, string> = {
  relevance: 'relevancia',
  newest: 'recientes',
  hot: 'mas-calientes',
  price_asc: 'menor-precio',
  price_desc: 'mayor-precio',
};
export const ORDER_LABELS: Record<SearchResultOrder, string> = {
  relevance: 'Relevancia',
  newest: 'Más recientes',
  hot: 'Más calientes',
  price_asc: 'Menor precio',
  price_desc: 'Mayor precio',
};

/** Orders a group can use: shops, categories, topics and users have no price or temperature. */
export function ordersFor(group: SearchResultGroup): SearchResultOrder[] {
  return isFilterable(group) ? [...SEARCH_RESULT_ORDERS] : ['relevance', 'newest'];
}

export function isFilterable(group: SearchResultGroup): boolean {
  return FILTERABLE_GROUPS.includes(group);
}

export interface SearchPageState {
  /** The trimmed term. */
  q: string;
  group: SearchResultGroup;
  order: SearchResultOrder;
  page: number;
  shop: string | null;
  category: string | null;
  /** Only offers and coupons still valid. */
  active: boolean;
  minPrice: number | null;
  maxPrice: number | null;
}

export type ParsedSearchPage = { ok: true; state: SearchPageState } | { ok: false; q: string; message: string };

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const PRICE = /^\d{1,10}$/;
const PAGE = /^\d{1,4}$/;

const keyOf = <K extends string>(record: Record<K, string>, value: string): K | undefined =>
  (Object.keys(record) as K[]).find((key) => record[key] === value);

/** The term's own problem, if any: SPEC §5's 3 characters (3 letters or digits), at most 100. */
export function termProblem(q: string): string | null {
  const length = Array.from(q).length;
  if (length < SEARCH_LIMITS.minLength || countSearchable(q) < SEARCH_LIMITS.minLength) return SEARCH_MIN_LENGTH_MESSAGE;
  if (length > SEARCH_LIMITS.maxLength) return SEARCH_MAX_LENGTH_MESSAGE;
  return null;
}

/**
 * Reads the address. Anything it cannot honour is a clear Spanish message rather than a silent
 * default: a shared link that says 'precio_min=abc' should not pretend to have filtered.
 */
export function parseSearchPage(params: URLSearchParams): ParsedSearchPage {
  const q = (params.get('q') ?? '').trim();
  const fail = (message: string): ParsedSearchPage => ({ ok: false, q, message });
  const termError = termProblem(q);
  if (termError) return fail(termError);

  const groupParam = params.get('tipo');
  const group = groupParam === null ? 'offers' : keyOf(GROUP_SLUGS, groupParam);
  if (!group) return fail(`No hay resultados de tipo «${groupParam}»: elige ofertas, cupones, tiendas, categorias, foro o usuarios.`);

  const orderParam = params.get('orden');
  const order = orderParam === null ? 'relevance' : keyOf(ORDER_SLUGS, orderParam);
  if (!order || !ordersFor(group).includes(order)) return fail(`No se puede ordenar ${GROUP_LABELS[group].toLowerCase()} por «${orderParam}».`);

  const pageParam = params.get('pagina');
  const page = pageParam === null ? 1 : PAGE.test(pageParam) ? Number(pageParam) : NaN;
  if (!(page >= 1 && page <= SEARCH_RESULTS_LIMITS.maxPage)) return fail(`La página debe ser un número entre 1 y ${SEARCH_RESULTS_LIMITS.maxPage}.`);

  const shop = params.get('tienda');
  if (shop !== null && !SLUG.test(shop)) return fail(`«${shop}» no es una tienda válida.`);
  const category = params.get('categoria');
  if (category !== null && !SLUG.test(category)) return fail(`«${category}» no es una categoría válida.`);

  const activeParam = params.get('vigentes');
  if (activeParam !== null && activeParam !== '1') return fail('El filtro «vigentes» solo admite el valor 1.');

  const price = (name: string, label: string): number | null | string => {
    const value = params.get(name);
    if (value === null) return null;
    if (!PRICE.test(value) || Number(value) > SEARCH_RESULTS_LIMITS.maxPrice) return `El precio ${label} debe ser un número entero de pesos, sin puntos ni signos.`;
    return Number(value);
  };
  const minPrice = price('precio_min', 'mínimo');
  if (typeof minPrice === 'string') return fail(minPrice);
  const maxPrice = price('precio_max', 'máximo');
  if (typeof maxPrice === 'string') return fail(maxPrice);
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) return fail(SEARCH_PRICE_RANGE_MESSAGE);

  return { ok: true, state: { q, group, order, page, shop, category, active: activeParam === '1', minPrice, maxPrice } };
}

/** The state with only its search and tab: what 'Quitar filtros' and a bad address fall back to. */
export function plainState(q: string, group: SearchResultGroup = 'offers'): SearchPageState {
  return { q, group, order: 'relevance', page: 1, shop: null, category: null, active: false, minPrice: null, maxPrice: null };
}

/** The address of a state; defaults are left out, so equal states have equal addresses. */
export function searchPageHref(state: SearchPageState): string {
  const params = new URLSearchParams({ q: state.q });
  if (state.group !== 'offers') params.set('tipo', GROUP_SLUGS[state.group]);
  if (state.shop) params.set('tienda', state.shop);
  if (state.category) params.set('categoria', state.category);
  if (state.active) params.set('vigentes', '1');
  if (state.minPrice !== null) params.set('precio_min', String(state.minPrice));
  if (state.maxPrice !== null) params.set('precio_max', String(state.maxPrice));
  if (state.order !== 'relevance') params.set('orden', ORDER_SLUGS[state.order]);
  if (state.page !== 1) params.set('pagina', String(state.page));
  return `${SEARCH_PAGE_PATH}?${params.toString().replace(/\+/g, '%20')}`;
}

/** Another tab: page 1, the filters kept (offers and coupons share them), an order it cannot use dropped. */
export function withGroup(state: SearchPageState, group: SearchResultGroup): SearchPageState {
  return { ...state, group, page: 1, order: ordersFor(group).includes(state.order) ? state.order : 'relevance' };
}

/** The request for the BFF (`GET /api/v1/search?…`), in its English names. */
export function apiQuery(state: SearchPageState): string {
  const params = new URLSearchParams({ q: state.q, group: state.group, order: state.order, page: String(state.page) });
  if (state.shop) params.set('shop', state.shop);
  if (state.category) params.set('category', state.category);
  if (state.active) params.set('active', 'true');
  if (state.minPrice !== null) params.set('min_price', String(state.minPrice));
  if (state.maxPrice !== null) params.set('max_price', String(state.maxPrice));
  return params.toString();
}

export function hasFilters(state: SearchPageState): boolean {
  return state.shop !== null || state.category !== null || state.active || state.minPrice !== null || state.maxPrice !== null;
}
