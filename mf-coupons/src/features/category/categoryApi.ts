import type { CategoryDetailResponse, OffersPage } from '@gangazo/contracts';
import { encodeCategoryId } from '@gangazo/contracts/catalog/slug';
import { baseApi } from '@gangazo/platform';
import { pagedListOptions, queryString } from '../offer-list/pagination';

export const CATEGORY_PER_PAGE = 10;

/** Which offers of a category: all of it (sub-categories included) by heat or by date, or its own only. */
export type CategoryListing = 'populares' | 'nuevas' | 'unicas';

export const categoryApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Spec §7: category endpoints take the slug base64-encoded as `id`. */
    getCategory: build.query<CategoryDetailResponse, string>({
      query: (slug) => `/gangazo/categories/search?${queryString({ id: encodeCategoryId(slug) })}`,
      providesTags: (_result, _error, slug) => [{ type: 'Category', id: slug }],
    }),
    getCategoryOffers: build.infiniteQuery<OffersPage, { slug: string; listing: CategoryListing }, number>({
      infiniteQueryOptions: pagedListOptions,
      query({ queryArg: { slug, listing }, pageParam }) {
        const id = encodeCategoryId(slug);
        const paging = { page: pageParam, per_page: CATEGORY_PER_PAGE };
        return listing === 'unicas'
          ? `/gangazo/categories/offers_category_unique?${queryString({ id, ...paging })}`
          : `/gangazo/categories/offers_category?${queryString({ id, news: listing === 'nuevas', ...paging })}`;
      },
      providesTags: [{ type: 'Offer', id: 'LIST' }],
    }),
  }),
});

export const { useGetCategoryQuery, useGetCategoryOffersInfiniteQuery } = categoryApi;
