import { useEffect, useId, useRef } from 'react';
import { Icon, type IconName } from '../../icons/Icon';
import { Button } from '../Button/Button';
import styles from './AlertDialog.module.css';

export type AlertDialogType = 'success' | 'error' | 'info' | 'warning';

export interface AlertDialogProps {
  open: boolean;
  title: string;
  message: string;
  type: AlertDialogType;
  /** 'Cerrar'. */
  onClose: () => void;
  /** When given, an 'OK' button is shown too. */
  onOk?: () => void;
}

const ICONS: Record<AlertDialogType, IconName> = { success: 'check', error: 'alert', warning: 'alert', info: 'info' };

/**
 * Spec §2 "Notification dialog": top right, 360 px wide, 'Cerrar' and an optional 'OK'.
 * Not modal: the page stays usable. Focus moves to it (alertdialog) and goes back when it closes.
 */
export function AlertDialog({ open, title, message, type, onClose, onOk }: AlertDialogProps) {
  const titleId = useId();
  const messageId = useId();
  const primaryRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    primaryRef.current?.focus();
    return () => previouslyFocused?.focus();
  }, [open]);

  if (!open) return null;
  return (
    <div
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={messageId}
      className={[styles.dialog, styles[type]].join(' ')}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <div className={styles.heading}>
        <Icon name={ICONS[type]} size={20} className={styles.icon} />
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
      </div>
      <p id={messageId} className={styles.message}>
        {message}
      </p>
      <div className={styles.actions}>
        <Button variant={onOk ? 'secondary' : 'primary'} size="sm" onClick={onClose} ref={onOk ? undefined : primaryRef}>
          Cerrar
        </Button>
        {onOk && (
          <Button size="sm" onClick={onOk} ref={primaryRef}>
            OK
          </Button>
        )}
      </div>
    </div>
  );
}
