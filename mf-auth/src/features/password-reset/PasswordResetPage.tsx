import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { openAuthModal, showAlert, useAppDispatch, usePageTitle } from '@gangazo/platform';
import { Button, Card, PasswordField, Spinner } from '@gangazo/ui';
import { useResetPasswordMutation } from './passwordResetApi';
import styles from './PasswordResetPage.module.css';

export const RESET_FAILED_MESSAGE = 'Ha ocurrido un error. Por favor, intenta de nuevo más tarde.';

/** The API's errors carry a Spanish `message` meant for people; anything else gets the generic one. */
function messageOf(error: unknown): string {
  const data = error && typeof error === 'object' && 'data' in error ? (error as { data: unknown }).data : null;
  const message = data && typeof data === 'object' && 'message' in data ? (data as { message: unknown }).message : null;
  return typeof message === 'string' && message ? message : RESET_FAILED_MESSAGE;
}

/** Landing page of the recovery email's link: choose a new password. */
export function PasswordResetPage() {
  usePageTitle('Restablecer contraseña');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password.trim() === '') {
      setMissing(true);
      return;
    }
    try {
      await resetPassword({ password, token }).unwrap();
      dispatch(showAlert({ title: '¡Muy Bien!', message: 'Tu contraseña fue actualizada. Ya puedes iniciar sesión.', type: 'success' }));
      navigate('/');
      dispatch(openAuthModal('login'));
    } catch (error) {
      dispatch(showAlert({ title: '¡Upps!', message: messageOf(error), type: 'error' }));
    }
  };

  return (
    <Card as="section" padding="lg" className={styles.page}>
      <h1>Restablecer contraseña</h1>
      {token === '' ? (
        <>
          <p role="alert">Este enlace no es válido: le falta el código para restablecer la contraseña.</p>
          <Button onClick={() => dispatch(openAuthModal('recover'))}>Pedir un enlace nuevo</Button>
        </>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate>
          <p>Escribe la contraseña nueva para tu cuenta.</p>
          <PasswordField
            label="Nueva contraseña"
            name="password"
            autoComplete="new-password"
            value={password}
            disabled={isLoading}
            error={missing ? 'Escribe tu nueva contraseña' : null}
            onChange={(event) => {
              setPassword(event.target.value);
              setMissing(false);
            }}
          />
          <Button type="submit" disabled={isLoading} fullWidth>
            {isLoading ? <Spinner label="Guardando…" size={18} /> : 'Guardar contraseña'}
          </Button>
        </form>
      )}
    </Card>
  );
}
