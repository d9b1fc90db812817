import { openShareModal, useAppDispatch, usePageTitle } from '@gangazo/platform';
import { Button, EmptyState } from '@gangazo/ui';
import styles from './HomePage.module.css';

/** Home (spec §2 `/`): the community's offer feeds. Feeds come from /api/gangazo/offers (10 per page). */
export function HomePage() {
  usePageTitle();
  const dispatch = useAppDispatch();
  return (
    <section className={styles.page}>
      <header>
        <h1>Ofertas del día</h1>
        <p className={styles.lead}>La comunidad número 1 de ofertas en Colombia: ofertas, cupones y códigos de descuento compartidos y votados por la comunidad.</p>
      </header>
      <EmptyState
        title="Todavía no hay ofertas publicadas"
        action={<Button onClick={() => dispatch(openShareModal())}>Comparte la primera oferta</Button>}
      >
        <p>Cuando alguien de la comunidad comparta una oferta, la verás aquí.</p>
      </EmptyState>
    </section>
  );
}
