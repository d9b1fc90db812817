import { Link, useParams } from 'react-router';
import type { Shop } from '@gangazo/contracts';
import { imageUrl } from '@gangazo/contracts/catalog/images';
import { slugify } from '@gangazo/contracts/catalog/slug';
import { humanizeSlug, usePageTitle } from '@gangazo/platform';
import { EmptyState, LoadError, TextSkeleton } from '@gangazo/ui';
import { errorStatus } from '../coupon-modal/apiError';
import { CouponSlugFallback } from '../coupon-slug/CouponSlugFallback';
import { FeedCard } from '../offer-card/FeedCard';
import { PagedOffers } from '../offer-list/PagedOffers';
import { useGetShopCouponsInfiniteQuery, useGetShopOffersInfiniteQuery, useGetShopOutstandingQuery, useGetShopQuery } from './shopApi';
import styles from './ShopCouponsPage.module.css';

const OBJECT_ID = /^[0-9a-f]{24}$/i;

/** What the BFF accepts as a shop reference: its ObjectId or a slug (`/cupones/Éxito` → `exito`). */
export function shopRef(param: string): string {
  let decoded = param;
  try {
    decoded = decodeURIComponent(param);
  } catch {
    // A malformed escape: slugify what is there.
  }
  return OBJECT_ID.test(decoded) ? decoded.toLowerCase() : slugify(decoded);
}

function ShopHeader({ shop }: { shop: Shop }) {
  const logo = shop.image_key ? imageUrl(shop.image_key, { width: 160, height: 160 }) : shop.image_url;
  return (
    <header className={styles.header}>
      {logo ? (
        <img src={logo} alt={`Logo de ${shop.name}`} width={96} height={96} className={styles.logo} />
      ) : (
        <span className={styles.initial} aria-hidden="true">
          {shop.name.charAt(0)}
        </span>
      )}
      <div className={styles.headerText}>
        <h1 className={styles.title}>Cupones {shop.name}</h1>
        <p className={styles.counts}>
          {shop.coupons_count === 1 ? '1 cupón' : `${shop.coupons_count} cupones`} · {shop.offers_count === 1 ? '1 oferta' : `${shop.offers_count} ofertas`}
        </p>
        {shop.description && <p className={styles.description}>{shop.description}</p>}
        {shop.website && (
          <a href={shop.website} target="_blank" rel="noopener noreferrer nofollow" className={styles.website}>
            Visitar {shop.name}
            <span className="visually-hidden"> (se abre en una pestaña nueva)</span>
          </a>
        )}
      </div>
    </header>
  );
}

/** The shop's outstanding offers, less those its offer list already shows (a small shop's are the same). */
function Outstanding({ shop, listed }: { shop: Shop; listed: ReadonlySet<string> }) {
  const { data, isError, refetch } = useGetShopOutstandingQuery(shop.slug);
  if (isError) return <LoadError message="No pudimos cargar las ofertas destacadas." onRetry={refetch} />;
  const items = data?.filter((item) => !listed.has(item.id));
  if (!items || items.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="shop-outstanding">
      <h2 id="shop-outstanding">Ofertas destacadas</h2>
      <ul className={styles.outstanding}>
        {items.map((item) => (
          <li key={item.id}>
            <FeedCard offer={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function ShopContent({ shop }: { shop: Shop }) {
  const coupons = useGetShopCouponsInfiniteQuery(shop.slug);
  const offers = useGetShopOffersInfiniteQuery(shop.slug);
  const listed = new Set((offers.data?.pages ?? []).flatMap((page) => page.items.map((item) => item.id)));
  return (
    <div className={styles.page}>
      <ShopHeader shop={shop} />
      <div className={styles.columns}>
        <section className={styles.section} aria-labelledby="shop-coupons">
          <h2 id="shop-coupons">Cupones y códigos de {shop.name}</h2>
          <PagedOffers
            query={coupons}
            layout="list"
            noun="cupones"
            moreLabel="Ver más cupones"
            skeletons={2}
            errorMessage="No pudimos cargar los cupones."
            empty={<p className={styles.muted}>Por ahora {shop.name} no tiene cupones activos.</p>}
          />
        </section>
        <Outstanding shop={shop} listed={listed} />
      </div>
      <section className={styles.section} aria-labelledby="shop-offers">
        <h2 id="shop-offers">Ofertas de {shop.name}</h2>
        <PagedOffers query={offers} empty={<p className={styles.muted}>Por ahora {shop.name} no tiene ofertas activas.</p>} />
      </section>
    </div>
  );
}

/** A shop's page (`/cupones/{shop slug}`): its coupons (2 per page), outstanding offers, offers and info. */
export function ShopCouponsPage() {
  const param = useParams().slug ?? '';
  const ref = shopRef(param);
  const { data: shop, error, isLoading, refetch } = useGetShopQuery(ref, { skip: ref === '' });
  const fallbackName = humanizeSlug(param);
  usePageTitle(shop ? `Cupones ${shop.name}` : `Cupones ${fallbackName}`.trim());
  if (errorStatus(error) === 404 || errorStatus(error) === 400) {
    const notFound = (
      <EmptyState title={`No encontramos la tienda «${fallbackName}»`} action={<Link to="/">Ver las ofertas del día</Link>}>
        <p>Puede que el enlace esté mal escrito o que la tienda ya no esté en Gangazo.</p>
      </EmptyState>
    );
    // SPEC §2: `/cupones/{shop or coupon slug}`: no shop has it, a coupon may.
    return errorStatus(error) === 404 ? <CouponSlugFallback slug={ref} notFound={notFound} /> : notFound;
  }
  if (shop && (shop.slug === ref || shop.id === ref)) return <ShopContent shop={shop} />;
  if (isLoading || !error) {
    return (
      <div className={styles.page} aria-busy="true">
        <header className={styles.header}>
          <span className={styles.initial} aria-hidden="true" />
          <div className={styles.headerText}>
            <h1 className={styles.title}>Cupones {fallbackName}</h1>
            <TextSkeleton lines={2} />
          </div>
        </header>
      </div>
    );
  }
  return <LoadError message="No pudimos cargar la tienda." onRetry={refetch} />;
}
