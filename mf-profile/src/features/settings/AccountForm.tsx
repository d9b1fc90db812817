import { useState, type FormEvent } from 'react';
import type { CurrentUser } from '@gangazo/platform';
import { Button, TextField } from '@gangazo/ui';
import { serverFieldError } from './fieldErrors';
import { useUpdateProfileMutation } from './settingsApi';
import styles from './AccountSettings.module.css';

type Field = 'username' | 'email' | 'password';
type Errors = Partial<Record<Field | 'form', string>>;

const SERVER_FIELDS = [
  { field: 'password', mentions: /contraseña/i },
  { field: 'username', mentions: /nombre de usuario/i },
  { field: 'email', mentions: /email|correo/i },
] as const;

/**
 * Username and e-mail; only what changed is sent, and the server's answer is shown where it belongs.
 * A new e-mail asks for the current password (a session alone must not move the account) and ends
 * the other sessions; this tab keeps going with the token the answer brings.
 */
export function AccountForm({ user }: { user: CurrentUser }) {
  const [username, setUsername] = useState(user.username);
  const [email, setEmail] = useState(user.email);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [done, setDone] = useState('');
  const [updateProfile, { isLoading }] = useUpdateProfileMutation();
  // A save (or another tab) changes the signed-in user: the fields follow the server's values
  // without remounting, so the confirmation stays on screen.
  const [shown, setShown] = useState({ username: user.username, email: user.email });
  if (shown.username !== user.username || shown.email !== user.email) {
    setShown({ username: user.username, email: user.email });
    setUsername(user.username);
    setEmail(user.email);
  }

  /** Typing again: that field's error (and a form-wide one) no longer applies, nor the last confirmation. */
  function edit(field: Field, value: string) {
    if (field === 'username') setUsername(value);
    else if (field === 'email') setEmail(value);
    else setPassword(value);
    setDone('');
    setErrors((current) => (current[field] || current.form ? { ...current, [field]: undefined, form: undefined } : current));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setDone('');
    const nextUsername = username.trim();
    const nextEmail = email.trim();
    const found: Errors = {};
    if (!nextUsername) found.username = 'Ingresa un nombre de usuario';
    if (!nextEmail) found.email = 'Ingresa tu email';
    const emailChanges = nextEmail.toLowerCase() !== user.email.toLowerCase();
    if (emailChanges && !password) found.password = 'Escribe tu contraseña actual para cambiar tu email.';
    if (found.username || found.email || found.password) return setErrors(found);
    const changes = {
      ...(nextUsername !== user.username ? { username: nextUsername } : {}),
      ...(nextEmail !== user.email ? { email: nextEmail } : {}),
    };
    if (Object.keys(changes).length === 0) return setErrors({ form: 'No hay cambios que guardar.' });
    setErrors({});
    try {
      const updated = await updateProfile({ userId: user.id, ...changes, ...(emailChanges ? { password } : {}) }).unwrap();
      setUsername(updated.username);
      setEmail(updated.email);
      setPassword('');
      setDone(updated.jwt ? 'Tus datos se guardaron. Por seguridad cerramos tus sesiones en otros dispositivos y avisamos a tu email anterior.' : 'Tus datos se guardaron.');
    } catch (error) {
      const { field, message } = serverFieldError<Field>(error, SERVER_FIELDS, 'No pudimos guardar los cambios. Inténtalo de nuevo.');
      setErrors({ [field]: message });
    }
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby="account-data-heading">
      <h2 id="account-data-heading" className={styles.heading}>
        Tus datos
      </h2>
      <TextField label="Nombre de usuario" name="username" autoComplete="username" value={username} onChange={(event) => edit('username', event.target.value)} error={errors.username} maxLength={30} />
      <TextField label="Email" name="email" type="email" autoComplete="email" value={email} onChange={(event) => edit('email', event.target.value)} error={errors.email} maxLength={254} />
      {email.trim().toLowerCase() !== user.email.toLowerCase() && (
        <TextField
          label="Contraseña actual"
          name="current-password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => edit('password', event.target.value)}
          error={errors.password}
          hint="Para cambiar tu email confirma que eres tú. Cerraremos tus otras sesiones."
          maxLength={256}
        />
      )}
      {errors.form && (
        <p role="alert" className={styles.formError}>
          {errors.form}
        </p>
      )}
      {done && (
        <p role="status" className={styles.success}>
          {done}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" disabled={isLoading} aria-busy={isLoading || undefined}>
          {isLoading ? 'Guardando…' : 'Guardar cambios'}
        </Button>
      </div>
    </form>
  );
}
