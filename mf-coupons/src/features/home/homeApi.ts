import type { CategoriesResponse, OfferOrder, OffersPage, ShopSummary } from '@gangazo/contracts';
import { baseApi } from '@gangazo/platform';
import { pagedListOptions, queryString } from '../offer-list/pagination';

/** The home feeds (spec issue: Destacadas, Hot, Nuevas, Cupones), 10 per page (spec §9). */
export type HomeTab = 'destacadas' | 'hot' | 'nuevas' | 'cupones';

export const HOME_TABS: ReadonlyArray<{ id: HomeTab; label: string; path: string; order: OfferOrder }> = [
  { id: 'destacadas', label: 'Destacadas', path: '/gangazo/offers', order: 'top' },
  { id: 'hot', label: 'Hot', path: '/gangazo/offers', order: 'hot' },
  { id: 'nuevas', label: 'Nuevas', path: '/gangazo/offers', order: 'news' },
  { id: 'cupones', label: 'Cupones', path: '/gangazo/offers/coupons', order: 'ranking' },
];

export const FEED_PER_PAGE = 10;

export function isHomeTab(value: string | null): value is HomeTab {
  return HOME_TABS.some((tab) => tab.id === value);
}

export const homeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getHomeFeed: build.infiniteQuery<OffersPage, HomeTab, number>({
      infiniteQueryOptions: pagedListOptions,
      query({ queryArg, pageParam }) {
        const feed = HOME_TABS.find((tab) => tab.id === queryArg) ?? HOME_TABS[0]!;
        return `${feed.path}?${queryString({ order: feed.order, page: pageParam, per_page: FEED_PER_PAGE })}`;
      },
      // Votes and new comments change what the feeds show.
      providesTags: [{ type: 'Offer', id: 'LIST' }],
    }),
    getTopShops: build.query<ShopSummary[], void>({
      query: () => '/gangazo/shops/get_top_shops?top=true',
      transformResponse: (body: { shops: ShopSummary[] }) => body.shops,
      providesTags: [{ type: 'Shop', id: 'TOP' }],
    }),
    getParentCategories: build.query<CategoriesResponse['categories'], void>({
      query: () => '/gangazo/categories?type=parents',
      transformResponse: (body: CategoriesResponse) => body.categories,
      providesTags: [{ type: 'Category', id: 'PARENTS' }],
    }),
  }),
});

export const { useGetHomeFeedInfiniteQuery, useGetTopShopsQuery, useGetParentCategoriesQuery } = homeApi;
