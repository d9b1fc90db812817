import { useId } from 'react';
import type { OfferCard as OfferSummary } from '@gangazo/contracts';
import { formatDate } from '@gangazo/contracts/catalog/format';
import type { DealLinkComponent } from './dealLink';
import { OfferImage } from './OfferImage';
import { Temperature } from './Temperature';
import styles from './CouponCard.module.css';

export interface CouponCardProps {
  coupon: OfferSummary;
  /** Where the title leads: the current page with the coupon modal open on this coupon. */
  href: string;
  eager?: boolean;
  /** The router's `Link` of the remote showing the card. */
  linkComponent: DealLinkComponent;
}

/** A coupon in a list: what it gives, the shop and until when. Opening it shows the coupon modal. */
export function CouponCard({ coupon, href, eager = false, linkComponent: Link }: CouponCardProps) {
  const titleId = useId();
  const until = coupon.end_date ? formatDate(coupon.end_date) : '';
  // Every individual code handed out: still listed (after the live ones), never promoted as live.
  const soldOut = !coupon.expired && coupon.codes_exhausted;
  return (
    <div className={styles.wrapper}>
      <article className={[styles.card, coupon.expired || soldOut ? styles.expired : ''].filter(Boolean).join(' ')} aria-labelledby={titleId}>
        <div className={styles.ticket}>
          <OfferImage source={coupon} alt={coupon.shop ? `Cupón de ${coupon.shop.name}` : coupon.title} width={160} height={160} className={styles.image} eager={eager} />
          {coupon.reduction && <span className={styles.reduction}>{coupon.reduction}</span>}
        </div>
        <div className={styles.body}>
          <div className={styles.topline}>
            <Temperature temperature={coupon.temperature} publishedAt={coupon.published_at} />
            {coupon.expired ? (
              <span className={styles.expiredBadge}>Expirada</span>
            ) : soldOut ? (
              <span className={styles.expiredBadge}>Agotado</span>
            ) : (
              until && <span className={styles.until}>Hasta {until}</span>
            )}
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
              {soldOut ? 'Ver cupón' : coupon.multiple_codes_offer ? 'Obtener código' : 'Ver cupón'}
            </span>
          </div>
        </div>
      </article>
    </div>
  );
}
