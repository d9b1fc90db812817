import type { Banner, BannersResponse } from '@gangazo/contracts';
import { baseApi } from '@gangazo/platform';

export const bannersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/v1/banners`: the home's current banners, in order. */
    getBanners: build.query<Banner[], void>({
      query: () => '/v1/banners',
      transformResponse: (body: BannersResponse) => body.items,
      providesTags: [{ type: 'Content', id: 'BANNERS' }],
    }),
  }),
});

export const { useGetBannersQuery } = bannersApi;
