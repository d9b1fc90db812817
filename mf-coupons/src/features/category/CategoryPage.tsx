import { Link, useParams } from 'react-router';
import { humanizeSlug, usePageTitle } from '@gangazo/platform';
import { EmptyState } from '@gangazo/ui';

/** A category's offers (`/categorias/{category slug}`). */
export function CategoryPage() {
  const title = humanizeSlug(useParams().slug ?? '') || 'Categoría';
  usePageTitle(title);
  return (
    <section>
      <h1>{title}</h1>
      <EmptyState title="Todavía no hay ofertas en esta categoría" action={<Link to="/">Ver las ofertas del día</Link>}>
        <p>Cuando la comunidad comparta ofertas de esta categoría, las verás aquí.</p>
      </EmptyState>
    </section>
  );
}
