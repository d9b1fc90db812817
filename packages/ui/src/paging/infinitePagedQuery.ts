import type { PagedList } from '@gangazo/contracts';

/**
 * The shape of an RTK Query infinite query over one of the BFF's paged lists, described here so
 * the design system needs no Redux: the remotes own the queries and hand their result over.
 */
export interface InfinitePagedQuery<T> {
  data?: { pages: ReadonlyArray<PagedList<T>> };
  isLoading: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
}

/** The items of every loaded page, each once: a list can move between two pages while people post. */
export function loadedItems<T extends { id: string }>(pages: ReadonlyArray<PagedList<T>>): T[] {
  const seen = new Set<string>();
  return pages.flatMap((page) => page.items).filter((item) => (seen.has(item.id) ? false : (seen.add(item.id), true)));
}
