import { EDITOR_MESSAGES } from './editorMessages';
import type { RichTextEditorProps } from './RichTextEditor';
import styles from './RichTextEditor.module.css';

/**
 * The editor as it looks while its code arrives: the same label, box and notes as its own loading
 * state (RichTextEditor.tsx), so the form does not move when it takes over.
 */
export function EditorPlaceholder({ label, error, hint, disabled, minHeight = 200, maxHeight }: RichTextEditorProps) {
  const classes = [styles.editor, error ? styles.invalid : '', disabled ? styles.disabled : ''].filter(Boolean).join(' ');
  const sizes = { ['--editor-min-height' as string]: `${minHeight}px`, ...(maxHeight ? { ['--editor-max-height' as string]: maxHeight } : {}) };
  return (
    <div className={styles.field}>
      {label && <span className={styles.label}>{label}</span>}
      <div className={classes} style={sizes} aria-busy="true">
        <p role="status" className={styles.notice}>
          {EDITOR_MESSAGES.loading}
        </p>
      </div>
      {hint && !error && <p className={styles.hint}>{hint}</p>}
      {error && <p className={styles.error}>{error}</p>}
    </div>
  );
}
