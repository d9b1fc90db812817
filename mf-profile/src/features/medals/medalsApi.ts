import type { MedalsResponse } from '@gangazo/contracts';
import { baseApi } from '@gangazo/platform';

/** `GET /api/v1/medals?user_id=`: every medal with this user's progress and whether it is earned. */
export const medalsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getUserMedals: build.query<MedalsResponse, string>({
      query: (userId) => `/v1/medals?${new URLSearchParams({ user_id: userId }).toString()}`,
      providesTags: (_result, _error, userId) => [{ type: 'Medal', id: userId }],
    }),
  }),
});

export const { useGetUserMedalsQuery } = medalsApi;
