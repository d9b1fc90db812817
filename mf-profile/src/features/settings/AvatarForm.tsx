import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { CurrentUser } from '@gangazo/platform';
import { Avatar, Button } from '@gangazo/ui';
import { errorMessage } from '../profile-layout/apiError';
import { useUpdateAvatarMutation } from './settingsApi';
import styles from './AccountSettings.module.css';

/** What the BFF accepts (it checks the content again and re-encodes to WebP). */
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_TYPE_ERROR = 'El avatar debe ser una imagen PNG, JPEG, GIF o WebP.';
export const AVATAR_SIZE_ERROR = 'El avatar no puede pesar más de 2 MB.';

/** Checked before uploading, so a wrong file gets its answer at once. */
export function avatarFileError(file: File): string | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return AVATAR_TYPE_ERROR;
  if (file.size > AVATAR_MAX_BYTES) return AVATAR_SIZE_ERROR;
  if (file.size === 0) return 'El archivo está vacío.';
  return null;
}

function previewUrl(file: File): string | null {
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
}

export function AvatarForm({ user }: { user: CurrentUser }) {
  const inputId = useId();
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState('');
  const [done, setDone] = useState('');
  const [updateAvatar, { isLoading }] = useUpdateAvatarMutation();

  // The object URL holds the file in memory until it is revoked.
  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);

  function reset() {
    setFile(null);
    setPreview(null);
    if (inputRef.current) inputRef.current.value = '';
  }

  function onChoose(event: ChangeEvent<HTMLInputElement>) {
    setDone('');
    const chosen = event.target.files?.[0];
    if (!chosen) return;
    const problem = avatarFileError(chosen);
    if (problem) {
      reset();
      setError(problem);
      return;
    }
    setError('');
    setFile(chosen);
    setPreview(previewUrl(chosen));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!file) return setError('Elige una imagen primero.');
    try {
      await updateAvatar({ userId: user.id, file }).unwrap();
      reset();
      setDone('Tu avatar se actualizó.');
    } catch (failure) {
      setError(errorMessage(failure, 'No pudimos subir el avatar. Inténtalo de nuevo.'));
    }
  }

  const displayName = user.name || user.username;
  return (
    <form className={styles.form} onSubmit={onSubmit} aria-labelledby="avatar-heading">
      <h2 id="avatar-heading" className={styles.heading}>
        Avatar
      </h2>
      <div className={styles.avatarRow}>
        {preview ? (
          <img src={preview} alt="Vista previa del nuevo avatar" width={96} height={96} className={styles.preview} />
        ) : (
          <Avatar name={displayName} src={user.avatar} size={96} />
        )}
        <div className={styles.avatarControls}>
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept={AVATAR_TYPES.join(',')}
            className={`visually-hidden ${styles.fileInput}`}
            onChange={onChoose}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          <label htmlFor={inputId} className={styles.fileButton}>
            {file ? 'Elegir otra imagen' : 'Elegir imagen'}
          </label>
          <p className={styles.hint}>{file ? file.name : 'PNG, JPEG, GIF o WebP, hasta 2 MB.'}</p>
        </div>
      </div>
      {error && (
        <p id={errorId} role="alert" className={styles.formError}>
          {error}
        </p>
      )}
      {done && (
        <p role="status" className={styles.success}>
          {done}
        </p>
      )}
      {file && (
        <div className={styles.actions}>
          <Button variant="ghost" onClick={reset} disabled={isLoading}>
            Cancelar
          </Button>
          <Button type="submit" disabled={isLoading} aria-busy={isLoading || undefined}>
            {isLoading ? 'Subiendo…' : 'Guardar avatar'}
          </Button>
        </div>
      )}
    </form>
  );
}
