import type { PagedList } from '@gangazo/contracts';

/** `infiniteQueryOptions` for the BFF's `{ items, total, page, per_page }` lists, pages from 1. */
export const pagedListOptions = {
  initialPageParam: 1,
  getNextPageParam: (last: PagedList<unknown>): number | undefined => (last.page * last.per_page < last.total ? last.page + 1 : undefined),
};

export function queryString(params: Record<string, string | number>): string {
  return new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)])).toString();
}

/** Items of every loaded page, each once (a page can shift while people post). */
export function uniqueItems<T extends { id: string }>(pages: readonly { items: readonly T[] }[] | undefined): T[] {
  const seen = new Set<string>();
  const items: T[] = [];
  for (const page of pages ?? []) {
    for (const item of page.items) {
      if (!seen.has(item.id)) {
        seen.add(item.id);
        items.push(item);
      }
    }
  }
  return items;
}
