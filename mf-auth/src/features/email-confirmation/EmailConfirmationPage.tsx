import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { openAuthModal, useAppDispatch, useCurrentUser, usePageTitle } from '@gangazo/platform';
import { Button, Card, Spinner } from '@gangazo/ui';
import { errorMessage } from '../auth-modal/apiError';
import { signedIn } from '../auth-modal/signedIn';
import { useConfirmEmailMutation } from './emailConfirmationApi';
import styles from '../registration/RegistrationDonePage.module.css';

export const CONFIRM_FAILED_MESSAGE = 'No pudimos confirmar tu email. Por favor, intenta de nuevo más tarde.';
type State = { step: 'confirming' } | { step: 'done' } | { step: 'failed'; message: string };

/**
 * Landing page of the confirmation mail's link (`/confirmar-email?token=…`): the token is traded
 * for a session at once, so one click confirms the address and signs the new member in.
 */
export function EmailConfirmationPage() {
  usePageTitle('Confirmar email');
  const dispatch = useAppDispatch();
  const { user } = useCurrentUser();
  const token = useSearchParams()[0].get('token')?.trim() ?? '';
  const [confirmEmail] = useConfirmEmailMutation();
  const [state, setState] = useState<State>(token ? { step: 'confirming' } : { step: 'failed', message: 'Este enlace no es válido: le falta el código para confirmar tu email.' });
  // The token works once: a second effect run (development's double mount) must not spend it again.
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    confirmEmail({ token })
      .unwrap()
      .then(async ({ jwt }) => {
        await dispatch(signedIn(jwt));
        setState({ step: 'done' });
      })
      .catch((error: unknown) => setState({ step: 'failed', message: errorMessage(error, CONFIRM_FAILED_MESSAGE) }));
  }, [token, confirmEmail, dispatch]);

  return (
    <Card as="section" padding="lg" className={styles.page}>
      <h1>Confirmar email</h1>
      {state.step === 'confirming' && <Spinner label="Confirmando tu email…" />}
      {state.step === 'done' && (
        <>
          <p role="status">
            ¡Listo! Tu email quedó confirmado{user ? ` y ya iniciaste sesión como ${user.username}` : ''}. Ya puedes votar, comentar y compartir ofertas, códigos y
            temas en el foro.
          </p>
          <div className={styles.actions}>
            <Link to="/" className={styles.home}>
              Ir al inicio
            </Link>
          </div>
        </>
      )}
      {state.step === 'failed' && (
        <>
          <p role="alert">{state.message}</p>
          <div className={styles.actions}>
            {user ? (
              <Link to={`/perfil/${encodeURIComponent(user.id)}/ajustes`} className={styles.home}>
                Pedir otro enlace en Ajustes
              </Link>
            ) : (
              <Button onClick={() => dispatch(openAuthModal('login'))}>Iniciar sesión</Button>
            )}
          </div>
        </>
      )}
    </Card>
  );
}
