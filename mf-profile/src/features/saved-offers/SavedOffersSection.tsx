import { Link } from 'react-router';
import { EmptyState } from '@gangazo/ui';
import { PagedOffers } from '../offer-list/PagedOffers';
import { useGetSavedOffersInfiniteQuery } from './savedOffersApi';
import styles from './SavedOffersSection.module.css';

/** "Ofertas Guardadas": only ever rendered on your own profile (ProfilePage guards it). */
export function SavedOffersSection() {
  // Refetched on each visit: offers saved on other pages since the last one must show up.
  const query = useGetSavedOffersInfiniteQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <PagedOffers
      query={query}
      errorMessage="No pudimos cargar tus ofertas guardadas."
      empty={
        <EmptyState
          title="Todavía no has guardado ofertas"
          action={
            <Link to="/" className={styles.homeLink}>
              Ver las ofertas de hoy
            </Link>
          }
        >
          Guarda las ofertas que te interesan con el botón «Guardar» de cada oferta y encuéntralas aquí.
        </EmptyState>
      }
    />
  );
}
