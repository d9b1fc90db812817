import type { CouponSlugResponse } from '@gangazo/contracts';
import { baseApi } from '@gangazo/platform';

export const couponSlugApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/v1/coupons/slug/{slug}`: the coupon behind `/cupones/{slug}` when no shop has that slug. */
    getCouponBySlug: build.query<CouponSlugResponse, string>({
      query: (slug) => `/v1/coupons/slug/${encodeURIComponent(slug)}`,
      providesTags: (_result, _error, slug) => [{ type: 'Coupon', id: `slug:${slug}` }],
    }),
  }),
});

export const { useGetCouponBySlugQuery } = couponSlugApi;
