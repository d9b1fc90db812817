import { Link } from 'react-router';
import { usePageTitle } from '@gangazo/platform';
import { Card } from '@gangazo/ui';
import styles from './RegistrationDonePage.module.css';

/** Where a successful registration lands (spec §8): the account exists, the email must be confirmed. */
export function RegistrationDonePage() {
  usePageTitle('Registro exitoso');
  return (
    <Card as="section" padding="lg" className={styles.page}>
      <h1>¡Tu registro fue exitoso!</h1>
      <p>Te enviamos un correo electrónico para confirmar tu cuenta. Ábrelo y sigue el enlace para activarla.</p>
      <p className={styles.hint}>Si no lo ves en unos minutos, revisa la carpeta de spam o de promociones.</p>
      <Link to="/" className={styles.home}>
        Ir al inicio
      </Link>
    </Card>
  );
}
