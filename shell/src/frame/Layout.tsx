import { Outlet, useMatch } from 'react-router';
import { ErrorBoundary } from '@gangazo/platform';
import { RemoteSlot } from '../remotes/RemoteSlot';
import { AlertHost } from './AlertHost';
import { Footer } from './Footer';
import { MainNav } from './MainNav';
import { ShareModalWhenOpen } from './onDemandParts';
import { TopBar } from './TopBar';
import { useScrollRestoration } from './scrollRestoration';
import { useForgetSelectedCardOnUnload } from './useForgetSelectedCardOnUnload';
import styles from './Layout.module.css';

/** The frame every page shares: top bar, page, footer, and the overlays. */
export function Layout() {
  useForgetSelectedCardOnUnload();
  useScrollRestoration();
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
      <ShareModalWhenOpen />
      <AlertHost />
      <RemoteSlot slot="overlay" />
    </div>
  );
}
