import { Link } from 'react-router';
import { formatDate } from '@gangazo/platform';
import type { Notification } from '@gangazo/contracts';
import { useGetNotificationsQuery, useMarkAllNotificationsReadMutation, useMarkNotificationReadMutation } from './notificationsApi';
import styles from './NotificationBell.module.css';

interface NotificationPanelProps {
  id: string;
  userId: string;
  onClose: () => void;
}

/** The bell's list (loaded when first opened): newest first, unread ones marked, links to each thing. */
export default function NotificationPanel({ id, userId, onClose }: NotificationPanelProps) {
  const { data, isLoading, isError, refetch } = useGetNotificationsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [markRead] = useMarkNotificationReadMutation();
  const [markAll, { isLoading: markingAll }] = useMarkAllNotificationsReadMutation();
  const open = (notification: Notification) => {
    if (!notification.read) void markRead(notification.id);
    onClose();
  };

  return (
    <div id={id} className={styles.panel} role="region" aria-label="Notificaciones">
      <div className={styles.header}>
        <h2 className={styles.title}>Notificaciones</h2>
        {data && data.unread > 0 && (
          <button type="button" className={styles.textButton} disabled={markingAll} onClick={() => void markAll()}>
            Marcar todas como leídas
          </button>
        )}
      </div>
      {isLoading && <p className={styles.note}>Cargando…</p>}
      {isError && (
        <p className={styles.note} role="alert">
          No pudimos cargar tus notificaciones.{' '}
          <button type="button" className={styles.textButton} onClick={() => void refetch()}>
            Reintentar
          </button>
        </p>
      )}
      {data && data.items.length === 0 && <p className={styles.note}>No tienes notificaciones todavía. Crea una alerta y te avisamos cuando aparezca lo que buscas.</p>}
      {data && data.items.length > 0 && (
        <ul className={styles.list}>
          {data.items.map((notification) => (
            <li key={notification.id} className={notification.read ? styles.item : `${styles.item} ${styles.unread}`}>
              <Link to={notification.url} className={styles.itemLink} onClick={() => open(notification)}>
                <span className={styles.itemTitle}>{notification.title}</span>
                <span className={styles.itemDate}>{formatDate(notification.created_at)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.footer}>
        <Link to={`/perfil/${encodeURIComponent(userId)}/alertas`} className={styles.footerLink} onClick={onClose}>
          Mis alertas
        </Link>
      </div>
    </div>
  );
}
