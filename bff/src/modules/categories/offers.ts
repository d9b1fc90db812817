import type { OfferCard, PagedList } from '@gangazo/contracts';
import { rankedPage } from '../offers/service';
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
  return rankedPage({ categoryIds: new Set(ids.map(String)) }, options.news ? 'news' : 'hot', options.page, options.perPage);
}
