import { Link, useSearchParams } from 'react-router';
import type { Coupon, OfferCard as OfferSummary } from '@gangazo/contracts';
import { formatDate, skipToken } from '@gangazo/platform';
import { Modal, OfferImage, RichTextContent, Spinner, TextSkeleton } from '@gangazo/ui';
import { errorMessage, errorStatus } from './apiError';
import { CodeBox } from './CodeBox';
import { ACTIVE_COUPON_PARAM, useCouponHref } from './couponLink';
import { useClaimCodeQuery, useGetCouponQuery } from './couponApi';
import styles from './CouponModal.module.css';
import { PageShare } from './PageShare';

const OBJECT_ID = /^[0-9a-f]{24}$/i;
/** Spec §8, verbatim (the BFF's 410 says the same). */
export const NO_MORE_CODES = 'No mas cupones';

/** Spec §4: the visitor's code of a multiple-code coupon, or 'No mas cupones'. */
function ClaimedCode({ offerId }: { offerId: string }) {
  const { data, error, isLoading, refetch } = useClaimCodeQuery(offerId);
  if (isLoading) return <Spinner label="Buscando tu código…" />;
  if (data) return <CodeBox code={data.value} />;
  if (errorStatus(error) === 410) {
    return (
      <p role="status" className={styles.noMore}>
        {errorMessage(error, NO_MORE_CODES)}
      </p>
    );
  }
  return (
    <p role="alert" className={styles.problem}>
      {errorMessage(error, 'No pudimos obtener tu código.')}{' '}
      <button type="button" className={styles.linkButton} onClick={() => refetch()}>
        Reintentar
      </button>
    </p>
  );
}

function Validity({ from, to }: { from: string | null; to: string | null }) {
  if (!from && !to) return null;
  return (
    <p className={styles.validity}>
      {from && <>Válido desde {formatDate(from)} </>}
      {to ? <>{from ? 'Hasta' : 'Válido hasta'} {formatDate(to)}</> : 'Hasta agotar existencias'}
    </p>
  );
}

function RelatedCoupon({ coupon }: { coupon: OfferSummary }) {
  const href = useCouponHref(coupon.id);
  return (
    <li>
      <Link to={href} replace preventScrollReset className={styles.related}>
        {coupon.reduction && <span className={styles.relatedReduction}>{coupon.reduction}</span>}
        <span>{coupon.title}</span>
      </Link>
    </li>
  );
}

function CouponDetail({ coupon, related }: { coupon: Coupon; related: OfferSummary[] }) {
  // The same claim ClaimedCode shows (one request): with no code left there is nothing to redeem.
  const claim = useClaimCodeQuery(coupon.multiple_codes_offer ? coupon.id : skipToken);
  const noCodeLeft = coupon.multiple_codes_offer && errorStatus(claim.error) === 410;
  return (
    <div className={styles.detail}>
      <div className={styles.head}>
        <OfferImage source={coupon} alt={coupon.shop ? `Cupón de ${coupon.shop.name}` : coupon.title} width={160} height={160} className={styles.image} eager />
        <div className={styles.headText}>
          {coupon.reduction && <p className={styles.reduction}>{coupon.reduction}</p>}
          {coupon.shop && (
            <Link to={coupon.shop.public_url} className={styles.shop}>
              Cupones {coupon.shop.name}
            </Link>
          )}
          {coupon.expired && <span className={styles.expired}>Expirada</span>}
        </div>
      </div>
      {coupon.multiple_codes_offer ? (
        <ClaimedCode offerId={coupon.id} />
      ) : coupon.code ? (
        <CodeBox code={coupon.code} />
      ) : (
        <p className={styles.noCode}>No necesitas código: el descuento se aplica directamente en la tienda.</p>
      )}
      {coupon.url && !noCodeLeft && (
        <a href={`/visit/${coupon.id}`} target="_blank" rel="nofollow sponsored noopener" className={styles.redeem}>
          Canjear el Cupón
          <span className="visually-hidden"> (se abre en una pestaña nueva)</span>
        </a>
      )}
      <Validity from={coupon.init_date} to={coupon.end_date} />
      {coupon.shop && <PageShare path={`${coupon.shop.public_url}?active_coupon=${coupon.id}`} title={coupon.title} />}
      {coupon.description_html && (
        <section className={styles.section} aria-labelledby="coupon-info">
          <h3 id="coupon-info">Información</h3>
          <RichTextContent html={coupon.description_html} />
        </section>
      )}
      {coupon.tyt && (
        <section className={styles.section} aria-labelledby="coupon-terms">
          <h3 id="coupon-terms">Condiciones</h3>
          <p className={styles.terms}>{coupon.tyt}</p>
        </section>
      )}
      {related.length > 0 && coupon.shop && (
        <section className={styles.section} aria-labelledby="coupon-related">
          <h3 id="coupon-related">Más cupones de {coupon.shop.name}</h3>
          <ul className={styles.relatedList}>
            {related.slice(0, 3).map((item) => (
              <RelatedCoupon key={item.id} coupon={item} />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

function CouponContent({ couponId }: { couponId: string }) {
  const valid = OBJECT_ID.test(couponId);
  const { data, error, isLoading, isFetching, refetch } = useGetCouponQuery(valid ? couponId : skipToken);
  if (!valid || errorStatus(error) === 404 || errorStatus(error) === 400) {
    return <p className={styles.problem}>No encontramos ese cupón. Puede que el enlace esté mal escrito o que el cupón ya no exista.</p>;
  }
  if (isLoading || (isFetching && data?.offer.id !== couponId)) return <TextSkeleton lines={6} />;
  if (!data) {
    return (
      <p role="alert" className={styles.problem}>
        No pudimos cargar el cupón.{' '}
        <button type="button" className={styles.linkButton} onClick={() => refetch()}>
          Reintentar
        </button>
      </p>
    );
  }
  return <CouponDetail coupon={data.offer} related={data.related} />;
}

/** The coupon's title once known: it names the dialog. */
function useCouponTitle(couponId: string): string {
  const valid = OBJECT_ID.test(couponId);
  const { data } = useGetCouponQuery(valid && couponId ? couponId : skipToken);
  return data?.offer.id === couponId ? data.offer.title : 'Detalle del cupón';
}

/**
 * The coupon detail modal (spec §2, §4): open while the URL holds `active_coupon={id}`, on any
 * page; closing removes the parameter and keeps the rest of the URL. Max width 650 px (spec §9).
 */
export function CouponModal() {
  const [params, setParams] = useSearchParams();
  const couponId = params.get(ACTIVE_COUPON_PARAM) ?? '';
  const title = useCouponTitle(couponId);
  const close = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(ACTIVE_COUPON_PARAM);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  return (
    <Modal open={couponId !== ''} onClose={close} title={title} maxWidth={650}>
      {couponId !== '' && <CouponContent couponId={couponId} />}
    </Modal>
  );
}
