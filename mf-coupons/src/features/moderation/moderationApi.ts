import type { DuplicatesResponse, ExpiryReportResponse, ReportBody, ReportResponse } from '@gangazo/contracts';
import { baseApi } from '@gangazo/platform';
import { queryString } from '../offer-list/pagination';

/** Reports, "¿Expiró?", reopening, and the duplicates check of the share form (`bff/src/modules/moderation`). */
export const moderationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    report: build.mutation<ReportResponse, ReportBody>({
      query: (body) => ({ url: '/v1/reports', method: 'POST', body }),
    }),
    reportExpired: build.mutation<ExpiryReportResponse, string>({
      query: (id) => ({ url: `/v1/offers/${encodeURIComponent(id)}/expired_reports`, method: 'POST' }),
      invalidatesTags: (_result, error, id) => (error ? [] : [{ type: 'Offer', id }, { type: 'Offer', id: 'LIST' }]),
    }),
    reopenOffer: build.mutation<ExpiryReportResponse, string>({
      query: (id) => ({ url: `/v1/offers/${encodeURIComponent(id)}/reopen`, method: 'POST' }),
      invalidatesTags: (_result, error, id) => (error ? [] : [{ type: 'Offer', id }, { type: 'Offer', id: 'LIST' }]),
    }),
    findDuplicates: build.query<DuplicatesResponse['items'], { url: string; title: string; shop: string }>({
      query: (params) => `/v1/offers/duplicates?${queryString(Object.fromEntries(Object.entries(params).filter(([, value]) => value !== '')))}`,
      transformResponse: (body: DuplicatesResponse) => body.items,
    }),
  }),
});

export const { useReportMutation, useReportExpiredMutation, useReopenOfferMutation, useFindDuplicatesQuery } = moderationApi;
