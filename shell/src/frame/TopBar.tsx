import { Link } from 'react-router';
import { isStaff, openAuthModal, openShareModal, useAppDispatch, useCurrentUser } from '@gangazo/platform';
import { Button, Icon } from '@gangazo/ui';
import { useShell } from '../ShellContext';
import { RemoteSlot } from '../remotes/RemoteSlot';
import { DashboardLink } from './DashboardLink';
import { ThemeToggle } from './ThemeToggle';
import { UserMenu } from './UserMenu';
import styles from './TopBar.module.css';

/** Spec §2 top bar (58 px): logo, search, and the guest or user actions. */
export function TopBar() {
  const { bootstrap } = useShell();
  const { user, isLoading } = useCurrentUser();
  const dispatch = useAppDispatch();
  return (
    <header className={styles.topBar}>
      <div className={styles.inner}>
        <Link to="/" className={styles.logo}>
          {bootstrap.siteName}
        </Link>
        <div className={styles.search}>
          <RemoteSlot slot="topbar.search" />
        </div>
        <nav className={styles.actions} aria-label="Cuenta">
          <ThemeToggle />
          {/* While the token's user is being fetched, show neither guest nor user actions. */}
          {!user && !isLoading && (
            <Button size="sm" className={styles.guestButton} onClick={() => dispatch(openAuthModal('login'))}>
              {/* Two unbreakable halves: on phones the label wraps between them, never inside one. */}
              <span className={styles.nowrap}>Regístrate /</span> <span className={styles.nowrap}>Iniciar sesión</span>
            </Button>
          )}
          {user && (
            <>
              {isStaff(user.role) && <DashboardLink className={styles.dashboard} />}
              {/* The bell belongs to a remote (profile); its box is kept here so nothing moves when it arrives. */}
              <div className={styles.notifications}>
                <RemoteSlot slot="topbar.notifications" />
              </div>
              <UserMenu user={user} />
              <Button size="sm" className={styles.shareButton} icon={<Icon name="plus" size={18} />} onClick={() => dispatch(openShareModal())}>
                {/* On phones only the '+' shows; the name stays for screen readers. */}
                <span className={styles.shareLabel}>Comparte</span>
              </Button>
            </>
          )}
        </nav>
      </div>
    </header>
  );
}
