import { useState, type FormEvent } from 'react';
import { openAuthModal, showAlert, useAppDispatch } from '@gangazo/platform';
import { Button, Spinner, TextField } from '@gangazo/ui';
import { useRecoverPasswordMutation } from './authApi';
import styles from './AuthViews.module.css';

export const RECOVERY_SENT_MESSAGE = 'Se ha enviado un correo con las instrucciones para recuperar tu contraseña';
export const RECOVERY_FAILED_MESSAGE = 'Ha ocurrido un error. Por favor, intenta de nuevo más tarde.';

/** Spec §2/§4 recover view: idle → sending (fields disabled, spinner) → success or error. */
export function RecoverView() {
  const dispatch = useAppDispatch();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const [recoverPassword, { isLoading: sending }] = useRecoverPasswordMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (email.trim() === '' || sending) return;
    setSent(false);
    try {
      await recoverPassword({ email: email.trim() }).unwrap();
      setSent(true);
      setEmail('');
    } catch (error) {
      console.error('Recuperación de contraseña fallida', error);
      dispatch(showAlert({ title: '¡Upps!', message: RECOVERY_FAILED_MESSAGE, type: 'error' }));
    }
  };

  return (
    <div className={styles.view}>
      <form className={styles.form} onSubmit={submit}>
        <p className={styles.welcome}>Escribe el email de tu cuenta y te enviaremos las instrucciones para elegir una contraseña nueva.</p>
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          disabled={sending}
          onChange={(event) => {
            setEmail(event.target.value);
            setSent(false);
          }}
        />
        {sent && (
          <p role="status" className={styles.success}>
            {RECOVERY_SENT_MESSAGE}
          </p>
        )}
        <Button type="submit" fullWidth disabled={email.trim() === '' || sending}>
          {sending ? <Spinner label="Enviando…" size={18} /> : 'Enviar instrucciones'}
        </Button>
      </form>
      <Button variant="ghost" fullWidth onClick={() => dispatch(openAuthModal('login'))}>
        Volver a iniciar sesión
      </Button>
    </div>
  );
}
