import { loadedItems, type InfinitePagedQuery } from '../paging/infinitePagedQuery';

/** What every comment shows besides its text: who wrote it (null once the account is gone) and when. */
export interface DiscussionComment {
  id: string;
  author: { username: string; avatar: string | null } | null;
  created_at: string;
}

/** Where a paged list of comments stands: the comments so far and what the next page is doing. */
export interface CommentListState<C extends DiscussionComment> {
  comments: readonly C[];
  /** The first page is on its way: grey lines. */
  loading: boolean;
  /** A first page arrived, so an empty list can honestly say there are no comments. */
  loaded: boolean;
  /** The first page did not arrive. */
  error: boolean;
  onRetry: () => unknown;
  hasMore: boolean;
  loadingMore: boolean;
  /** The last 'Ver más comentarios' failed: say so and offer to try again. */
  loadMoreError: boolean;
  onLoadMore: () => unknown;
}

/** An RTK Query infinite query over the BFF's paged comments of an offer or a topic. */
export type InfiniteComments<C extends DiscussionComment> = InfinitePagedQuery<C>;

/**
 * An infinite query's pages as a `CommentSection` state. A comment already shown is not repeated
 * when the list moved between two pages (someone commented meanwhile).
 */
export function commentListState<C extends DiscussionComment>(query: InfiniteComments<C>): CommentListState<C> {
  const pages = query.data?.pages ?? [];
  return {
    comments: loadedItems(pages),
    loading: query.isLoading,
    loaded: pages.length > 0,
    error: pages.length === 0 && query.isError,
    onRetry: query.refetch,
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMoreError: query.isFetchNextPageError,
    onLoadMore: query.fetchNextPage,
  };
}
