import { Link } from 'react-router';
import { useShell } from '../ShellContext';
import styles from './Footer.module.css';

export function Footer() {
  const { bootstrap } = useShell();
  const site = bootstrap.siteName;
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <section className={styles.about} aria-labelledby="footer-about">
          <h2 id="footer-about" className={styles.heading}>
            {site}
          </h2>
          <p>
            La comunidad número 1 de ofertas en Colombia. Aquí compartimos y votamos las mejores ofertas, cupones y códigos de
            descuento de las tiendas del país, para que compres más por menos.
          </p>
        </section>
        <nav aria-labelledby="footer-explore">
          <h2 id="footer-explore" className={styles.heading}>
            Explora
          </h2>
          <ul className={styles.links}>
            <li>
              <Link to="/">Ofertas del día</Link>
            </li>
            <li>
              <Link to="/forum">Foro</Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-share">
          <h2 id="footer-share" className={styles.heading}>
            Comparte
          </h2>
          <ul className={styles.links}>
            <li>
              <Link to="/comparte/oferta/offer">Una oferta</Link>
            </li>
            <li>
              <Link to="/comparte/cupon/coupon">Un código</Link>
            </li>
            <li>
              <Link to="/forum/new">Un tema en el foro</Link>
            </li>
          </ul>
        </nav>
      </div>
      <p className={styles.copyright}>© {site}</p>
    </footer>
  );
}
