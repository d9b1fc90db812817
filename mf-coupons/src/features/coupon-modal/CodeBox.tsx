import { showAlert, useAppDispatch } from '@gangazo/platform';
import { Button, copyText } from '@gangazo/ui';
import styles from './CodeBox.module.css';

/** Spec §8: what the notification dialog says once the code is on the clipboard. */
export const COPIED_ALERT = { title: '¡Muy Bien!', message: 'Codigo copiado con exito', type: 'info' } as const;

/** A coupon code, selectable, with a button that copies it and says so (spec §2, §8). */
export function CodeBox({ code }: { code: string }) {
  const dispatch = useAppDispatch();
  const copy = async () => {
    if (await copyText(code)) {
      dispatch(showAlert({ ...COPIED_ALERT }));
    } else {
      dispatch(showAlert({ title: '¡Upps!', message: 'No pudimos copiar el código. Selecciónalo y cópialo a mano.', type: 'error' }));
    }
  };
  return (
    <div className={styles.box}>
      <span className="visually-hidden">Código: </span>
      <code className={styles.code} data-testid="coupon-code">
        {code}
      </code>
      <Button onClick={copy}>
        Copiar código
      </Button>
    </div>
  );
}
