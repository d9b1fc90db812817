import type { AssetUploadResponse, CategoryTreeResponse, OfferDetail, PagedList, Shop, ShareOfferBody } from '@gangazo/contracts';
import { baseApi } from '@gangazo/platform';
import { queryString } from '../offer-list/pagination';

/** Shops offered while typing in the shop picker. */
export const SHOP_SUGGESTIONS = 8;

export const shareApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** `POST /api/v1/offers`: publishes the offer or code; the feeds then show it. */
    shareOffer: build.mutation<OfferDetail, ShareOfferBody>({
      query: (body) => ({ url: '/v1/offers', method: 'POST', body }),
      invalidatesTags: [{ type: 'Offer', id: 'LIST' }],
    }),
    /** `POST /api/v1/assets?type=`: stores a picture and answers with its key and address. */
    uploadImage: build.mutation<AssetUploadResponse, { file: File; type: 'offer' | 'coupon' }>({
      query: ({ file, type }) => {
        const form = new FormData();
        form.append('file', file);
        return { url: `/v1/assets?${queryString({ type })}`, method: 'POST', body: form };
      },
    }),
    /** Shops whose name has a word starting with `filter` (`GET /api/v1/shops?filter=`). */
    searchShops: build.query<Shop[], string>({
      query: (filter) => `/v1/shops?${queryString({ filter, per_page: SHOP_SUGGESTIONS })}`,
      transformResponse: (body: PagedList<Shop>) => body.items,
      providesTags: [{ type: 'Shop', id: 'LIST' }],
    }),
    /** Every category, parents with their children, for the category select. */
    getCategoryTree: build.query<CategoryTreeResponse['categories'], void>({
      query: () => '/gangazo/categories/parents_and_child',
      transformResponse: (body: CategoryTreeResponse) => body.categories,
      providesTags: [{ type: 'Category', id: 'TREE' }],
    }),
  }),
});

export const { useShareOfferMutation, useUploadImageMutation, useSearchShopsQuery, useGetCategoryTreeQuery } = shareApi;
