import type { UserHistoryResponse } from '@gangazo/contracts';
import { baseApi } from '@gangazo/platform';

/** `GET /api/v1/users/history_data?id=&page=`: 10 entries a page, newest first. */
export const activityApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getUserActivity: build.infiniteQuery<UserHistoryResponse, string, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (last) => (last.page * last.perPage < last.total ? last.page + 1 : undefined),
      },
      query: ({ queryArg, pageParam }) => `/v1/users/history_data?${new URLSearchParams({ id: queryArg, page: String(pageParam) }).toString()}`,
      providesTags: (_result, _error, userId) => [{ type: 'User', id: `${userId}:activity` }],
    }),
  }),
});

export const { useGetUserActivityInfiniteQuery } = activityApi;
