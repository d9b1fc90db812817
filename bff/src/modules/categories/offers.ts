import type { OfferCard, PagedList } from '@gangazo/contracts';
import { activeFilter, pagedOffers } from '../offers/service';
import { CategoryIndex, categoryScope } from './service';

export interface CategoryOffersOptions {
  includeChildren: boolean;
  news: boolean;
  page: number;
  perPage: number;
}

export async function offersOfCategory(id: string, options: CategoryOffersOptions): Promise<PagedList<OfferCard>> {
  const index = await CategoryIndex.load();
  const row = index.resolve(id);
  const ids = options.includeChildren ? categoryScope(index, row) : [row._id];
  const now = new Date();
  return pagedOffers(activeFilter(now, { categoryId: { $in: ids } }), options.news ? 'news' : 'hot', options.page, options.perPage, now);
}
