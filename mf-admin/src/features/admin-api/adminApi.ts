import type {
  AdminCodesAdded,
  AdminCommentsPage,
  AdminOfferDeleted,
  AdminOfferKindFilter,
  AdminOfferRow,
  AdminOffersPage,
  AdminOfferStatus,
  AdminOverview,
  AdminUserRow,
  AdminUsersPage,
  AssignableRole,
  MultipleCodesResponse,
  RemoteEntry,
  RemoteHistoryResponse,
  RemotePromoteResponse,
  RemoteRollbackResponse,
  RemotesHealthResponse,
  RemotesResponse,
} from '@gangazo/contracts';
import { baseApi } from '@gangazo/platform';

/** Deploy steps fetched per remote: enough to find the one a rollback returns to. */
export const REMOTE_HISTORY_LIMIT = 50;

const withTags = baseApi.enhanceEndpoints({ addTagTypes: ['AdminOverview', 'AdminOffers', 'AdminComments', 'AdminUsers', 'AdminCodes', 'Remotes', 'RemotesHealth', 'RemoteHistory'] });

/** The staff endpoints of `bff/src/modules/admin` plus the registry and the coupon codes list. */
export const adminApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    getOverview: build.query<AdminOverview, void>({
      query: () => '/v1/admin/overview',
      providesTags: ['AdminOverview'],
    }),
    getAdminOffers: build.query<AdminOffersPage, { kind: AdminOfferKindFilter; page: number; perPage?: number; q?: string }>({
      query: ({ kind, page, perPage, q }) =>
        `/v1/admin/offers?kind=${kind}&page=${page}${perPage ? `&per_page=${perPage}` : ''}${q ? `&q=${encodeURIComponent(q)}` : ''}`,
      providesTags: ['AdminOffers'],
    }),
    setOfferStatus: build.mutation<AdminOfferRow, { id: string; status: AdminOfferStatus }>({
      query: ({ id, status }) => ({ url: `/v1/admin/offers/${encodeURIComponent(id)}`, method: 'PATCH', body: { status } }),
      invalidatesTags: (_result, error) => (error ? [] : ['AdminOffers', 'AdminOverview', 'Offer', 'Coupon']),
    }),
    deleteOffer: build.mutation<AdminOfferDeleted, string>({
      query: (id) => ({ url: `/v1/admin/offers/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : ['AdminOffers', 'AdminOverview', 'AdminComments', 'Offer', 'Coupon']),
    }),
    getCodes: build.query<MultipleCodesResponse, string>({
      query: (offerId) => `/v1/multiple_codes/codes_for_offer?idOffer=${encodeURIComponent(offerId)}`,
      providesTags: (_result, _error, offerId) => [{ type: 'AdminCodes', id: offerId }],
    }),
    addCodes: build.mutation<AdminCodesAdded, { offerId: string; codes: string[] }>({
      query: ({ offerId, codes }) => ({ url: `/v1/admin/offers/${encodeURIComponent(offerId)}/codes`, method: 'POST', body: { codes } }),
      invalidatesTags: (_result, error, { offerId }) => (error ? [] : [{ type: 'AdminCodes', id: offerId }, 'MultipleCode']),
    }),
    getAdminComments: build.query<AdminCommentsPage, { page: number }>({
      query: ({ page }) => `/v1/admin/comments?page=${page}`,
      providesTags: ['AdminComments'],
    }),
    deleteComment: build.mutation<null, string>({
      query: (id) => ({ url: `/v1/admin/comments/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : ['AdminComments', 'AdminOverview', 'AdminOffers', 'Comment']),
    }),
    getAdminUsers: build.query<AdminUsersPage, { q: string; page: number }>({
      query: ({ q, page }) => `/v1/admin/users?q=${encodeURIComponent(q)}&page=${page}`,
      providesTags: ['AdminUsers'],
    }),
    changeRole: build.mutation<AdminUserRow, { id: string; role: AssignableRole }>({
      query: ({ id, role }) => ({ url: `/v1/admin/users/${encodeURIComponent(id)}/role`, method: 'PATCH', body: { role } }),
      invalidatesTags: (_result, error) => (error ? [] : ['AdminUsers']),
    }),
    getRemotes: build.query<RemotesResponse, void>({
      query: () => '/v1/remotes',
      providesTags: ['Remotes'],
    }),
    /** Admin and superadmin: each remote's last hour (loads, errors by reason, last reports). */
    getRemotesHealth: build.query<RemotesHealthResponse, void>({
      query: () => '/v1/remotes/health',
      providesTags: ['RemotesHealth'],
    }),
    /** Admin and superadmin: a remote's deploy steps, newest first. */
    getRemoteHistory: build.query<RemoteHistoryResponse, string>({
      query: (name) => `/v1/admin/remotes/${encodeURIComponent(name)}/history?limit=${REMOTE_HISTORY_LIMIT}`,
      providesTags: (_result, _error, name) => [{ type: 'RemoteHistory', id: name }],
    }),
    /** Superadmin: one step back (the server refuses anyone else and says why when there is nothing to go back to). */
    rollbackRemote: build.mutation<RemoteRollbackResponse, string>({
      query: (name) => ({ url: `/v1/remotes/${encodeURIComponent(name)}/rollback`, method: 'POST' }),
      invalidatesTags: (_result, error, name) => (error ? [] : ['Remotes', 'RemotesHealth', { type: 'RemoteHistory', id: name }]),
    }),
    /** Superadmin: the canary becomes the version of every browser (checked again by the BFF). */
    promoteCanary: build.mutation<RemotePromoteResponse, string>({
      query: (name) => ({ url: `/v1/remotes/${encodeURIComponent(name)}/promote`, method: 'POST' }),
      invalidatesTags: (_result, error, name) => (error ? [] : ['Remotes', 'RemotesHealth', { type: 'RemoteHistory', id: name }]),
    }),
    /** Superadmin: the canary is withdrawn; every browser loads the stable entry again. */
    dropCanary: build.mutation<RemoteEntry, string>({
      query: (name) => ({ url: `/v1/remotes/${encodeURIComponent(name)}/canary`, method: 'DELETE' }),
      invalidatesTags: (_result, error, name) => (error ? [] : ['Remotes', 'RemotesHealth', { type: 'RemoteHistory', id: name }]),
    }),
  }),
});

export const {
  useGetOverviewQuery,
  useGetAdminOffersQuery,
  useSetOfferStatusMutation,
  useDeleteOfferMutation,
  useGetCodesQuery,
  useAddCodesMutation,
  useGetAdminCommentsQuery,
  useDeleteCommentMutation,
  useGetAdminUsersQuery,
  useChangeRoleMutation,
  useGetRemotesQuery,
  useGetRemotesHealthQuery,
  useGetRemoteHistoryQuery,
  useRollbackRemoteMutation,
  usePromoteCanaryMutation,
  useDropCanaryMutation,
} = adminApi;
