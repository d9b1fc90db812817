import { useLocation } from 'react-router';

/** Spec §2/§4: the coupon detail (the coupons remote's overlay) opens when the URL holds `active_coupon={id}`. */
export const ACTIVE_COUPON_PARAM = 'active_coupon';

/** The current page's URL with the coupon modal open on `couponId` (other parameters kept). */
export function useCouponHref(couponId: string): string {
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  params.set(ACTIVE_COUPON_PARAM, couponId);
  return `${location.pathname}?${params.toString()}`;
}
