import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import type { SearchFacet } from '@gangazo/contracts';
import { SEARCH_PRICE_RANGE_MESSAGE, SEARCH_RESULTS_LIMITS } from '@gangazo/contracts/catalog/search-rules';
import { Button, Checkbox, TextField } from '@gangazo/ui';
import { hasFilters, plainState, searchPageHref, type SearchPageState } from './urlState';
import styles from './SearchPage.module.css';

interface ResultFiltersProps {
  state: SearchPageState;
  facets: { shops: SearchFacet[]; categories: SearchFacet[] };
}

/** '1.500.000', '1500000' or '$ 1 500 000' → 1500000; '' → null; anything else → NaN. */
export function readPrice(text: string): number | null {
  const digits = text.replace(/[$\s.]/g, '');
  if (digits === '') return null;
  return /^\d{1,10}$/.test(digits) && Number(digits) <= SEARCH_RESULTS_LIMITS.maxPrice ? Number(digits) : NaN;
}

/**
 * Shop, category and 'Solo vigentes' apply as soon as they change (the list is updated in place,
 * focus stays); the price range waits for 'Aplicar precio' (typing a number must not reload the
 * page on every digit). Every change goes to the address, page 1.
 */
/** How many filters are set: shop, category, 'Solo vigentes' and the price range (one, even with both ends). */
export function countFilters(state: SearchPageState): number {
  return [state.shop !== null, state.category !== null, state.active, state.minPrice !== null || state.maxPrice !== null].filter(Boolean).length;
}

export function ResultFilters({ state, facets }: ResultFiltersProps) {
  const navigate = useNavigate();
  const shopId = useId();
  const categoryId = useId();
  const fieldsId = useId();
  // Phones only (the toggle is hidden on wide screens, where the fields always show): folded at
  // first so the results are on the first screen; the choice survives filter changes (same page).
  const [open, setOpen] = useState(false);
  const setCount = countFilters(state);
  const priceText = (price: number | null) => (price === null ? '' : String(price));
  const [minPrice, setMinPrice] = useState(priceText(state.minPrice));
  const [maxPrice, setMaxPrice] = useState(priceText(state.maxPrice));
  const [priceError, setPriceError] = useState<string | null>(null);
  // The address changed the range (Back, 'Quitar filtros', a shared link): the fields follow it.
  const [shownRange, setShownRange] = useState({ min: state.minPrice, max: state.maxPrice });
  if (shownRange.min !== state.minPrice || shownRange.max !== state.maxPrice) {
    setShownRange({ min: state.minPrice, max: state.maxPrice });
    setMinPrice(priceText(state.minPrice));
    setMaxPrice(priceText(state.maxPrice));
    setPriceError(null);
  }

  const apply = (change: Partial<SearchPageState>) => navigate(searchPageHref({ ...state, ...change, page: 1 }), { preventScrollReset: true });

  const applyPrices = (event: FormEvent) => {
    event.preventDefault();
    const min = readPrice(minPrice);
    const max = readPrice(maxPrice);
    if (Number.isNaN(min) || Number.isNaN(max)) return setPriceError('Escribe el precio en pesos, solo con números.');
    if (min !== null && max !== null && min > max) return setPriceError(SEARCH_PRICE_RANGE_MESSAGE);
    setPriceError(null);
    apply({ minPrice: min, maxPrice: max });
  };

  // A chosen shop or category the facets no longer list (a shared link) still shows as chosen.
  const options = (facets: SearchFacet[], chosen: string | null) => (chosen && !facets.some((facet) => facet.slug === chosen) ? [...facets, { slug: chosen, name: chosen, count: 0 }] : facets);

  return (
    <form className={styles.filters} aria-label="Filtros" onSubmit={applyPrices} noValidate data-open={open || undefined}>
      <h2 className={styles.filtersTitle}>Filtros</h2>
      <button type="button" className={styles.filtersToggle} aria-expanded={open} aria-controls={fieldsId} onClick={() => setOpen(!open)}>
        <span>Filtros</span>
        {setCount > 0 && (
          <span className={styles.filtersCount}>
            {setCount}
            <span className="visually-hidden"> activos</span>
          </span>
        )}
        <span className={styles.filtersChevron} aria-hidden="true" />
      </button>
      <div id={fieldsId} className={styles.filterFields}>
        <div className={styles.field}>
          <label htmlFor={shopId}>Tienda</label>
          <select id={shopId} className={styles.select} value={state.shop ?? ''} onChange={(event) => apply({ shop: event.target.value || null })}>
            <option value="">Todas las tiendas</option>
            {options(facets.shops, state.shop).map((facet) => (
              <option key={facet.slug} value={facet.slug}>
                {facet.count > 0 ? `${facet.name} (${facet.count})` : facet.name}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={categoryId}>Categoría</label>
          <select id={categoryId} className={styles.select} value={state.category ?? ''} onChange={(event) => apply({ category: event.target.value || null })}>
            <option value="">Todas las categorías</option>
            {options(facets.categories, state.category).map((facet) => (
              <option key={facet.slug} value={facet.slug}>
                {facet.count > 0 ? `${facet.name} (${facet.count})` : facet.name}
              </option>
            ))}
          </select>
        </div>
        <Checkbox label="Solo vigentes" checked={state.active} onChange={(event) => apply({ active: event.target.checked })} />
        <fieldset className={styles.prices}>
          <legend>Precio (COP)</legend>
          <div className={styles.priceFields}>
            <TextField label="Mínimo" inputMode="numeric" autoComplete="off" placeholder="0" value={minPrice} invalid={priceError !== null} onChange={(event) => setMinPrice(event.target.value)} />
            <TextField label="Máximo" inputMode="numeric" autoComplete="off" placeholder="Sin límite" value={maxPrice} invalid={priceError !== null} onChange={(event) => setMaxPrice(event.target.value)} />
          </div>
          {priceError && (
            <p className={styles.priceError} role="alert">
              {priceError}
            </p>
          )}
          <Button type="submit" variant="secondary" size="sm">
            Aplicar precio
          </Button>
        </fieldset>
      </div>
      {hasFilters(state) && (
        <Link to={searchPageHref({ ...plainState(state.q, state.group), order: state.order })} className={styles.clearFilters} preventScrollReset>
          Quitar filtros
        </Link>
      )}
    </form>
  );
}
