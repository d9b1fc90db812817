import type { CurrentUser } from '@gangazo/platform';
import { Button, Spinner } from '@gangazo/ui';
import { errorMessage } from '../profile-layout/apiError';
import { useResendConfirmationMutation } from './settingsApi';
import styles from './AccountSettings.module.css';

export const RESEND_FAILED_MESSAGE = 'No pudimos enviar el enlace. Por favor, intenta de nuevo más tarde.';

/**
 * First in "Ajustes" while the account's e-mail is unproven: why voting and posting are refused,
 * and a way to get the link again (the BFF allows three an hour).
 */
export function EmailConfirmationNotice({ user }: { user: CurrentUser }) {
  const [resend, { isLoading, data, error }] = useResendConfirmationMutation();
  return (
    <section className={styles.form} aria-labelledby="email-confirmation-title">
      <h2 id="email-confirmation-title" className={styles.heading}>
        Confirma tu email
      </h2>
      <p className={styles.text}>
        Te enviamos un enlace a <strong>{user.email}</strong>. Ábrelo para poder votar, comentar y compartir ofertas, códigos y temas en el foro.
      </p>
      {data && (
        <p className={styles.success} role="status">
          {data.message}
        </p>
      )}
      {error && (
        <p className={styles.formError} role="alert">
          {errorMessage(error, RESEND_FAILED_MESSAGE)}
        </p>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" disabled={isLoading} onClick={() => void resend().unwrap().catch(() => undefined)}>
          {isLoading ? <Spinner label="Enviando…" size={18} /> : 'Enviar el enlace otra vez'}
        </Button>
      </div>
    </section>
  );
}
