import { formatCOP } from '@gangazo/contracts/catalog/format';
import { discountPercent } from '@gangazo/contracts/catalog/price';
import styles from './Prices.module.css';

export interface PricesProps {
  price: number | null;
  previousPrice: number | null;
  /** As the API computed it; worked out from the prices when missing. */
  discount?: number | null;
  shippingCost?: number | null;
  size?: 'md' | 'lg';
}

/** Price in pesos, the previous one struck through, and the discount pill. */
export function Prices({ price, previousPrice, discount, shippingCost = null, size = 'md' }: PricesProps) {
  const percent = discount ?? discountPercent(price, previousPrice);
  const showPrevious = previousPrice !== null && price !== null && previousPrice > price;
  if (price === null && !showPrevious && shippingCost !== 0) return null;
  return (
    <p className={[styles.prices, styles[size]].join(' ')}>
      {price !== null && <span className={styles.price}>{price === 0 ? 'Gratis' : formatCOP(price)}</span>}
      {showPrevious && (
        <s className={styles.previous}>
          <span className="visually-hidden">Antes: </span>
          {formatCOP(previousPrice)}
        </s>
      )}
      {percent !== null && percent > 0 && <span className={styles.discount}>-{percent}%</span>}
      {shippingCost === 0 && <span className={styles.shipping}>Envío gratis</span>}
    </p>
  );
}
