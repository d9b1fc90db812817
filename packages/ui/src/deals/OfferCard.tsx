import { useId } from 'react';
import type { OfferCard as OfferSummary } from '@gangazo/contracts';
import { formatDate } from '@gangazo/contracts/catalog/format';
import { CommentCount } from './CommentCount';
import type { DealLinkComponent } from './dealLink';
import { OfferImage } from './OfferImage';
import { Prices } from './Prices';
import { Temperature } from './Temperature';
import { timeAgo } from './timeAgo';
import styles from './OfferCard.module.css';

export interface OfferCardProps {
  offer: OfferSummary;
  /** The first cards of a page load their image at once. */
  eager?: boolean;
  /** The router's `Link` of the remote showing the card. */
  linkComponent: DealLinkComponent;
}

/** The picture's width on screen: a 112 px thumbnail on phones (OfferCard.module.css), at most 320 px in the grid. */
const CARD_IMAGE_SIZES = '(max-width: 599px) 112px, 320px';

/** One offer in a feed: picture, title, prices, shop, temperature, comments and age. */
export function OfferCard({ offer, eager = false, linkComponent: Link }: OfferCardProps) {
  const titleId = useId();
  return (
    <article className={[styles.card, offer.expired ? styles.expired : ''].filter(Boolean).join(' ')} aria-labelledby={titleId}>
      <div className={styles.media}>
        <OfferImage source={offer} alt={offer.title} width={320} height={240} sizes={CARD_IMAGE_SIZES} className={styles.image} eager={eager} />
        {offer.expired ? <span className={styles.expiredBadge}>Expirada</span> : offer.featured && <span className={styles.featuredBadge}>Destacada</span>}
      </div>
      <div className={styles.body}>
        <div className={styles.topline}>
          <Temperature temperature={offer.temperature} publishedAt={offer.published_at} />
          <time className={styles.age} dateTime={offer.published_at} title={formatDate(offer.published_at)}>
            {timeAgo(offer.published_at)}
          </time>
        </div>
        <h3 id={titleId} className={styles.title}>
          <Link to={offer.public_url} className={styles.titleLink}>
            {offer.title}
          </Link>
        </h3>
        <Prices price={offer.price} previousPrice={offer.previous_price} discount={offer.discount_percent} shippingCost={offer.shipping_cost} />
        <div className={styles.footer}>
          {offer.shop ? (
            <Link to={offer.shop.public_url} className={styles.shop}>
              {offer.shop.name}
            </Link>
          ) : (
            <span />
          )}
          <CommentCount count={offer.comments_count} />
        </div>
      </div>
    </article>
  );
}
