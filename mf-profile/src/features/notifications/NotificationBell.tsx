import { Suspense, lazy, useEffect, useId, useRef, useState } from 'react';
import { useCurrentUser } from '@gangazo/platform';
import { UNREAD_POLL_MS, useGetUnreadCountQuery } from './notificationsApi';
import styles from './NotificationBell.module.css';

// The list is code the top bar does not need until the bell is opened.
const NotificationPanel = lazy(() => import('./NotificationPanel'));

/** The `topbar.notifications` slot: a bell with the unread count for a signed-in user; nothing for guests. */
export function NotificationBell() {
  const { user } = useCurrentUser();
  return user ? <Bell userId={user.id} /> : null;
}

function badgeText(unread: number): string {
  return unread > 99 ? '99+' : String(unread);
}

function Bell({ userId }: { userId: string }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const box = useRef<HTMLDivElement>(null);
  const { data, refetch } = useGetUnreadCountQuery(undefined, { pollingInterval: UNREAD_POLL_MS, skipPollingIfUnfocused: true });
  const unread = data?.unread ?? 0;

  // Back on the tab: the count may have moved while polling was paused.
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refetch();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [refetch]);

  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: PointerEvent) => {
      if (box.current && !box.current.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        box.current?.querySelector<HTMLButtonElement>('button')?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div ref={box} className={styles.bell}>
      <button
        type="button"
        className={styles.button}
        aria-label={unread > 0 ? `Notificaciones: ${unread} sin leer` : 'Notificaciones'}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
          <path d="M18 8a6 6 0 1 0-12 0c0 7-3 9-3 9h18s-3-2-3-9M13.73 21a2 2 0 0 1-3.46 0" />
        </svg>
        {unread > 0 && (
          <span className={styles.badge} data-testid="notifications-unread">
            {badgeText(unread)}
          </span>
        )}
      </button>
      {open && (
        <Suspense fallback={<div className={styles.loading}>Cargando…</div>}>
          <NotificationPanel id={panelId} userId={userId} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
