import { usePageTitle } from '@gangazo/platform';
import { ShareForm } from './ShareForm';
import { SignedInOnly } from './SignedInOnly';
import styles from './ShareForm.module.css';

/** Share a code (`/comparte/cupon/coupon`). */
export function ShareCouponPage() {
  usePageTitle('Comparte un código');
  return (
    <section className={styles.page}>
      <h1>Comparte un código</h1>
      <SignedInOnly>
        <p className={styles.intro}>Comparte un cupón o código de descuento con la comunidad.</p>
        <ShareForm kind="coupon" />
      </SignedInOnly>
    </section>
  );
}
