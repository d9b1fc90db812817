import { Link } from 'react-router';
import { openAuthModal, useAppDispatch, useCurrentUser, usePageTitle } from '@gangazo/platform';
import { Button, Card } from '@gangazo/ui';
import styles from './RegistrationDonePage.module.css';

/** Where a successful registration lands (spec §2, §8): the account exists and can sign in now. */
export function RegistrationDonePage() {
  usePageTitle('Registro exitoso');
  const dispatch = useAppDispatch();
  const { user } = useCurrentUser();
  return (
    <Card as="section" padding="lg" className={styles.page}>
      <h1>¡Tu registro fue exitoso!</h1>
      {user ? (
        <p>Tu cuenta ya está lista y ya iniciaste sesión como {user.username}: comparte ofertas, códigos y temas en el foro.</p>
      ) : (
        <p>Tu cuenta ya está lista. Inicia sesión con tu email y tu contraseña para compartir ofertas, códigos y temas en el foro.</p>
      )}
      <p className={styles.hint}>Si olvidas tu contraseña, puedes recuperarla desde «¿Olvidaste tu contraseña?».</p>
      <div className={styles.actions}>
        {!user && <Button onClick={() => dispatch(openAuthModal('login'))}>Iniciar sesión</Button>}
        <Link to="/" className={styles.home}>
          Ir al inicio
        </Link>
      </div>
    </Card>
  );
}
