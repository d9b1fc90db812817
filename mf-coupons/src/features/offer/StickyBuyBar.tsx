import { useEffect, useState, type RefObject } from 'react';
import type { OfferDetail } from '@gangazo/contracts';
import { formatCOP } from '@gangazo/contracts/catalog/format';
import styles from './StickyBuyBar.module.css';

/**
 * On phones the page's own "Ir a la oferta" sits below the first screen: while it is out of view,
 * a bar fixed to the bottom carries the price and the same link (through /visit, counted). Wider
 * screens never show it (CSS). Drawn only once the browser can tell where the button is, so the
 * server's HTML and the first paint are the same.
 */
export function StickyBuyBar({ offer, watch }: { offer: OfferDetail; watch: RefObject<HTMLElement | null> }) {
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const target = watch.current;
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setShown(entry ? !entry.isIntersecting : false));
    observer.observe(target);
    return () => observer.disconnect();
  }, [watch]);

  if (!shown || !offer.url || offer.expired) return null;
  return (
    <div className={styles.bar}>
      <div className={styles.price}>
        {offer.price !== null ? <strong>{offer.price === 0 ? 'Gratis' : formatCOP(offer.price)}</strong> : <strong>{offer.reduction ?? ''}</strong>}
        {offer.shop && <span className={styles.shop}>en {offer.shop.name}</span>}
      </div>
      <a href={`/visit/${offer.id}`} target="_blank" rel="nofollow sponsored noopener" className={styles.goTo}>
        Ir a la oferta
        <span className="visually-hidden"> (se abre en una pestaña nueva)</span>
      </a>
    </div>
  );
}
