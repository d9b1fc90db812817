import type { OffersPage } from '@gangazo/contracts';
import { baseApi } from '@gangazo/platform';
import { pagedListOptions, queryString } from '../offer-list/pagination';

export const USER_OFFERS_PER_PAGE = 10;

/** `GET /api/v1/users/{id}/offers?page=&per_page=`: what a user shared, newest first. */
export const userOffersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getUserOffers: build.infiniteQuery<OffersPage, string, number>({
      infiniteQueryOptions: pagedListOptions,
      query: ({ queryArg, pageParam }) => `/v1/users/${encodeURIComponent(queryArg)}/offers?${queryString({ page: pageParam, per_page: USER_OFFERS_PER_PAGE })}`,
      providesTags: [{ type: 'Offer', id: 'LIST' }],
    }),
  }),
});

export const { useGetUserOffersInfiniteQuery } = userOffersApi;
