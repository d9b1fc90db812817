import { Link, useParams } from 'react-router';
import { humanizeSlug, usePageTitle } from '@gangazo/platform';
import { EmptyState } from '@gangazo/ui';

/** Coupons of a shop, or a coupon's results (`/cupones/{shop or coupon slug}`). */
export function ShopCouponsPage() {
  const name = humanizeSlug(useParams().slug ?? '');
  const title = `Cupones ${name}`.trim();
  usePageTitle(title);
  return (
    <section>
      <h1>{title}</h1>
      <EmptyState title="Todavía no hay cupones para mostrar" action={<Link to="/">Ver las ofertas del día</Link>}>
        <p>Los cupones y códigos de descuento de esta tienda aparecerán aquí.</p>
      </EmptyState>
    </section>
  );
}
