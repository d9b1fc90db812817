import { baseApi } from '@gangazo/platform';

interface Subscription {
  wants_digest: boolean;
}

const TAG = { type: 'User' as const, id: 'DIGEST' };

/** `GET|PUT /api/v1/digest/subscription`: the daily offers summary by e-mail (the register checkbox). */
export const digestApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getDigestSubscription: build.query<Subscription, void>({ query: () => '/v1/digest/subscription', providesTags: [TAG] }),
    setDigestSubscription: build.mutation<Subscription, Subscription>({
      query: (body) => ({ url: '/v1/digest/subscription', method: 'PUT', body }),
      invalidatesTags: [TAG],
    }),
  }),
});

export const { useGetDigestSubscriptionQuery, useSetDigestSubscriptionMutation } = digestApi;
