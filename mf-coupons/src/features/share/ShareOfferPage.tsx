import { usePageTitle } from '@gangazo/platform';
import { EmptyState } from '@gangazo/ui';
import { SignedInOnly } from './SignedInOnly';

/** Share an offer (`/comparte/oferta/offer`). */
export function ShareOfferPage() {
  usePageTitle('Comparte una oferta');
  return (
    <section>
      <h1>Comparte una oferta</h1>
      <SignedInOnly>
        <EmptyState title="El formulario para compartir ofertas aún no está disponible">
          <p>Pronto podrás publicar aquí el enlace, el precio y la tienda de la oferta que encontraste.</p>
        </EmptyState>
      </SignedInOnly>
    </section>
  );
}
