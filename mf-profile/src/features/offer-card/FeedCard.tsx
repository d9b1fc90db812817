import { Link } from 'react-router';
import type { OfferCard as OfferSummary } from '@gangazo/contracts';
import { FeedCard as DesignSystemFeedCard } from '@gangazo/ui';
import { useCouponHref } from './couponLink';

/** The design system's feed card, wired to this remote's router and the coupons remote's coupon modal (its overlay). */
export function FeedCard({ offer, eager = false }: { offer: OfferSummary; eager?: boolean }) {
  const couponHref = useCouponHref(offer.id);
  return <DesignSystemFeedCard offer={offer} eager={eager} couponHref={couponHref} linkComponent={Link} />;
}
