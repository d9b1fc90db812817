import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { FooterData, Link as SiteLink } from '@gangazo/contracts';
import { formatCount } from '@gangazo/platform';
import { useShell } from '../ShellContext';
import { useGetFooterDataQuery } from '../content/contentApi';
import { ThemeChooser } from './ThemeChooser';
import styles from './Footer.module.css';

const DEFAULT_ABOUT =
  'La comunidad número 1 de ofertas en Colombia. Aquí compartimos y votamos las mejores ofertas, cupones y códigos de descuento de las tiendas del país, para que compres más por menos.';

/** What the community column offers until (or unless) the BFF sends its own links. */
const SHARE_LINKS: readonly SiteLink[] = [
  { label: 'Una oferta', url: '/comparte/oferta/offer' },
  { label: 'Un código', url: '/comparte/cupon/coupon' },
  { label: 'Un tema en el foro', url: '/forum/new' },
];

/** Site paths stay in the app; social networks open in a new tab. */
function SiteOrExternalLink({ link }: { link: SiteLink }) {
  if (link.url.startsWith('/')) return <Link to={link.url}>{link.label}</Link>;
  return (
    <a href={link.url} target="_blank" rel="noopener noreferrer">
      {link.label}
    </a>
  );
}

function LinkColumn({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      <ul className={styles.links}>{children}</ul>
    </nav>
  );
}

/** A column of the site's own pages (shops, categories); nothing when there are none. */
function PageLinks({ id, title, pages }: { id: string; title: string; pages: ReadonlyArray<{ id: string; name: string; public_url: string }> }) {
  if (pages.length === 0) return null;
  return (
    <LinkColumn id={id} title={title}>
      {pages.map((page) => (
        <li key={page.id}>
          <Link to={page.public_url}>{page.name}</Link>
        </li>
      ))}
    </LinkColumn>
  );
}

function Stats({ stats }: { stats: FooterData['stats'] }) {
  return (
    <p className={styles.stats}>
      {formatCount(stats.offers)} ofertas activas · {formatCount(stats.coupons)} cupones · {formatCount(stats.shops)} tiendas ·{' '}
      {formatCount(stats.users)} miembros
    </p>
  );
}

/**
 * The footer works without its data (the links that are always there), and fills in the shops,
 * categories and legal pages from `GET /api/v1/offers/data_fotter` when they arrive.
 */
export function Footer() {
  const { bootstrap } = useShell();
  const site = bootstrap.siteName;
  const { data } = useGetFooterDataQuery();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <section className={styles.about} aria-labelledby="footer-about">
          <h2 id="footer-about" className={styles.heading}>
            {site}
          </h2>
          <p>{data?.about || DEFAULT_ABOUT}</p>
          {data && <Stats stats={data.stats} />}
          {data && data.social.length > 0 && (
            <ul className={styles.social} aria-label="Redes sociales">
              {data.social.map((link) => (
                <li key={link.url}>
                  <SiteOrExternalLink link={link} />
                </li>
              ))}
            </ul>
          )}
        </section>
        <LinkColumn id="footer-explore" title="Explora">
          <li>
            <Link to="/">Ofertas del día</Link>
          </li>
          <li>
            <Link to="/forum">Foro</Link>
          </li>
          <li>
            <Link to="/blog">Blog</Link>
          </li>
        </LinkColumn>
        <LinkColumn id="footer-community" title="Comunidad">
          {(data?.community.length ? data.community : SHARE_LINKS).map((link) => (
            <li key={link.url}>
              <SiteOrExternalLink link={link} />
            </li>
          ))}
        </LinkColumn>
        {data && <PageLinks id="footer-shops" title="Tiendas populares" pages={data.shops} />}
        {data && <PageLinks id="footer-categories" title="Categorías" pages={data.categories} />}
      </div>
      <div className={styles.bottom}>
        <p className={styles.copyright}>{data?.copyright ?? `© ${site}`}</p>
        {data && data.legal.length > 0 && (
          <ul className={styles.legal} aria-label="Información legal">
            {data.legal.map((link) => (
              <li key={link.url}>
                <SiteOrExternalLink link={link} />
              </li>
            ))}
          </ul>
        )}
        <ThemeChooser />
      </div>
    </footer>
  );
}
