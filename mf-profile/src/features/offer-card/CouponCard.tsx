import { useId } from 'react';
import { Link } from 'react-router';
import type { OfferCard as OfferSummary } from '@gangazo/contracts';
import { formatDate } from '@gangazo/platform';
import { useCouponHref } from './couponLink';
import { OfferImage } from './OfferImage';
import { Temperature } from './Temperature';
import styles from './CouponCard.module.css';

export interface CouponCardProps {
  coupon: OfferSummary;
  eager?: boolean;
}

/** A coupon in a list: what it gives, the shop and until when. Opening it shows the coupon modal. */
export function CouponCard({ coupon, eager = false }: CouponCardProps) {
  const titleId = useId();
  const href = useCouponHref(coupon.id);
  const until = coupon.end_date ? formatDate(coupon.end_date) : '';
  return (
    <article className={[styles.card, coupon.expired ? styles.expired : ''].filter(Boolean).join(' ')} aria-labelledby={titleId}>
      <div className={styles.ticket}>
        <OfferImage source={coupon} alt={coupon.shop ? `Cupón de ${coupon.shop.name}` : coupon.title} width={160} height={160} className={styles.image} eager={eager} />
        {coupon.reduction && <span className={styles.reduction}>{coupon.reduction}</span>}
      </div>
      <div className={styles.body}>
        <div className={styles.topline}>
          <Temperature temperature={coupon.temperature} publishedAt={coupon.published_at} />
          {coupon.expired ? <span className={styles.expiredBadge}>Expirada</span> : until && <span className={styles.until}>Hasta {until}</span>}
        </div>
        <h3 id={titleId} className={styles.title}>
          <Link to={href} className={styles.titleLink} preventScrollReset>
            {coupon.title}
          </Link>
        </h3>
        <div className={styles.footer}>
          {coupon.shop ? (
            <Link to={coupon.shop.public_url} className={styles.shop}>
              {coupon.shop.name}
            </Link>
          ) : (
            <span />
          )}
          <span className={styles.cta} aria-hidden="true">
            {coupon.multiple_codes_offer ? 'Obtener código' : 'Ver cupón'}
          </span>
        </div>
      </div>
    </article>
  );
}
