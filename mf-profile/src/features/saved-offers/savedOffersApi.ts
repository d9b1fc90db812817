import type { OffersPage } from '@gangazo/contracts';
import { baseApi } from '@gangazo/platform';
import { pagedListOptions, queryString } from '../offer-list/pagination';

export const SAVED_OFFERS_PER_PAGE = 10;

/** `GET /api/v1/saved_offers?page=&per_page=`: the signed-in user's saved offers, last saved first. */
export const savedOffersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSavedOffers: build.infiniteQuery<OffersPage, void, number>({
      infiniteQueryOptions: pagedListOptions,
      query: ({ pageParam }) => `/v1/saved_offers?${queryString({ page: pageParam, per_page: SAVED_OFFERS_PER_PAGE })}`,
      providesTags: [{ type: 'Offer', id: 'SAVED' }],
    }),
  }),
});

export const { useGetSavedOffersInfiniteQuery } = savedOffersApi;
