import { Link, useLocation } from 'react-router';
import { openAuthModal, useAppDispatch, useCurrentUser, usePageTitle } from '@gangazo/platform';
import { Button, Card } from '@gangazo/ui';
import styles from './RegistrationDonePage.module.css';

/** The address the register form sent, passed along by its navigation (absent on a reload). */
function registeredEmail(state: unknown): string | null {
  const email = state && typeof state === 'object' && 'email' in state ? (state as { email: unknown }).email : null;
  return typeof email === 'string' && email ? email : null;
}

/**
 * Where a successful registration lands (spec §2, §8): the account exists, and the link mailed to
 * its address confirms it and signs the member in. Voting, commenting and sharing wait for it.
 */
export function RegistrationDonePage() {
  usePageTitle('Registro exitoso');
  const dispatch = useAppDispatch();
  const { user } = useCurrentUser();
  const email = registeredEmail(useLocation().state);
  if (user?.emailConfirmed) {
    return (
      <Card as="section" padding="lg" className={styles.page}>
        <h1>¡Tu registro fue exitoso!</h1>
        <p>Tu cuenta ya está lista y ya iniciaste sesión como {user.username}: comparte ofertas, códigos y temas en el foro.</p>
        <div className={styles.actions}>
          <Link to="/" className={styles.home}>
            Ir al inicio
          </Link>
        </div>
      </Card>
    );
  }
  return (
    <Card as="section" padding="lg" className={styles.page}>
      <h1>¡Tu registro fue exitoso!</h1>
      <p>
        Revisa tu correo: te enviamos un enlace {email ? <strong>a {email}</strong> : 'a tu email'} para confirmarlo y entrar a tu cuenta. Cuando lo abras
        podrás votar, comentar y compartir ofertas, códigos y temas en el foro.
      </p>
      <p className={styles.hint}>¿No te llegó? Revisa la carpeta de spam o de correo no deseado. También puedes iniciar sesión y pedir otro enlace en Ajustes.</p>
      <div className={styles.actions}>
        {!user && (
          <Button variant="secondary" onClick={() => dispatch(openAuthModal('login'))}>
            Iniciar sesión
          </Button>
        )}
        <Link to="/" className={styles.home}>
          Ir al inicio
        </Link>
      </div>
    </Card>
  );
}
