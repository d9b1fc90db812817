import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { Icon } from '../../icons/Icon';
import { IconButton } from '../Button/IconButton';
import { useFocusTrap } from '../../hooks/useFocusTrap';
import styles from './Modal.module.css';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** Names the dialog (aria-labelledby). */
  title: ReactNode;
  children: ReactNode;
  /** Spec §9 sizes: auth 360, share 470, coupon 650 (px). */
  maxWidth?: number;
  /** Visually hides the title when the content has its own heading design; it still names the dialog. */
  hideTitle?: boolean;
  /** Element to focus on open instead of the first focusable one. */
  initialFocus?: RefObject<HTMLElement | null>;
  closeLabel?: string;
  /** Changes when the dialog shows another view (auth: login, register…): focus goes to its first field. */
  focusKey?: string;
}

/** Modal dialog: focus trapped inside, closes with Escape, the backdrop or the close button. */
export function Modal({ open, onClose, title, children, maxWidth = 470, hideTitle = false, initialFocus, closeLabel = 'Cerrar', focusKey }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  useFocusTrap(dialogRef, open, initialFocus, focusKey);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onClose();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    // The page behind must not scroll while the dialog is open.
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = previousOverflow;
    };
  }, [open, onClose]);

  if (!open) return null;
  return createPortal(
    <div
      className={styles.backdrop}
      data-testid="modal-backdrop"
      // mousedown, not click: a text selection that ends outside the dialog must not close it.
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div ref={dialogRef} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} className={styles.dialog} style={{ maxWidth }}>
        <div className={styles.header}>
          <h2 id={titleId} className={hideTitle ? 'visually-hidden' : styles.title}>
            {title}
          </h2>
          <IconButton label={closeLabel} size="sm" className={styles.close} onClick={onClose}>
            <Icon name="close" size={18} />
          </IconButton>
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </div>,
    document.body,
  );
}
