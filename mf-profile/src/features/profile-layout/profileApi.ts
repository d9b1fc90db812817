import type { PublicProfile, UserStats } from '@gangazo/contracts';
import { baseApi } from '@gangazo/platform';

/** Who a profile belongs to and its counts: the header of every `/perfil/{id}` page. */
export const profileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPublicProfile: build.query<PublicProfile, string>({
      query: (userId) => `/v1/users/${encodeURIComponent(userId)}`,
      providesTags: (_result, _error, userId) => [{ type: 'User', id: userId }],
    }),
    getUserStats: build.query<UserStats, string>({
      query: (userId) => `/v1/users/${encodeURIComponent(userId)}/stats`,
      providesTags: (_result, _error, userId) => [{ type: 'User', id: `${userId}:stats` }],
    }),
  }),
});

export const { useGetPublicProfileQuery, useGetUserStatsQuery } = profileApi;
