import type { SearchResultsResponse } from '@gangazo/contracts';
import { baseApi } from '@gangazo/platform';
import { apiQuery, type SearchPageState } from './urlState';

export type { SearchResultsResponse };

/**
 * `GET /api/v1/search?q=&group=&…`: one page of one group. Through RTK Query (not the dropdown's
 * plain fetch) so the server render fills it and the browser hydrates from it without asking again.
 */
export const searchResultsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSearchResults: build.query<SearchResultsResponse, SearchPageState>({
      query: (state) => `/v1/search?${apiQuery(state)}`,
    }),
  }),
});

export const { useGetSearchResultsQuery } = searchResultsApi;
