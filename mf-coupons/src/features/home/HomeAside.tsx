import { Link } from 'react-router';
import { imageUrl } from '@gangazo/contracts/catalog/images';
import { TextSkeleton } from '@gangazo/ui';
import { useGetParentCategoriesQuery, useGetTopShopsQuery } from './homeApi';
import styles from './HomePage.module.css';

function TopShops() {
  const { data: shops, isLoading, isError } = useGetTopShopsQuery();
  if (!isLoading && !isError && shops?.length === 0) return null;
  return (
    <section className={styles.box} aria-labelledby="home-shops">
      <h2 id="home-shops" className={styles.boxTitle}>
        Tiendas populares
      </h2>
      {isLoading && <TextSkeleton lines={4} />}
      {isError && <p className={styles.muted}>No pudimos cargar las tiendas.</p>}
      {shops && (
        <ul className={styles.shops}>
          {shops.map((shop) => (
            <li key={shop.id}>
              <Link to={shop.public_url} className={styles.shop}>
                {shop.image_key || shop.image_url ? (
                  <img src={shop.image_key ? imageUrl(shop.image_key, { width: 64, height: 64 }) : (shop.image_url ?? '')} alt="" width={32} height={32} loading="lazy" className={styles.logo} />
                ) : (
                  <span className={styles.initial} aria-hidden="true">
                    {shop.name.charAt(0)}
                  </span>
                )}
                <span>{shop.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Categories() {
  const { data: categories, isLoading, isError } = useGetParentCategoriesQuery();
  if (!isLoading && !isError && categories?.length === 0) return null;
  return (
    <section className={styles.box} aria-labelledby="home-categories">
      <h2 id="home-categories" className={styles.boxTitle}>
        Categorías
      </h2>
      {isLoading && <TextSkeleton lines={4} />}
      {isError && <p className={styles.muted}>No pudimos cargar las categorías.</p>}
      {categories && (
        <ul className={styles.chips}>
          {categories.map((category) => (
            <li key={category.id}>
              <Link to={category.public_url} className={styles.chip}>
                {category.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Beside the feeds: where to go next, the shops people visit most and the main categories. */
export function HomeAside() {
  return (
    <aside className={styles.aside} aria-label="Tiendas y categorías">
      <TopShops />
      <Categories />
    </aside>
  );
}
