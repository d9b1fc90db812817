import { Link, useLocation } from 'react-router';
import type { OfferCard, SearchCategory, SearchShop, SearchTopic, SearchUser } from '@gangazo/contracts';
import { formatDate } from '@gangazo/platform';
import { Avatar, FeedCard } from '@gangazo/ui';
import type { SearchResultsResponse } from './searchResultsApi';
import styles from './SearchPage.module.css';

/** The first cards of a page load their pictures at once (they are in the first screen). */
const EAGER_CARDS = 4;

/** A coupon opens the coupon modal over this page (`?active_coupon=`), as it does in the feeds. */
function useCouponHref(): (couponId: string) => string {
  const location = useLocation();
  return (couponId) => {
    const params = new URLSearchParams(location.search);
    params.set('active_coupon', couponId);
    return `${location.pathname}?${params.toString()}`;
  };
}

function OfferCards({ items }: { items: OfferCard[] }) {
  const couponHref = useCouponHref();
  return (
    <ul className={styles.cards}>
      {items.map((offer, index) => (
        <li key={offer.id}>
          <FeedCard offer={offer} eager={index < EAGER_CARDS} couponHref={couponHref(offer.id)} linkComponent={Link} />
        </li>
      ))}
    </ul>
  );
}

function Thumb({ src }: { src: string | null }) {
  return src ? <img className={styles.thumb} src={src} alt="" loading="lazy" width={40} height={40} /> : <span className={styles.thumb} aria-hidden="true" />;
}

function ShopRows({ items }: { items: SearchShop[] }) {
  return (
    <ul className={styles.rows}>
      {items.map((shop) => (
        <li key={shop.id} className={styles.row}>
          <Thumb src={shop.image_url} />
          <Link to={shop.public_url} className={styles.rowLink}>
            {shop.name}
          </Link>
          <span className={styles.rowDetail}>Cupones y ofertas</span>
        </li>
      ))}
    </ul>
  );
}

function CategoryRows({ items }: { items: SearchCategory[] }) {
  return (
    <ul className={styles.rows}>
      {items.map((category) => (
        <li key={category.public_url} className={styles.row}>
          <Thumb src={category.icon_url ?? category.image_url} />
          <Link to={category.public_url} className={styles.rowLink}>
            {category.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function TopicRows({ items }: { items: SearchTopic[] }) {
  return (
    <ul className={styles.rows}>
      {items.map((topic) => (
        <li key={topic.id} className={styles.row}>
          <span className={styles.topicIcon} aria-hidden="true">
            #
          </span>
          <Link to={topic.public_url} className={styles.rowLink}>
            {topic.title}
          </Link>
          <span className={styles.rowDetail}>
            {topic.comments_count === 1 ? '1 comentario' : `${topic.comments_count} comentarios`} · {formatDate(topic.last_activity_at)}
          </span>
        </li>
      ))}
    </ul>
  );
}

function UserRows({ items }: { items: SearchUser[] }) {
  return (
    <ul className={styles.rows}>
      {items.map((user) => (
        <li key={user.id} className={styles.row}>
          <Avatar name={user.username} src={user.avatar} size={40} decorative />
          <Link to={`/perfil/${user.id}`} className={styles.rowLink}>
            {user.username}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** One page of results, drawn as its group is: offers and coupons as the feeds' cards, the rest as rows. */
export function ResultItems({ results }: { results: SearchResultsResponse }) {
  switch (results.group) {
    case 'offers':
    case 'coupons':
      return <OfferCards items={results.items} />;
    case 'shops':
      return <ShopRows items={results.items} />;
    case 'categories':
      return <CategoryRows items={results.items} />;
    case 'topics':
      return <TopicRows items={results.items} />;
    case 'users':
      return <UserRows items={results.items} />;
  }
}
