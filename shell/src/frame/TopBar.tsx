import { Link } from 'react-router';
import { openAuthModal, useAppDispatch, useCurrentUser } from '@gangazo/platform';
import { Button } from '@gangazo/ui';
import { useShell } from '../ShellContext';
import { RemoteSlot } from '../remotes/RemoteSlot';
import { MemberActions } from './onDemandParts';
import { ThemeToggle } from './ThemeToggle';
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
          {user && <MemberActions user={user} />}
        </nav>
      </div>
    </header>
  );
}
