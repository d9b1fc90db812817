import { useId, useMemo, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { usePageTitle } from '@gangazo/platform';
import { EmptyState, LoadError, OfferCardSkeletons, TextSkeleton } from '@gangazo/ui';
import { NO_RESULTS_HINT, NO_RESULTS_TITLE } from '../search-box/results';
import { Pager } from './Pager';
import { ResultFilters } from './ResultFilters';
import { ResultItems } from './ResultItems';
import { ResultTabs } from './ResultTabs';
import { useGetSearchResultsQuery } from './searchResultsApi';
import {
  ORDER_LABELS,
  hasFilters,
  isFilterable,
  ordersFor,
  parseSearchPage,
  plainState,
  searchPageHref,
  termProblem,
  type SearchPageState,
  type SearchResultGroup,
  type SearchResultOrder,
} from './urlState';
import styles from './SearchPage.module.css';

const NOUNS: Record<SearchResultGroup, [string, string]> = {
  offers: ['oferta', 'ofertas'],
  coupons: ['cupón', 'cupones'],
  shops: ['tienda', 'tiendas'],
  categories: ['categoría', 'categorías'],
  topics: ['tema del foro', 'temas del foro'],
  users: ['usuario', 'usuarios'],
};

const countLabel = (group: SearchResultGroup, total: number) => `${total} ${NOUNS[group][total === 1 ? 0 : 1]}`;

/** The BFF's Spanish message of a 4xx answer (bad input), if that is what the error is. */
function clientErrorMessage(error: unknown): string | null {
  if (!error || typeof error !== 'object' || !('status' in error)) return null;
  const { status, data } = error as { status: unknown; data?: unknown };
  if (typeof status !== 'number' || status < 400 || status >= 500 || status === 429) return null;
  const message = data && typeof data === 'object' && 'message' in data ? (data as { message: unknown }).message : null;
  return typeof message === 'string' ? message : 'No pudimos hacer esta búsqueda.';
}

/** A search the page cannot run (bad address or a 4xx): why, and the way out. */
function SearchProblem({ q, message }: { q: string; message: string }) {
  const plain = termProblem(q) === null ? searchPageHref(plainState(q)) : null;
  return (
    <div className={styles.problem} role="alert">
      <p className={styles.problemTitle}>No podemos mostrar esta búsqueda</p>
      <p>{message}</p>
      {plain ? <Link to={plain}>Ver todos los resultados de «{q}»</Link> : <p className={styles.muted}>Escribe lo que buscas en el buscador de arriba.</p>}
    </div>
  );
}

function OrderSelect({ state }: { state: SearchPageState }) {
  const navigate = useNavigate();
  const id = useId();
  return (
    <div className={styles.order}>
      <label htmlFor={id}>Ordenar por</label>
      <select
        id={id}
        className={styles.select}
        value={state.order}
        onChange={(event) => navigate(searchPageHref({ ...state, order: event.target.value as SearchResultOrder, page: 1 }), { preventScrollReset: true })}
      >
        {ordersFor(state.group).map((order) => (
          <option key={order} value={order}>
            {ORDER_LABELS[order]}
          </option>
        ))}
      </select>
    </div>
  );
}

function SearchResults({ state }: { state: SearchPageState }) {
  const { data, error, isLoading, isFetching, refetch } = useGetSearchResultsQuery(state);
  const top = useRef<HTMLHeadingElement>(null);
  const filterable = isFilterable(state.group);
  // Nothing to narrow (no match and no filter set): no filters taking a phone's first screen.
  const showFilters = filterable && !(data && data.group === state.group && data.total === 0 && !hasFilters(state));
  // While another page or filter loads, the last answer stays (dimmed) instead of flashing empty.
  const shown = data && data.group === state.group ? data : undefined;
  const problem = clientErrorMessage(error);
  if (problem) return <SearchProblem q={state.q} message={problem} />;

  const toTop = () => {
    top.current?.scrollIntoView({ block: 'start' });
    top.current?.focus({ preventScroll: true });
  };

  let body;
  if (!shown && (isLoading || isFetching)) body = filterable ? <OfferCardSkeletons count={4} /> : <TextSkeleton lines={6} label="Cargando resultados…" />;
  else if (!shown && error) body = <LoadError message="No pudimos cargar los resultados." onRetry={refetch} />;
  else if (shown && shown.total === 0)
    body = (
      <EmptyState title={NO_RESULTS_TITLE} action={hasFilters(state) && filterable ? <Link to={searchPageHref({ ...plainState(state.q, state.group), order: state.order })}>Ver resultados sin filtros</Link> : undefined}>
        <p>{NO_RESULTS_HINT}</p>
      </EmptyState>
    );
  else if (shown && shown.items.length === 0)
    body = (
      <EmptyState title="Esta página ya no tiene resultados" action={<Link to={searchPageHref({ ...state, page: 1 })}>Volver a la primera página</Link>}>
        <p>La búsqueda tiene {countLabel(state.group, shown.total)}.</p>
      </EmptyState>
    );
  else if (shown) body = <ResultItems results={shown} />;

  return (
    <>
      <ResultTabs state={state} counts={data?.counts} />
      <div className={showFilters ? styles.layout : undefined}>
        {showFilters && <ResultFilters state={state} facets={shown?.facets ?? { shops: [], categories: [] }} />}
        <div className={styles.results} aria-busy={isFetching || undefined} data-stale={(isFetching && !!shown) || undefined}>
          <div className={styles.toolbar}>
            <h2 ref={top} tabIndex={-1} className={styles.count}>
              {shown ? countLabel(state.group, shown.total) : 'Resultados'}
            </h2>
            <OrderSelect state={state} />
          </div>
          {body}
          {shown && shown.total > 0 && <Pager state={state} total={shown.total} perPage={shown.per_page} onNavigate={toTop} />}
        </div>
      </div>
    </>
  );
}

/**
 * `/buscar?q=…`: every group's results for a term, one tab each, with filters, order and pages, all
 * in the address (urlState.ts). Rendered on the server with its first page of results.
 */
export function SearchPage() {
  const [params] = useSearchParams();
  const parsed = useMemo(() => parseSearchPage(params), [params]);
  const headingId = useId();
  const q = parsed.ok ? parsed.state.q : parsed.q;
  usePageTitle(q ? `Resultados de «${q}»` : 'Buscar');
  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <h1 id={headingId} className={styles.title}>
        {q ? `Resultados de «${q}»` : 'Buscar'}
      </h1>
      {parsed.ok ? <SearchResults state={parsed.state} /> : <SearchProblem q={parsed.q} message={parsed.message} />}
    </section>
  );
}
