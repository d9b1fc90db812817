import type { Alert, AlertBody, AlertList, CategoryTreeResponse, PagedList, Shop } from '@gangazo/contracts';
import { baseApi } from '@gangazo/platform';

// Alerts ride on the platform's 'User' tag type with an id of their own.
const ALERTS = { type: 'User' as const, id: 'ALERTS' };

export const alertsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAlerts: build.query<AlertList, void>({ query: () => '/v1/alerts', providesTags: [ALERTS] }),
    createAlert: build.mutation<Alert, AlertBody>({ query: (body) => ({ url: '/v1/alerts', method: 'POST', body }), invalidatesTags: [ALERTS] }),
    updateAlert: build.mutation<Alert, { id: string; body: AlertBody }>({
      query: ({ id, body }) => ({ url: `/v1/alerts/${encodeURIComponent(id)}`, method: 'PUT', body }),
      invalidatesTags: [ALERTS],
    }),
    pauseAlert: build.mutation<Alert, { id: string; paused: boolean }>({
      query: ({ id, paused }) => ({ url: `/v1/alerts/${encodeURIComponent(id)}`, method: 'PATCH', body: { paused } }),
      invalidatesTags: [ALERTS],
    }),
    deleteAlert: build.mutation<{ id: string; deleted: boolean }, string>({
      query: (id) => ({ url: `/v1/alerts/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [ALERTS],
    }),
    /** Shops whose name has a word starting with `filter`, for the shop field. */
    findAlertShops: build.query<Shop[], string>({
      query: (filter) => `/v1/shops?filter=${encodeURIComponent(filter)}&per_page=8`,
      transformResponse: (body: PagedList<Shop>) => body.items,
    }),
    getAlertCategories: build.query<CategoryTreeResponse['categories'], void>({
      query: () => '/gangazo/categories/parents_and_child',
      transformResponse: (body: CategoryTreeResponse) => body.categories,
      providesTags: [{ type: 'Category', id: 'TREE' }],
    }),
  }),
});

export const {
  useGetAlertsQuery,
  useCreateAlertMutation,
  useUpdateAlertMutation,
  usePauseAlertMutation,
  useDeleteAlertMutation,
  useFindAlertShopsQuery,
  useGetAlertCategoriesQuery,
} = alertsApi;
