import type { CouponResponse, MultipleCodeClaim } from '@gangazo/contracts';
import { baseApi } from '@gangazo/platform';

export const couponApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Spec §7: `GET /api/v1/coupons/{id}?order=ranking`, the coupon plus other coupons of its shop. */
    getCoupon: build.query<CouponResponse, string>({
      query: (id) => `/v1/coupons/${encodeURIComponent(id)}?order=ranking`,
      providesTags: (_result, _error, id) => [{ type: 'Coupon', id }],
    }),
    /**
     * Spec §4 multiple codes: the visitor's code, handed out once per IP (asking again returns the
     * same one), so it is cached like a read. 410 'No mas cupones' when none are left.
     */
    claimCode: build.query<MultipleCodeClaim, string>({
      query: (offerId) => ({ url: `/v1/multiple_codes/claim?idOffer=${encodeURIComponent(offerId)}`, method: 'POST' }),
      providesTags: (_result, _error, offerId) => [{ type: 'MultipleCode', id: offerId }],
    }),
  }),
});

export const { useGetCouponQuery, useClaimCodeQuery } = couponApi;
