import type { SearchClickBody, SearchGroup, SearchResponse } from '@gangazo/contracts';
import { readToken } from '@gangazo/platform';

/** Spec §5 and §9: the search rules the box applies before asking the BFF, shared with the BFF. */
export { SEARCH_LIMITS as SEARCH_RULES } from '@gangazo/contracts/catalog/search-rules';

export type { SearchGroup, SearchResponse };

export class SearchRequestError extends Error {
  constructor(readonly status: number) {
    super(`La búsqueda respondió ${status}`);
    this.name = 'SearchRequestError';
  }
}

function authHeaders(): Record<string, string> {
  const token = readToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/**
 * `GET /api/v1/search/{term}` with the trimmed term. A plain fetch rather than RTK Query: each new
 * term aborts the request before it, so only the latest answer can arrive (spec §4).
 */
export async function fetchSearch(term: string, signal: AbortSignal): Promise<SearchResponse> {
  const response = await fetch(`/api/v1/search/${encodeURIComponent(term)}`, { signal, headers: { Accept: 'application/json', ...authHeaders() } });
  if (!response.ok) throw new SearchRequestError(response.status);
  return (await response.json()) as SearchResponse;
}

/** Tells the BFF which result was opened (ranks the 'más buscados' groups). Never throws. */
export function recordSearchClick(body: SearchClickBody): void {
  try {
    void fetch('/api/v1/search/clicks', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...authHeaders() },
      body: JSON.stringify(body),
      // The page changes right after the click; the report must still arrive.
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // Counting is best effort.
  }
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException ? error.name === 'AbortError' : error instanceof Error && error.name === 'AbortError';
}
