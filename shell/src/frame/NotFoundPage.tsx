import { Link } from 'react-router';
import { usePageTitle } from '@gangazo/platform';
import { Card } from '@gangazo/ui';
import styles from './NotFoundPage.module.css';

export function NotFoundPage() {
  usePageTitle('Página no encontrada');
  return (
    <Card as="section" padding="lg" className={styles.page}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1>No encontramos esta página</h1>
      <p>Es posible que la dirección esté mal escrita o que la oferta ya no exista.</p>
      <Link to="/" className={styles.home}>
        Ir a las ofertas
      </Link>
    </Card>
  );
}
