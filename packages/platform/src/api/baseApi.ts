import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { readToken } from '../session/tokenStorage';

/**
 * The one RTK Query api of the site. Remotes add their endpoints with `baseApi.injectEndpoints`,
 * so every request shares one cache, one bearer token and one set of tags.
 * URLs are relative to `/api` on the same origin: `'/v1/offers/42'`, `'/gangazo/offers?page=1'`.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({
    baseUrl: '/api',
    prepareHeaders(headers) {
      // Read on every request: a login in another remote or tab is picked up at once.
      const token = readToken();
      if (token) headers.set('Authorization', `Bearer ${token}`);
      return headers;
    },
  }),
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
