import type { Comment, CommentsPage, OfferDetail, SavedOfferResponse, VoteResponse, VoteValue } from '@gangazo/contracts';
import { baseApi } from '@gangazo/platform';
import { pagedListOptions, queryString } from '../offer-list/pagination';

export const COMMENTS_PER_PAGE = 20;

export const offerApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/v1/offers/{id}`: with the caller's vote and saved flag, so it is fetched again after a login. */
    getOffer: build.query<OfferDetail, string>({
      query: (id) => `/v1/offers/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Offer', id }, 'CurrentUser'],
    }),
    /** A hot (+1°) or cold (−1°) vote; voting again the other way changes it. */
    vote: build.mutation<VoteResponse, { id: string; vote: VoteValue }>({
      query: ({ id, vote }) => ({ url: `/v1/offers/${encodeURIComponent(id)}/vote`, method: 'POST', body: { vote } }),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(offerApi.util.updateQueryData('getOffer', id, (offer) => Object.assign(offer, data)));
      },
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'Offer', id: 'LIST' }]),
    }),
    withdrawVote: build.mutation<VoteResponse, string>({
      query: (id) => ({ url: `/v1/offers/${encodeURIComponent(id)}/vote`, method: 'DELETE' }),
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(offerApi.util.updateQueryData('getOffer', id, (offer) => Object.assign(offer, data)));
      },
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'Offer', id: 'LIST' }]),
    }),
    setSaved: build.mutation<SavedOfferResponse, { id: string; saved: boolean }>({
      query: ({ id, saved }) =>
        saved ? { url: '/v1/saved_offers', method: 'POST', body: { offer_id: id } } : { url: `/v1/saved_offers/${encodeURIComponent(id)}`, method: 'DELETE' },
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(offerApi.util.updateQueryData('getOffer', id, (offer) => void (offer.saved = data.saved)));
      },
      // The profile's "Ofertas Guardadas" list.
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'Offer', id: 'SAVED' }]),
    }),
    /** Spec §7 `GET /api/v1/comments?offer_id=`: newest first, 20 per page (spec §9). */
    getComments: build.infiniteQuery<CommentsPage, string, number>({
      infiniteQueryOptions: pagedListOptions,
      query: ({ queryArg, pageParam }) => `/v1/comments?${queryString({ offer_id: queryArg, page: pageParam, per_page: COMMENTS_PER_PAGE })}`,
      providesTags: (_result, _error, offerId) => [{ type: 'Comment', id: offerId }],
    }),
    postComment: build.mutation<Comment, { offerId: string; text: string }>({
      query: ({ offerId, text }) => ({ url: '/v1/comments', method: 'POST', body: { offer_id: offerId, text } }),
      async onQueryStarted({ offerId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(offerApi.util.updateQueryData('getOffer', offerId, (offer) => void (offer.comments_count += 1)));
      },
      invalidatesTags: (_result, error, { offerId }) => (error ? [] : [{ type: 'Comment', id: offerId }, { type: 'Offer', id: 'LIST' }]),
    }),
  }),
});

export const { useGetOfferQuery, useVoteMutation, useWithdrawVoteMutation, useSetSavedMutation, useGetCommentsInfiniteQuery, usePostCommentMutation } = offerApi;
