import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { closeAuthModal, openAuthModal, showAlert, useAppDispatch } from '@gangazo/platform';
import { Button, Checkbox, PasswordField, Spinner, TextField } from '@gangazo/ui';
import { errorMessage } from './apiError';
import { useRegisterMutation } from './authApi';
import { authSettings } from './authSettings';
import { GoogleSignInButton } from './GoogleSignInButton';
import styles from './AuthViews.module.css';

export const REGISTER_FAILED_MESSAGE = 'Ha ocurrido un error. Por favor, intenta de nuevo más tarde.';
export const USERNAME_REQUIRED = 'Ingresa un nombre de usuario';
/** The BFF's rule (users/service.ts PASSWORD_MIN), told under the field before sending. */
export const PASSWORD_MIN = 8;
const EMPTY = { email: '', username: '', password: '', wantsDigest: false, acceptsTerms: false };

/** Spec §2 register view: social sign-in, 'I already have an account' and the 'create account' form. */
export function RegisterView() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { googleClientId } = authSettings();
  const [form, setForm] = useState(EMPTY);
  const [missing, setMissing] = useState({ email: false, username: false, password: false });
  const [register, { isLoading }] = useRegisterMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Spec §5: any blank field is flagged and nothing is sent. The checkboxes are not enforced.
    const blank = { email: form.email.trim() === '', username: form.username.trim() === '', password: form.password.trim() === '' };
    setMissing(blank);
    if (blank.email || blank.username || blank.password) return;
    try {
      const result = await register({ ...form, email: form.email.trim(), username: form.username.trim() }).unwrap();
      if (result.valueUser) {
        // Not signed in yet: the link mailed to the address confirms it and signs the member in.
        dispatch(showAlert({ title: '¡Muy Bien!', message: result.data, type: 'info' }));
        navigate('/registro-ok', { state: { email: form.email.trim() } });
      } else {
        dispatch(showAlert({ title: '¡Upps!', message: result.data, type: 'error' }));
      }
    } catch (error) {
      console.error('Registro fallido', error);
      dispatch(showAlert({ title: '¡Upps!', message: errorMessage(error, REGISTER_FAILED_MESSAGE), type: 'error' }));
    }
    // Spec §8: the form is cleared and the modal closed either way.
    setForm(EMPTY);
    dispatch(closeAuthModal());
  };

  const set = (field: 'email' | 'username' | 'password') => (event: React.ChangeEvent<HTMLInputElement>) => {
    setForm((current) => ({ ...current, [field]: event.target.value }));
    setMissing((current) => ({ ...current, [field]: false }));
  };

  return (
    <div className={styles.view}>
      {googleClientId && <GoogleSignInButton clientId={googleClientId} text="signup_with" />}
      <Button variant="secondary" fullWidth onClick={() => dispatch(openAuthModal('login'))}>
        Ya tengo una cuenta
      </Button>
      <form className={styles.form} onSubmit={submit} aria-labelledby="auth-register-title">
        <h2 id="auth-register-title" className={styles.formTitle}>
          Crear cuenta
        </h2>
        <TextField label="Email" type="email" name="email" autoComplete="email" value={form.email} disabled={isLoading} error={missing.email ? 'Ingresa tu email' : null} onChange={set('email')} />
        <TextField
          label="Nombre de usuario"
          name="username"
          autoComplete="username"
          value={form.username}
          disabled={isLoading}
          error={missing.username ? USERNAME_REQUIRED : null}
          onChange={set('username')}
        />
        <PasswordField
          label="Contraseña"
          name="password"
          autoComplete="new-password"
          value={form.password}
          disabled={isLoading}
          error={missing.password ? 'Ingresa una contraseña' : null}
          hint={`Al menos ${PASSWORD_MIN} caracteres.`}
          onChange={set('password')}
        />
        <Checkbox
          label="Quiero recibir un resumen de ofertas por email"
          checked={form.wantsDigest}
          disabled={isLoading}
          onChange={(event) => setForm((current) => ({ ...current, wantsDigest: event.target.checked }))}
        />
        <Checkbox
          label={
            <>
              He leído y acepto los{' '}
              {/* A new tab: reading them must not lose what was typed in the form. */}
              <a href="/informacion/terminos-y-condiciones" target="_blank" rel="noopener">
                Términos de Uso
              </a>{' '}
              y la{' '}
              <a href="/informacion/politica-de-privacidad" target="_blank" rel="noopener">
                Política de Privacidad
              </a>
            </>
          }
          checked={form.acceptsTerms}
          disabled={isLoading}
          onChange={(event) => setForm((current) => ({ ...current, acceptsTerms: event.target.checked }))}
        />
        <Button type="submit" fullWidth disabled={isLoading}>
          {isLoading ? <Spinner label="Creando tu cuenta…" size={18} /> : 'Regístrate ahora'}
        </Button>
      </form>
    </div>
  );
}
