import { OfferList, offerListState, type InfiniteOffers, type OfferListOptions } from '@gangazo/ui';
import { FeedCard } from '../offer-card/FeedCard';

export interface PagedOffersProps extends OfferListOptions {
  /** An RTK Query infinite query over one of the BFF's paged lists. */
  query: InfiniteOffers;
}

/** The design system's paged list fed by one of this remote's infinite queries, with its cards. */
export function PagedOffers({ query, ...options }: PagedOffersProps) {
  return <OfferList {...options} {...offerListState(query)} renderItem={(item, eager) => <FeedCard offer={item} eager={eager} />} />;
}
