import { Link, useParams, useSearchParams } from 'react-router';
import type { CategoryDetailResponse } from '@gangazo/contracts';
import { slugify } from '@gangazo/contracts/catalog/slug';
import { humanizeSlug, skipToken, usePageTitle } from '@gangazo/platform';
import { EmptyState, LoadError, Tabs, TextSkeleton } from '@gangazo/ui';
import { errorStatus } from '../coupon-modal/apiError';
import { PagedOffers } from '../offer-list/PagedOffers';
import { useGetCategoryOffersInfiniteQuery, useGetCategoryQuery, type CategoryListing } from './categoryApi';
import styles from './CategoryPage.module.css';

export const LISTING_PARAM = 'ver';

function isListing(value: string | null): value is CategoryListing {
  return value === 'populares' || value === 'nuevas' || value === 'unicas';
}

function Listing({ slug, listing, name }: { slug: string; listing: CategoryListing; name: string }) {
  const query = useGetCategoryOffersInfiniteQuery({ slug, listing });
  return (
    <PagedOffers
      query={query}
      empty={
        <EmptyState title={listing === 'unicas' ? `Todavía no hay ofertas solo de ${name}` : 'Todavía no hay ofertas en esta categoría'} action={<Link to="/">Ver las ofertas del día</Link>}>
          <p>Cuando la comunidad comparta ofertas de esta categoría, las verás aquí.</p>
        </EmptyState>
      }
    />
  );
}

function CategoryView({ detail, slug }: { detail: CategoryDetailResponse; slug: string }) {
  const { category, parent, children } = detail;
  const [params, setParams] = useSearchParams();
  const requested = params.get(LISTING_PARAM);
  const hasChildren = children.length > 0;
  // Without sub-categories "only this one" is the same list as the others; and a category whose
  // offers all sit in its sub-categories (most top-level ones) would show an empty tab.
  const own = useGetCategoryOffersInfiniteQuery(hasChildren ? { slug, listing: 'unicas' } : skipToken);
  const hasOwnOffers = hasChildren && (own.data?.pages[0]?.total ?? 0) > 0;
  const listing: CategoryListing = isListing(requested) && (requested !== 'unicas' || hasOwnOffers) ? requested : 'populares';
  const select = (id: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id === 'populares') next.delete(LISTING_PARAM);
        else next.set(LISTING_PARAM, id);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  const tabs: Array<{ id: CategoryListing; label: string }> = [
    { id: 'populares', label: 'Populares' },
    { id: 'nuevas', label: 'Nuevas' },
    ...(hasOwnOffers ? [{ id: 'unicas' as const, label: `Solo ${category.name}` }] : []),
  ];
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <nav aria-label="Ruta de navegación" className={styles.crumbs}>
          <ol>
            <li>
              <Link to="/">Inicio</Link>
            </li>
            {parent && (
              <li>
                <Link to={parent.public_url}>{parent.name}</Link>
              </li>
            )}
            <li aria-current="page">{category.name}</li>
          </ol>
        </nav>
        <h1 className={styles.title}>{category.name}</h1>
        <p className={styles.count}>{category.offers_count === 1 ? '1 oferta activa' : `${category.offers_count} ofertas activas`}</p>
        {category.description && <p className={styles.description}>{category.description}</p>}
        {hasChildren && (
          <nav aria-label={`Subcategorías de ${category.name}`}>
            <ul className={styles.chips}>
              {children.map((child) => (
                <li key={child.id}>
                  <Link to={child.public_url} className={styles.chip}>
                    {child.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </header>
      <Tabs
        label={`Ofertas de ${category.name}`}
        selectedId={listing}
        onChange={select}
        tabs={tabs.map((tab) => ({ id: tab.id, label: tab.label, content: <Listing slug={slug} listing={tab.id} name={category.name} /> }))}
      />
    </div>
  );
}

/** A category (`/categorias/{slug}`): its sub-categories and its offers, popular or new, 10 per page. */
export function CategoryPage() {
  const param = useParams().slug ?? '';
  const slug = slugify(humanizeSlug(param));
  const fallbackName = humanizeSlug(param) || 'Categoría';
  const { data, error, isLoading, refetch } = useGetCategoryQuery(slug, { skip: param === '' });
  usePageTitle(data?.category.name ?? fallbackName);
  if (param === '' || errorStatus(error) === 404 || errorStatus(error) === 400) {
    return (
      <EmptyState title={`No encontramos la categoría «${fallbackName}»`} action={<Link to="/">Ver las ofertas del día</Link>}>
        <p>Puede que el enlace esté mal escrito o que la categoría ya no exista.</p>
      </EmptyState>
    );
  }
  if (data && data.category.slug === slug) return <CategoryView detail={data} slug={slug} />;
  if (isLoading || !error) {
    return (
      <div className={styles.page} aria-busy="true">
        <header className={styles.header}>
          <h1 className={styles.title}>{fallbackName}</h1>
          <TextSkeleton lines={2} />
        </header>
      </div>
    );
  }
  return <LoadError message="No pudimos cargar la categoría." onRetry={refetch} />;
}
