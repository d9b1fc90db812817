import { usePageTitle } from '@gangazo/platform';
import { EmptyState } from '@gangazo/ui';
import { SignedInOnly } from './SignedInOnly';

/** Share a code (`/comparte/cupon/coupon`). */
export function ShareCouponPage() {
  usePageTitle('Comparte un código');
  return (
    <section>
      <h1>Comparte un código</h1>
      <SignedInOnly>
        <EmptyState title="El formulario para compartir códigos aún no está disponible">
          <p>Pronto podrás publicar aquí el código de descuento, la tienda y su vigencia.</p>
        </EmptyState>
      </SignedInOnly>
    </section>
  );
}
