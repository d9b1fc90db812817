import { openAuthModal, useAppDispatch } from '@gangazo/platform';
import { Button } from '@gangazo/ui';
import styles from './AuthViews.module.css';

/** Spec §2 recover view ('Recuperar contraseña'). The email form ('Enviar instrucciones') is built in this file. */
export function RecoverView() {
  const dispatch = useAppDispatch();
  return (
    <div className={styles.view}>
      <Button variant="ghost" fullWidth onClick={() => dispatch(openAuthModal('login'))}>
        Volver a iniciar sesión
      </Button>
    </div>
  );
}
