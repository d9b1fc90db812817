import type { ReactNode } from 'react';
import { Button, Modal } from '@gangazo/ui';
import styles from './Table.module.css';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Every destructive action asks here first; nothing is sent until 'confirmLabel' is pressed. */
export function ConfirmDialog({ open, title, children, confirmLabel, busy, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Modal open={open} onClose={() => !busy && onCancel()} title={title} maxWidth={470}>
      <div className={styles.dialogBody}>
        {children}
        <div className={styles.dialogActions}>
          <Button variant="ghost" onClick={onCancel} disabled={busy}>
            Cancelar
          </Button>
          <Button className={styles.danger} onClick={onConfirm} disabled={busy} aria-busy={busy || undefined}>
            {busy ? 'Un momento…' : confirmLabel}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
