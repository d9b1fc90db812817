import type { OfferCard as OfferSummary } from '@gangazo/contracts';
import { loadedItems, type InfinitePagedQuery } from '../paging/infinitePagedQuery';
import type { OfferListState } from './OfferList';

/** An RTK Query infinite query over one of the BFF's paged lists of offers and coupons. */
export type InfiniteOffers = InfinitePagedQuery<OfferSummary>;

/**
 * An infinite query's pages as an `OfferList` state. Items already shown are not repeated when
 * the list moved between two pages (a new offer pushes the others down).
 */
export function offerListState(query: InfiniteOffers): OfferListState {
  const pages = query.data?.pages ?? [];
  const items = loadedItems(pages);
  return {
    items,
    total: pages[pages.length - 1]?.total ?? items.length,
    // Until a first page arrives there is nothing but skeletons, or the error if it failed.
    loading: query.isLoading || (pages.length === 0 && !query.isError),
    error: pages.length === 0 && query.isError && !query.isLoading,
    onRetry: query.refetch,
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMoreError: query.isFetchNextPageError,
    onLoadMore: query.fetchNextPage,
  };
}
