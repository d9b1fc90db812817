import { Outlet, ScrollRestoration, useMatch, type Location } from 'react-router';
import { ErrorBoundary } from '@gangazo/platform';
import { RemoteSlot } from '../remotes/RemoteSlot';
import { AlertHost } from './AlertHost';
import { Footer } from './Footer';
import { MainNav } from './MainNav';
import { ShareModal } from './ShareModal';
import { TopBar } from './TopBar';
import { useForgetSelectedCardOnUnload } from './useForgetSelectedCardOnUnload';
import styles from './Layout.module.css';

/**
 * A new page opens at its top; Back returns to where the visitor was when the page's content is
 * already there to scroll to (a feed still loading opens at its top). Keyed by path, so a
 * query change on the same page (a feed tab, `?active_coupon=` opening the coupon modal) keeps
 * the scroll where it is.
 */
const scrollKey = (location: Location) => location.pathname;

/** The frame every page shares: top bar, page, footer, and the overlays. */
export function Layout() {
  useForgetSelectedCardOnUnload();
  // Spec §2: blog posts start right under the top bar.
  const isBlogPost = useMatch('/blog/:category/:id') !== null;
  return (
    <div className={styles.frame}>
      {/* The first thing a keyboard reaches: past the top bar and the navigation. */}
      <a href="#contenido" className={styles.skipLink}>
        Saltar al contenido
      </a>
      <TopBar />
      <MainNav />
      <main id="contenido" tabIndex={-1} className={[styles.main, isBlogPost ? styles.flush : ''].filter(Boolean).join(' ')}>
        <ErrorBoundary source="shell" version={process.env.APP_VERSION ?? 'dev'} message="No pudimos mostrar esta página.">
          <Outlet />
        </ErrorBoundary>
      </main>
      <Footer />
      <ShareModal />
      <AlertHost />
      <RemoteSlot slot="overlay" />
      <ScrollRestoration getKey={scrollKey} />
    </div>
  );
}
