import type { ApproveBody, MergeResult, ModerationCounts, ModerationDecision, ModerationQueue, ModerationTarget } from '@gangazo/contracts';
import { baseApi } from '@gangazo/platform';

const withTags = baseApi.enhanceEndpoints({ addTagTypes: ['ModerationQueue', 'AdminOverview', 'AdminComments', 'AdminOffers'] });

/** `bff/src/modules/moderation`: the review queue and staff's decisions. */
export const moderationApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    getModerationQueue: build.query<ModerationQueue, void>({
      query: () => '/v1/moderation/queue',
      providesTags: ['ModerationQueue'],
    }),
    getModerationCounts: build.query<ModerationCounts, void>({
      query: () => '/v1/moderation/counts',
      providesTags: ['ModerationQueue'],
    }),
    approveItem: build.mutation<ModerationDecision, ModerationTarget & { edits?: ApproveBody }>({
      query: ({ kind, id, edits }) => ({ url: `/v1/moderation/${kind}/${id}/approve`, method: 'POST', body: edits ?? {} }),
      invalidatesTags: ['ModerationQueue', 'AdminOverview'],
    }),
    rejectItem: build.mutation<ModerationDecision, ModerationTarget & { reason: string }>({
      query: ({ kind, id, reason }) => ({ url: `/v1/moderation/${kind}/${id}/reject`, method: 'POST', body: { reason } }),
      invalidatesTags: ['ModerationQueue', 'AdminOverview'],
    }),
    setOfferFeatured: build.mutation<unknown, { id: string; featured: boolean }>({
      query: ({ id, featured }) => ({ url: `/v1/moderation/offers/${id}/featured`, method: 'PUT', body: { featured } }),
      invalidatesTags: ['AdminOffers'],
    }),
    /** Folds a duplicate into its original: votes, saves and comments move, the duplicate goes. */
    mergeOffer: build.mutation<MergeResult, { id: string; into: string }>({
      query: ({ id, into }) => ({ url: `/v1/moderation/offers/${id}/merge`, method: 'POST', body: { into } }),
      invalidatesTags: ['AdminOffers'],
    }),
    setCommentHidden: build.mutation<unknown, { id: string; hidden: boolean }>({
      query: ({ id, hidden }) => ({ url: `/v1/moderation/comment/${id}/hidden`, method: 'PUT', body: { hidden } }),
      invalidatesTags: ['AdminComments', 'ModerationQueue'],
    }),
  }),
});

export const { useSetOfferFeaturedMutation, useMergeOfferMutation, useSetCommentHiddenMutation, useGetModerationQueueQuery, useGetModerationCountsQuery, useApproveItemMutation, useRejectItemMutation } = moderationApi;
