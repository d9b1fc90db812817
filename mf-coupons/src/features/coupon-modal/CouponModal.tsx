import { useSearchParams } from 'react-router';
import { Modal } from '@gangazo/ui';

/** Spec §2/§4: the coupon detail opens when the URL holds `active_coupon={id}`. */
export const ACTIVE_COUPON_PARAM = 'active_coupon';

/**
 * The coupon detail modal (max 650 px). The coupon itself (GET /api/v1/coupons/{id}: reduction,
 * code with copy, 'Canjear el Cupón', validity, 'Información', 'Condiciones') is built in this folder.
 */
export function CouponModal() {
  const [params, setParams] = useSearchParams();
  const couponId = params.get(ACTIVE_COUPON_PARAM);
  const close = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(ACTIVE_COUPON_PARAM);
        return next;
      },
      { replace: true },
    );
  return (
    <Modal open={couponId !== null && couponId !== ''} onClose={close} title="Detalle del cupón" maxWidth={650}>
      <p>Todavía no podemos mostrar el detalle de este cupón.</p>
    </Modal>
  );
}
