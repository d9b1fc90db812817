import { openShareModal, useAppDispatch } from '@gangazo/platform';
import { Button, EmptyState } from '@gangazo/ui';
import { PagedOffers } from '../offer-list/PagedOffers';
import { useProfile } from '../profile-layout/profileContext';
import { useGetUserOffersInfiniteQuery } from './userOffersApi';

/** "Mis ofertas": offers and coupons this user shared, with the home's cards and 'Ver más'. */
export function MyOffersSection() {
  const { userId, isOwner, profile } = useProfile();
  const dispatch = useAppDispatch();
  const query = useGetUserOffersInfiniteQuery(userId);
  const empty = isOwner ? (
    <EmptyState title="Todavía no has compartido ofertas" action={<Button onClick={() => dispatch(openShareModal())}>Comparte una oferta</Button>}>
      ¿Encontraste un buen precio o un código de descuento? Compártelo con la comunidad.
    </EmptyState>
  ) : (
    <EmptyState title={`@${profile.username} todavía no ha compartido ofertas`} />
  );
  return <PagedOffers query={query} empty={empty} errorMessage="No pudimos cargar las ofertas compartidas." />;
}
