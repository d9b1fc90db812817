import type { OfferCard as OfferSummary } from '@gangazo/contracts';
import { CouponCard } from './CouponCard';
import type { DealLinkComponent } from './dealLink';
import { OfferCard } from './OfferCard';

export interface FeedCardProps {
  offer: OfferSummary;
  eager?: boolean;
  /** Where a coupon's title leads (the coupon modal over the current page); unused for offers. */
  couponHref: string;
  linkComponent: DealLinkComponent;
}

/** The right card for an item of a feed: coupons open the coupon modal, offers their page. */
export function FeedCard({ offer, eager = false, couponHref, linkComponent }: FeedCardProps) {
  return offer.kind === 'coupon' ? (
    <CouponCard coupon={offer} href={couponHref} eager={eager} linkComponent={linkComponent} />
  ) : (
    <OfferCard offer={offer} eager={eager} linkComponent={linkComponent} />
  );
}
