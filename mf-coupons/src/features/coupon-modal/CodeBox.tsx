import { CONFIRMATION_MS, showAlert, useAppDispatch } from '@gangazo/platform';
import { Button, copyText } from '@gangazo/ui';
import { useEffect, useState } from 'react';
import styles from './CodeBox.module.css';

/** Spec §8: what the notification dialog says once the code is on the clipboard. */
export const COPIED_ALERT = { title: '¡Muy Bien!', message: 'Codigo copiado con exito', type: 'info' } as const;

/**
 * A coupon code, selectable, with a button that copies it and says so (spec §2, §8).
 * The code stays on one line (a wrapped code is misread): long codes scroll sideways.
 * A copy is confirmed inside the box too, where the shopper is looking, and the spec's
 * alert closes by itself.
 */
export function CodeBox({ code }: { code: string }) {
  const dispatch = useAppDispatch();
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    if (await copyText(code)) {
      setCopied(true);
      dispatch(showAlert({ ...COPIED_ALERT, autoCloseMs: CONFIRMATION_MS }));
    } else {
      setCopied(false);
      dispatch(showAlert({ title: '¡Upps!', message: 'No pudimos copiar el código. Selecciónalo y cópialo a mano.', type: 'error' }));
    }
  };
  return (
    <div className={styles.wrapper}>
      <div className={styles.box}>
        <span className="visually-hidden">Código: </span>
        <code className={styles.code} data-testid="coupon-code" tabIndex={0}>
          {code}
        </code>
        <Button onClick={copy}>Copiar código</Button>
      </div>
      <p className={styles.status} role="status">
        {copied ? '¡Copiado!' : ''}
      </p>
    </div>
  );
}
