import { useState, type FormEvent } from 'react';
import { loggedIn, useAppDispatch, type CurrentUser } from '@gangazo/platform';
import { Button, PasswordField } from '@gangazo/ui';
import { serverFieldError } from './fieldErrors';
import { useChangePasswordMutation } from './settingsApi';
import styles from './AccountSettings.module.css';

/** The BFF's rule (users/service.ts PASSWORD_MIN), told before sending. */
export const PASSWORD_MIN = 8;

type Field = 'current' | 'next' | 'confirm';
type Errors = Partial<Record<Field | 'form', string>>;

const SERVER_FIELDS = [
  { field: 'current', mentions: /actual/i },
  { field: 'next', mentions: /nueva contraseña/i },
] as const;

/**
 * Current, new and confirmation. The BFF revokes every older token when the password changes and
 * answers a new one: storing it keeps this tab signed in.
 */
export function PasswordForm({ user }: { user: CurrentUser }) {
  const dispatch = useAppDispatch();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [done, setDone] = useState('');
  const [changePassword, { isLoading }] = useChangePasswordMutation();

  /** Typing again: that field's error (and a form-wide one) no longer applies. */
  function edit(field: Field, value: string, set: (value: string) => void) {
    set(value);
    setErrors((shown) => (shown[field] || shown.form ? { ...shown, [field]: undefined, form: undefined } : shown));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setDone('');
    const found: Errors = {};
    if (!next.trim()) found.next = 'Ingresa la nueva contraseña';
    else if (next.length < PASSWORD_MIN) found.next = `La nueva contraseña debe tener al menos ${PASSWORD_MIN} caracteres.`;
    if (!confirm) found.confirm = 'Repite la nueva contraseña';
    else if (confirm !== next) found.confirm = 'Las contraseñas no coinciden';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const { jwt } = await changePassword({ userId: user.id, password: next, passwordOld: current }).unwrap();
      dispatch(loggedIn(jwt));
      setCurrent('');
      setNext('');
      setConfirm('');
      setDone('Tu contraseña se cambió. Las sesiones abiertas en otros dispositivos se cerraron.');
    } catch (error) {
      const { field, message } = serverFieldError<Field>(error, SERVER_FIELDS, 'No pudimos cambiar la contraseña. Inténtalo de nuevo.');
      setErrors({ [field]: message });
    }
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby="password-heading">
      <h2 id="password-heading" className={styles.heading}>
        Cambiar contraseña
      </h2>
      <PasswordField
        label="Contraseña actual"
        name="current-password"
        autoComplete="current-password"
        value={current}
        onChange={(event) => edit('current', event.target.value, setCurrent)}
        error={errors.current}
        hint="Si entraste con Google y nunca creaste una, déjala vacía."
      />
      <PasswordField
        label="Nueva contraseña"
        name="new-password"
        autoComplete="new-password"
        value={next}
        onChange={(event) => edit('next', event.target.value, setNext)}
        error={errors.next}
        hint={`Al menos ${PASSWORD_MIN} caracteres.`}
      />
      <PasswordField
        label="Confirma la nueva contraseña"
        name="confirm-password"
        autoComplete="new-password"
        value={confirm}
        onChange={(event) => edit('confirm', event.target.value, setConfirm)}
        error={errors.confirm}
      />
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
          {isLoading ? 'Cambiando…' : 'Cambiar contraseña'}
        </Button>
      </div>
    </form>
  );
}
