import type { OfferCard as OfferSummary } from '@gangazo/contracts';
import { CouponCard } from './CouponCard';
import { OfferCard } from './OfferCard';

/** The right card for an item of a feed: coupons open the coupon modal, offers their page. */
export function FeedCard({ offer, eager = false }: { offer: OfferSummary; eager?: boolean }) {
  return offer.kind === 'coupon' ? <CouponCard coupon={offer} eager={eager} /> : <OfferCard offer={offer} eager={eager} />;
}
