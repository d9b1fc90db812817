import type { PagedList } from '@gangazo/contracts';

/**
 * `infiniteQueryOptions` for the BFF's paged lists (`{ items, total, page, per_page }`): pages are
 * numbered from 1 and the next one exists while fewer than `total` items have been handed out.
 */
export const pagedListOptions = {
  initialPageParam: 1,
  getNextPageParam: (last: PagedList<unknown>): number | undefined => (last.page * last.per_page < last.total ? last.page + 1 : undefined),
};

/** The query string of a paged request: `{ id: 'x', page: 2 }` → `id=x&page=2`. */
export function queryString(params: Record<string, string | number | boolean>): string {
  return new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)])).toString();
}
