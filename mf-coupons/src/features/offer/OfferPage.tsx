import { useRef } from 'react';
import { Link, useParams } from 'react-router';
import type { OfferDetail } from '@gangazo/contracts';
import { formatDate, usePageTitle } from '@gangazo/platform';
import { EmptyState, LoadError, Prices, TextSkeleton, timeAgo } from '@gangazo/ui';
import { errorStatus } from '../coupon-modal/apiError';
import { CodeBox } from '../coupon-modal/CodeBox';
import { useCouponHref } from '../coupon-modal/couponLink';
import { PageShare } from '../coupon-modal/PageShare';
import { ExpiredNotice, ExpiryButton, ReviewNotice } from '../moderation/OfferModeration';
import { ReportAction } from '../moderation/ReportAction';
import { Comments } from './Comments';
import { Description } from './Description';
import { Gallery } from './Gallery';
import { parseOfferSlug } from './offerSlug';
import { offerApi, useGetOfferQuery } from './offerApi';
import { SaveButton } from './SaveButton';
import { StickyBuyBar } from './StickyBuyBar';
import { VoteButtons } from './VoteButtons';
import styles from './OfferPage.module.css';

const OBJECT_ID = /^[0-9a-f]{24}$/i;

function validity(offer: OfferDetail): string | null {
  const from = offer.init_date ? formatDate(offer.init_date) : '';
  const to = offer.end_date ? formatDate(offer.end_date) : '';
  if (from && to) return `Válida desde ${from} hasta ${to}`;
  if (to) return `Válida hasta ${to}`;
  if (from) return `Válida desde ${from}`;
  return null;
}

function CouponCode({ offer }: { offer: OfferDetail }) {
  const href = useCouponHref(offer.id);
  if (offer.multiple_codes_offer) {
    return (
      <Link to={href} preventScrollReset className={styles.secondaryLink}>
        Obtener mi código
      </Link>
    );
  }
  return offer.code ? <CodeBox code={offer.code} /> : null;
}

function OfferView({ offer }: { offer: OfferDetail }) {
  const actionsRef = useRef<HTMLDivElement>(null);
  const valid = validity(offer);
  return (
    <article className={styles.page} aria-labelledby="offer-title">
      <nav aria-label="Ruta de navegación" className={styles.crumbs}>
        <ol>
          <li>
            <Link to="/">Inicio</Link>
          </li>
          {offer.category && (
            <li>
              <Link to={offer.category.public_url}>{offer.category.name}</Link>
            </li>
          )}
          <li aria-current="page">{offer.title}</li>
        </ol>
      </nav>
      <div className={styles.top}>
        <Gallery title={offer.title} images={offer.images} imageUrl={offer.image_url} expired={offer.expired} />
        <div className={styles.info}>
          <div className={styles.voteRow}>
            <VoteButtons offer={offer} />
            <time className={styles.muted} dateTime={offer.published_at} title={formatDate(offer.published_at)}>
              Publicada {timeAgo(offer.published_at)}
            </time>
          </div>
          <h1 id="offer-title" className={styles.title}>
            {offer.title}
          </h1>
          <ReviewNotice offer={offer} />
          <ExpiredNotice offer={offer} />
          <Prices price={offer.price} previousPrice={offer.previous_price} discount={offer.discount_percent} shippingCost={offer.shipping_cost} size="lg" />
          {offer.kind === 'coupon' && offer.reduction && <p className={styles.reduction}>{offer.reduction}</p>}
          <dl className={styles.facts}>
            {offer.shop && (
              <div>
                <dt>Tienda</dt>
                <dd>
                  <Link to={offer.shop.public_url}>{offer.shop.name}</Link>
                </dd>
              </div>
            )}
            <div>
              <dt>Disponible</dt>
              <dd>{offer.availability === 'in_store' ? `En tienda física${offer.city ? ` · ${offer.city}` : ''}` : 'En línea'}</dd>
            </div>
            {valid && (
              <div>
                <dt>Vigencia</dt>
                <dd>{valid}</dd>
              </div>
            )}
            {offer.author && (
              <div>
                <dt>Compartida por</dt>
                <dd>{offer.author.username}</dd>
              </div>
            )}
          </dl>
          {offer.kind === 'coupon' && <CouponCode offer={offer} />}
          <div ref={actionsRef} className={styles.actions}>
            {offer.url && (
              // Through /visit: the click is counted and the shop's address can be corrected later.
              <a href={`/visit/${offer.id}`} target="_blank" rel="nofollow sponsored noopener" className={styles.goTo}>
                Ir a la oferta
                <span className="visually-hidden"> (se abre en una pestaña nueva)</span>
              </a>
            )}
            <SaveButton offer={offer} />
          </div>
          <PageShare path={offer.kind === 'coupon' && offer.shop ? `${offer.shop.public_url}?active_coupon=${offer.id}` : offer.public_url} title={offer.title} />
          {!offer.review && (
            <div className={styles.community}>
              <ExpiryButton offer={offer} />
              <ReportAction kind="offer" id={offer.id} what={offer.kind === 'coupon' ? 'este código' : 'esta oferta'} />
            </div>
          )}
        </div>
      </div>
      <section className={styles.section} aria-labelledby="offer-description">
        <h2 id="offer-description">Descripción</h2>
        <Description description={offer.description} html={offer.description_html} />
      </section>
      {offer.tyt && (
        <section className={styles.section} aria-labelledby="offer-terms">
          <h2 id="offer-terms">Condiciones</h2>
          <p className={styles.terms}>{offer.tyt}</p>
        </section>
      )}
      <div className={styles.section}>
        <Comments offerId={offer.id} count={offer.comments_count} />
      </div>
      <StickyBuyBar offer={offer} watch={actionsRef} />
    </article>
  );
}

function OfferSkeleton({ name }: { name: string }) {
  return (
    <div className={styles.page} aria-busy="true">
      <div className={styles.top}>
        <div className={[styles.mainImage, styles.placeholder].join(' ')} />
        <div className={styles.info}>
          <h1 className={styles.title}>{name}</h1>
          <p role="status" className="visually-hidden">
            Cargando la oferta…
          </p>
          <TextSkeleton lines={5} />
        </div>
      </div>
    </div>
  );
}

/** Offer page (`/ofertas/{name-slug}-{id}`): GET /api/v1/offers/{id}. */
export function OfferPage() {
  const { id, name } = parseOfferSlug(useParams().slug ?? '');
  const valid = OBJECT_ID.test(id);
  const { data: offer, error, isLoading, refetch } = useGetOfferQuery(id, { skip: !valid });
  // The comments start with the offer (its id is in the address), not once it is here: a page the
  // server renders without its cache waits one round of data less (25-35 ms).
  offerApi.endpoints.getComments.useInfiniteQuerySubscription(id.toLowerCase(), { skip: !valid });
  usePageTitle(offer?.title ?? (name || 'Oferta'));
  const notFound = !valid || errorStatus(error) === 404 || errorStatus(error) === 400;
  if (notFound) {
    return (
      <EmptyState title="No encontramos esta oferta" action={<Link to="/">Ver las ofertas del día</Link>}>
        <p>Puede que el enlace esté mal escrito o que la oferta se haya retirado.</p>
      </EmptyState>
    );
  }
  if (offer && offer.id === id.toLowerCase()) return <OfferView offer={offer} />;
  if (isLoading || !error) return <OfferSkeleton name={name} />;
  return <LoadError message="No pudimos cargar la oferta." onRetry={refetch} />;
}
