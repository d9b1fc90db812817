import { usePageTitle } from '@gangazo/platform';
import { ShareForm } from './ShareForm';
import { SignedInOnly } from './SignedInOnly';
import styles from './ShareForm.module.css';

/** Share an offer (`/comparte/oferta/offer`). */
export function ShareOfferPage() {
  usePageTitle('Comparte una oferta');
  return (
    <section className={styles.page}>
      <h1>Comparte una oferta</h1>
      <SignedInOnly>
        <p className={styles.intro}>¿Encontraste un buen precio? Publícalo para que la comunidad lo vote.</p>
        <ShareForm kind="offer" />
      </SignedInOnly>
    </section>
  );
}
