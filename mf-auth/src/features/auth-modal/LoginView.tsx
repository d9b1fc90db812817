import { useEffect, useRef, useState, type FormEvent } from 'react';
import { openAuthModal, useAppDispatch } from '@gangazo/platform';
import { Button, PasswordField, Spinner, TextField } from '@gangazo/ui';
import { errorMessage, errorStatus } from './apiError';
import { useLoginMutation } from './authApi';
import { authSettings } from './authSettings';
import { GoogleSignInButton } from './GoogleSignInButton';
import { signedIn } from './signedIn';
import styles from './AuthViews.module.css';

export const LOGIN_FAILED_MESSAGE = 'Email o contraseña incorrectos';
export const EMAIL_REQUIRED = 'Ingresa tu email';
export const PASSWORD_REQUIRED = 'Ingresa tu contraseña';

/** Spec §2 login view: a welcome panel beside the sign-in panel. */
export function LoginView() {
  const dispatch = useAppDispatch();
  const { siteName, googleClientId } = authSettings();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState({ email: false, password: false });
  const [failure, setFailure] = useState<string | null>(null);
  const [login, { isLoading }] = useLoginMutation();
  const formRef = useRef<HTMLFormElement>(null);
  // The fields and the button are disabled while the request runs, which drops the keyboard out of
  // the dialog; a failed login puts it back on the password, ready to type again.
  useEffect(() => {
    if (!failure) return;
    const field = formRef.current?.querySelector<HTMLInputElement>('input[name="password"]');
    field?.focus();
    field?.select();
  }, [failure]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Spec §5: blank fields (after trimming) are flagged and nothing is sent.
    const blank = { email: email.trim() === '', password: password.trim() === '' };
    setMissing(blank);
    setFailure(null);
    if (blank.email || blank.password) return;
    try {
      const { jwt } = await login({ email: email.trim(), password }).unwrap();
      await dispatch(signedIn(jwt));
    } catch (error) {
      console.error('Inicio de sesión fallido', error);
      // Spec §8: one inline message, both fields flagged. Too many attempts says so instead.
      setFailure(errorStatus(error) === 429 ? errorMessage(error, LOGIN_FAILED_MESSAGE) : LOGIN_FAILED_MESSAGE);
    }
  };

  return (
    <div className={styles.login}>
      <section className={styles.welcomePanel} aria-labelledby="auth-welcome-title">
        <h2 id="auth-welcome-title" className={styles.welcomeTitle}>
          Bienvenido a {siteName}
        </h2>
        <p className={styles.welcome}>La comunidad número 1 de ofertas en Colombia.</p>
        <Button variant="secondary" fullWidth onClick={() => dispatch(openAuthModal('register'))}>
          Regístrate ahora
        </Button>
      </section>

      <section className={styles.view} aria-label="Iniciar sesión con tu cuenta">
        {googleClientId && (
          <>
            <GoogleSignInButton clientId={googleClientId} text="signin_with" />
            <p className={styles.divider}>o con tu email</p>
          </>
        )}
        <form ref={formRef} className={styles.form} onSubmit={submit}>
          <TextField
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            value={email}
            disabled={isLoading}
            error={missing.email ? EMAIL_REQUIRED : null}
            invalid={failure !== null}
            onChange={(event) => {
              setEmail(event.target.value);
              setMissing((current) => ({ ...current, email: false }));
            }}
          />
          <PasswordField
            label="Contraseña"
            name="password"
            autoComplete="current-password"
            value={password}
            disabled={isLoading}
            error={missing.password ? PASSWORD_REQUIRED : null}
            invalid={failure !== null}
            onChange={(event) => {
              setPassword(event.target.value);
              setMissing((current) => ({ ...current, password: false }));
            }}
          />
          {failure && (
            <p role="alert" className={styles.error}>
              {failure}
            </p>
          )}
          <Button type="submit" fullWidth disabled={isLoading}>
            {isLoading ? <Spinner label="Iniciando sesión…" size={18} /> : 'Iniciar sesión'}
          </Button>
        </form>
        <Button variant="ghost" fullWidth onClick={() => dispatch(openAuthModal('recover'))}>
          ¿Olvidaste tu contraseña?
        </Button>
      </section>
    </div>
  );
}
