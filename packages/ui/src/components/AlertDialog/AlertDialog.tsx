import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
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
  /** A confirmation that closes by itself: it leaves the keyboard focus where it is. */
  autoClose?: boolean;
}

const ICONS: Record<AlertDialogType, IconName> = { success: 'check', error: 'alert', warning: 'alert', info: 'info' };

/**
 * Spec §2 "Notification dialog": top right, 360 px wide, 'Cerrar' and an optional 'OK'.
 * Not modal: the page stays usable. Focus moves to it (alertdialog) and goes back when it closes,
 * except for a confirmation that closes by itself (`autoClose`), which leaves the focus alone.
 */
export function AlertDialog({ open, title, message, type, onClose, onOk, autoClose = false }: AlertDialogProps) {
  const titleId = useId();
  const messageId = useId();
  const primaryRef = useRef<HTMLButtonElement>(null);
  // Over an open modal (a coupon, the share form) the top right holds the modal's close button:
  // the alert goes to the bottom right instead, so it never covers it.
  const [overModal, setOverModal] = useState(false);

  useLayoutEffect(() => {
    if (open) setOverModal(document.querySelector('[role="dialog"][aria-modal="true"]') !== null);
  }, [open, title, message]);

  useEffect(() => {
    if (!open || autoClose) return;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    primaryRef.current?.focus();
    return () => previouslyFocused?.focus();
  }, [open, autoClose]);

  if (!open) return null;
  return (
    <div
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={messageId}
      className={[styles.dialog, styles[type], overModal ? styles.overModal : ''].join(' ')}
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
