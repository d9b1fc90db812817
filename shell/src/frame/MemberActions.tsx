import { isStaff, openShareModal, useAppDispatch, type CurrentUser } from '@gangazo/platform';
import { Button, Icon } from '@gangazo/ui';
import { RemoteSlot } from '../remotes/RemoteSlot';
import { DashboardLink } from './DashboardLink';
import { UserMenu } from './UserMenu';
import styles from './TopBar.module.css';

/**
 * The top bar's actions for a signed-in member: Dashboard (staff), the bell, the avatar menu and
 * «Comparte». A chunk of its own (onDemandParts.tsx): a guest, most first visits, never needs it.
 */
export function MemberActions({ user }: { user: CurrentUser }) {
  const dispatch = useAppDispatch();
  return (
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
  );
}
