import type { OfferCard as OfferSummary, PagedList } from '@gangazo/contracts';
import type { OfferListState } from './OfferList';

/**
 * The shape of an RTK Query infinite query over one of the BFF's paged lists, described here so
 * the design system needs no Redux: the remotes own the queries and hand their result over.
 */
export interface InfiniteOffers {
  data?: { pages: ReadonlyArray<PagedList<OfferSummary>> };
  isLoading: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
}

/**
 * An infinite query's pages as an `OfferList` state. Items already shown are not repeated when
 * the list moved between two pages (a new offer pushes the others down).
 */
export function offerListState(query: InfiniteOffers): OfferListState {
  const pages = query.data?.pages ?? [];
  const seen = new Set<string>();
  const items = pages.flatMap((page) => page.items).filter((item) => (seen.has(item.id) ? false : (seen.add(item.id), true)));
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
