import { Link, useParams } from 'react-router';
import { usePageTitle } from '@gangazo/platform';
import { EmptyState } from '@gangazo/ui';
import { parseOfferSlug } from './offerSlug';

/** Offer page (`/ofertas/{name-slug}-{id}`). The offer comes from GET /api/v1/offers/{id}. */
export function OfferPage() {
  const { name } = parseOfferSlug(useParams().slug ?? '');
  const title = name || 'Oferta';
  usePageTitle(title);
  return (
    <section>
      <h1>{title}</h1>
      <EmptyState title="Todavía no podemos mostrar esta oferta" action={<Link to="/">Ver las ofertas del día</Link>}>
        <p>El detalle de las ofertas (precio, tienda, votos y comentarios) aún no está disponible en el sitio.</p>
      </EmptyState>
    </section>
  );
}
