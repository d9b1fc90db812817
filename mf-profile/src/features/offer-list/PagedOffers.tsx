import type { ReactNode } from 'react';
import type { OfferCard as OfferSummary, PagedList } from '@gangazo/contracts';
import { Button } from '@gangazo/ui';
import { FeedCard } from '../offer-card/FeedCard';
import { OfferCardSkeletons } from '../offer-card/Skeletons';
import { LoadError } from './LoadError';
import styles from './PagedOffers.module.css';

/** What a list needs from an RTK Query infinite query over one of the BFF's paged lists. */
export interface InfiniteOffers {
  data?: { pages: Array<PagedList<OfferSummary>> };
  isLoading: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
}

export interface PagedOffersProps {
  query: InfiniteOffers;
  /** Shown when the list is empty: an EmptyState saying so honestly. */
  empty: ReactNode;
  /** Plural noun for the status line: 'Mostrando 10 de 35 ofertas'. */
  noun?: string;
  moreLabel?: string;
  layout?: 'grid' | 'list';
  /** Skeleton cards while the first page loads. */
  skeletons?: number;
  errorMessage?: string;
}

/**
 * A paged list of offers or coupons: the first page, then one more page per 'Ver más' (spec §9:
 * 10 per page; 2 for a shop's coupons). Items already shown are not repeated when the list moved
 * between two pages (a new offer pushes the others down).
 */
export function PagedOffers({
  query,
  empty,
  noun = 'ofertas',
  moreLabel = 'Ver más',
  layout = 'grid',
  skeletons = 6,
  errorMessage = 'No pudimos cargar las ofertas.',
}: PagedOffersProps) {
  const pages = query.data?.pages ?? [];
  if (query.isLoading) return <OfferCardSkeletons count={skeletons} layout={layout} />;
  if (pages.length === 0) {
    return query.isError ? <LoadError message={errorMessage} onRetry={query.refetch} /> : <OfferCardSkeletons count={skeletons} layout={layout} />;
  }
  const seen = new Set<string>();
  const items = pages.flatMap((page) => page.items).filter((item) => (seen.has(item.id) ? false : (seen.add(item.id), true)));
  const total = pages[pages.length - 1]?.total ?? items.length;
  if (items.length === 0) return <>{empty}</>;
  return (
    <div className={styles.wrapper}>
      <ul className={layout === 'grid' ? styles.grid : styles.list}>
        {items.map((item, index) => (
          <li key={item.id} className={styles.item}>
            <FeedCard offer={item} eager={index < 4} />
          </li>
        ))}
      </ul>
      <p className={styles.count} role="status">
        Mostrando {items.length} de {Math.max(total, items.length)} {noun}
      </p>
      {query.isFetchNextPageError && <LoadError message={`No pudimos cargar más ${noun}.`} onRetry={query.fetchNextPage} />}
      {query.hasNextPage && !query.isFetchNextPageError && (
        <div className={styles.more}>
          <Button variant="secondary" onClick={() => query.fetchNextPage()} disabled={query.isFetchingNextPage} aria-busy={query.isFetchingNextPage || undefined}>
            {query.isFetchingNextPage ? 'Cargando…' : moreLabel}
          </Button>
        </div>
      )}
    </div>
  );
}
