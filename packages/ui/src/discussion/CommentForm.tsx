import { useId, useState, type FormEvent } from 'react';
import { Button } from '../components/Button/Button';
import styles from './CommentSection.module.css';

/** Who is reading: the form for a signed-in person, a sign-in prompt for a guest, nothing while unknown. */
export type CommentViewer = 'checking' | 'guest' | 'signed-in';

export interface CommentFormOptions {
  viewer: CommentViewer;
  /** What a guest reads beside 'Regístrate / Iniciar sesión': 'Inicia sesión para comentar esta oferta.' */
  guestPrompt: string;
  /** A guest pressed 'Regístrate / Iniciar sesión'. */
  onSignIn: () => void;
  /** The API's limits for the trimmed text. */
  minLength?: number;
  maxLength: number;
  /**
   * Posts the trimmed text. Resolves to null once it is posted (the field empties), or to the
   * sentence saying why it was not (shown under the field, the text kept).
   */
  onSubmit: (text: string) => Promise<string | null>;
}

interface CommentFormProps extends CommentFormOptions {
  rows: number;
  formatCount: (value: number) => string;
}

/** The comment field with its character count, or, for a guest, the invitation to sign in. */
export function CommentForm({ viewer, guestPrompt, onSignIn, minLength = 1, maxLength, onSubmit, rows, formatCount }: CommentFormProps) {
  const fieldId = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [posting, setPosting] = useState(false);

  if (viewer === 'checking') return null;
  if (viewer === 'guest') {
    return (
      <div className={styles.guest}>
        <p>{guestPrompt}</p>
        <Button variant="secondary" onClick={onSignIn}>
          Regístrate / Iniciar sesión
        </Button>
      </div>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const clean = text.trim();
    if (clean.length < minLength) {
      setError('Escribe tu comentario antes de enviarlo.');
      return;
    }
    setError(null);
    setPosting(true);
    try {
      const refusal = await onSubmit(clean);
      if (refusal === null) setText('');
      else setError(refusal);
    } finally {
      setPosting(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <label htmlFor={fieldId} className={styles.label}>
        Tu comentario
      </label>
      <textarea
        id={fieldId}
        className={styles.textarea}
        value={text}
        maxLength={maxLength}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${fieldId}-help`}
        onChange={(event) => setText(event.target.value)}
        disabled={posting}
      />
      <div className={styles.formFooter}>
        <p id={`${fieldId}-help`} className={error ? styles.error : styles.help} role={error ? 'alert' : undefined}>
          {error ?? `${text.length}/${formatCount(maxLength)} caracteres`}
        </p>
        <Button type="submit" disabled={posting}>
          {posting ? 'Publicando…' : 'Comentar'}
        </Button>
      </div>
    </form>
  );
}
