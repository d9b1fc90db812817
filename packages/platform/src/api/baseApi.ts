import { createAction } from '@reduxjs/toolkit';
import { buildCreateApi, coreModule, fetchBaseQuery, type FetchBaseQueryArgs } from '@reduxjs/toolkit/query';
import { reactHooksModule } from '@reduxjs/toolkit/query/react';
import { readToken } from '../session/tokenStorage';

/** True while the BFF renders a page in Node (no window); the browser is everything else. */
export const ON_SERVER = typeof window === 'undefined';

/** The origin API URLs get on the server: fetch needs absolute URLs there; the path is what counts. */
export const SERVER_API_ORIGIN = 'http://gangazo.internal';

type FetchFn = NonNullable<FetchBaseQueryArgs['fetchFn']>;

let serverFetch: FetchFn | null = null;

/**
 * The server renderer answers the api's requests in process (the BFF's own routes, no network);
 * it registers that here once, before the first render.
 */
export function setServerFetch(fetchFn: FetchFn | null): void {
  serverFetch = fetchFn;
}

/**
 * What the server's cache held when it rendered the page; the browser dispatches it before it
 * hydrates, so nothing the HTML shows is fetched again.
 */
export const hydrateApi = createAction<unknown>('platform/hydrateApi');

// On the server, queries start while components render (there are no effects there), so a render
// pass tells the renderer which data the page needs; in the browser they start in effects as usual.
const createApi = buildCreateApi(coreModule(), reactHooksModule({ unstable__sideEffectsInRender: ON_SERVER }));

/**
 * The one RTK Query api of the site. Remotes add their endpoints with `baseApi.injectEndpoints`,
 * so every request shares one cache, one bearer token and one set of tags.
 * URLs are relative to `/api` on the same origin: `'/v1/offers/42'`, `'/gangazo/offers?page=1'`.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({
    baseUrl: ON_SERVER ? `${SERVER_API_ORIGIN}/api` : '/api',
    // Looked up per request: tests replace the global fetch, the server renderer its own.
    fetchFn: (input, init) => {
      if (!ON_SERVER) return fetch(input, init);
      if (!serverFetch) return Promise.reject(new Error('El renderizador del servidor no registró cómo llamar a la API'));
      return serverFetch(input, init);
    },
    prepareHeaders(headers) {
      // Read on every request: a login in another remote or tab is picked up at once.
      const token = readToken();
      if (token) headers.set('Authorization', `Bearer ${token}`);
      return headers;
    },
  }),
  extractRehydrationInfo(action, { reducerPath }) {
    if (!hydrateApi.match(action) || typeof action.payload !== 'object' || action.payload === null) return undefined;
    return (action.payload as Record<string, never>)[reducerPath];
  },
  // Spec §9: data fetching does not revalidate on focus.
  refetchOnFocus: false,
  tagTypes: [
    'CurrentUser',
    'User',
    'Offer',
    'Coupon',
    'MultipleCode',
    'Shop',
    'Category',
    'Comment',
    'Forum',
    'ForumComment',
    'Post',
    'Medal',
    'Content',
  ],
  endpoints: () => ({}),
});
