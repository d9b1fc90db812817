import type { ReactNode } from 'react';
import type { OfferCard as OfferSummary } from '@gangazo/contracts';
import { Button } from '../components/Button/Button';
import { LoadError } from './LoadError';
import { OfferCardSkeletons } from './Skeletons';
import styles from './OfferList.module.css';

/** How many cards at the top of a list load their picture at once. */
const EAGER_CARDS = 4;

/** How a list reads: what to say when it is empty, its noun and its layout. */
export interface OfferListOptions {
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

/** Where a paged list stands: the items so far and what the next page is doing. */
export interface OfferListState {
  items: readonly OfferSummary[];
  /** How many items the whole list has (the status line counts against it). */
  total: number;
  /** Nothing to show yet: skeletons. */
  loading: boolean;
  /** The first page did not arrive. */
  error: boolean;
  onRetry: () => unknown;
  hasMore: boolean;
  loadingMore: boolean;
  /** The last 'Ver más' failed: say so and offer to try again. */
  loadMoreError: boolean;
  onLoadMore: () => unknown;
}

export interface OfferListProps extends OfferListOptions, OfferListState {
  /** The card of one item; `eager` is true for the first cards, whose pictures load at once. */
  renderItem: (item: OfferSummary, eager: boolean) => ReactNode;
}

/**
 * A paged list of offers or coupons: the items so far, 'Mostrando x de y' and one more page per
 * 'Ver más' (spec §9: 10 per page; 2 for a shop's coupons). Where the items come from is the
 * caller's business (see `offerListState`).
 */
export function OfferList({
  items,
  total,
  loading,
  error,
  onRetry,
  hasMore,
  loadingMore,
  loadMoreError,
  onLoadMore,
  renderItem,
  empty,
  noun = 'ofertas',
  moreLabel = 'Ver más',
  layout = 'grid',
  skeletons = 6,
  errorMessage = 'No pudimos cargar las ofertas.',
}: OfferListProps) {
  if (loading) return <OfferCardSkeletons count={skeletons} layout={layout} />;
  if (error) return <LoadError message={errorMessage} onRetry={onRetry} />;
  if (items.length === 0) return <>{empty}</>;
  return (
    <div className={styles.wrapper}>
      <ul className={layout === 'grid' ? styles.grid : styles.list}>
        {items.map((item, index) => (
          <li key={item.id} className={styles.item}>
            {renderItem(item, index < EAGER_CARDS)}
          </li>
        ))}
      </ul>
      <p className={styles.count} role="status">
        Mostrando {items.length} de {Math.max(total, items.length)} {noun}
      </p>
      {loadMoreError && <LoadError message={`No pudimos cargar más ${noun}.`} onRetry={onLoadMore} />}
      {hasMore && !loadMoreError && (
        <div className={styles.more}>
          <Button variant="secondary" onClick={() => onLoadMore()} disabled={loadingMore} aria-busy={loadingMore || undefined}>
            {loadingMore ? 'Cargando…' : moreLabel}
          </Button>
        </div>
      )}
    </div>
  );
}
