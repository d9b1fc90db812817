import { useSearchParams } from 'react-router';
import { openShareModal, useAppDispatch, usePageTitle } from '@gangazo/platform';
import { Button, EmptyState, Tabs } from '@gangazo/ui';
import { HomeBanners } from '../banners/HomeBanners';
import { PagedOffers } from '../offer-list/PagedOffers';
import { HomeAside } from './HomeAside';
import { HOME_TABS, isHomeTab, useGetHomeFeedInfiniteQuery, type HomeTab } from './homeApi';
import styles from './HomePage.module.css';

/** Which feed the URL asks for: `/?ver=hot`. Destacadas when none (or an unknown one). */
export const TAB_PARAM = 'ver';

function Feed({ tab }: { tab: HomeTab }) {
  const dispatch = useAppDispatch();
  const query = useGetHomeFeedInfiniteQuery(tab);
  const coupons = tab === 'cupones';
  return (
    <PagedOffers
      query={query}
      noun={coupons ? 'cupones' : 'ofertas'}
      layout={coupons ? 'list' : 'grid'}
      errorMessage={coupons ? 'No pudimos cargar los cupones.' : 'No pudimos cargar las ofertas.'}
      empty={
        <EmptyState
          title={coupons ? 'Todavía no hay cupones activos' : 'Todavía no hay ofertas publicadas'}
          action={<Button onClick={() => dispatch(openShareModal())}>{coupons ? 'Comparte un código' : 'Comparte la primera oferta'}</Button>}
        >
          <p>{coupons ? 'Cuando alguien de la comunidad comparta un código de descuento, lo verás aquí.' : 'Cuando alguien de la comunidad comparta una oferta, la verás aquí.'}</p>
        </EmptyState>
      }
    />
  );
}

/** Home (spec §2 `/`): the community's feeds in tabs, with shops and categories beside them. */
export function HomePage() {
  usePageTitle();
  const [params, setParams] = useSearchParams();
  const requested = params.get(TAB_PARAM);
  const tab: HomeTab = isHomeTab(requested) ? requested : 'destacadas';
  const selectTab = (id: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id === 'destacadas') next.delete(TAB_PARAM);
        else next.set(TAB_PARAM, id);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  return (
    <div className={styles.layout}>
      <section className={styles.main} aria-labelledby="home-title">
        <HomeBanners />
        <header className={styles.header}>
          <h1 id="home-title">Ofertas del día</h1>
          <p className={styles.lead}>La comunidad número 1 de ofertas en Colombia: ofertas, cupones y códigos de descuento compartidos y votados por la comunidad.</p>
        </header>
        <Tabs
          label="Ordenar ofertas"
          selectedId={tab}
          onChange={selectTab}
          tabs={HOME_TABS.map((item) => ({ id: item.id, label: item.label, content: <Feed tab={item.id} /> }))}
        />
      </section>
      <HomeAside />
    </div>
  );
}
