import type { OffersList, OffersPage, Shop } from '@gangazo/contracts';
import { baseApi } from '@gangazo/platform';
import { pagedListOptions, queryString } from '../offer-list/pagination';

/** Spec §9: a shop's coupons come 2 per page; its offers 10. */
export const SHOP_COUPONS_PER_PAGE = 2;
export const SHOP_OFFERS_PER_PAGE = 10;

export const shopApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/v1/shops/search?id=` by slug or id. */
    getShop: build.query<Shop, string>({
      query: (shop) => `/v1/shops/search?${queryString({ id: shop })}`,
      providesTags: (_result, _error, shop) => [{ type: 'Shop', id: shop }],
    }),
    getShopCoupons: build.infiniteQuery<OffersPage, string, number>({
      infiniteQueryOptions: pagedListOptions,
      query: ({ queryArg, pageParam }) =>
        `/gangazo/shops/get_coupons_shops?${queryString({ id: queryArg, order: 'ranking', page: pageParam, per_page: SHOP_COUPONS_PER_PAGE })}`,
      providesTags: [{ type: 'Offer', id: 'LIST' }],
    }),
    getShopOffers: build.infiniteQuery<OffersPage, string, number>({
      infiniteQueryOptions: pagedListOptions,
      query: ({ queryArg, pageParam }) => `/gangazo/shops/get_offers_shops?${queryString({ id: queryArg, page: pageParam, per_page: SHOP_OFFERS_PER_PAGE })}`,
      providesTags: [{ type: 'Offer', id: 'LIST' }],
    }),
    getShopOutstanding: build.query<OffersList['items'], string>({
      query: (shop) => `/gangazo/shops/get_offers_outstanding?${queryString({ id: shop })}`,
      transformResponse: (body: OffersList) => body.items,
      providesTags: [{ type: 'Offer', id: 'LIST' }],
    }),
  }),
});

export const { useGetShopQuery, useGetShopCouponsInfiniteQuery, useGetShopOffersInfiniteQuery, useGetShopOutstandingQuery } = shopApi;
