import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type Quill from 'quill';
import { EDITOR_CONTROL_LABELS, EDITOR_FORMATS, EDITOR_IMAGE_TYPES, EDITOR_MESSAGES, EDITOR_TOOLBAR, isAcceptedImageType } from './editorConfig';
import { editorHtml } from './editorHtml';
import { sanitizeEditorUrl } from './sanitizeEditorUrl';
import styles from './RichTextEditor.module.css';

export interface RichTextEditorProps {
  /**
   * The document as HTML, the form the BFF stores and sanitizes ('' = empty). The editor reads it
   * when it starts and whenever it differs from the last HTML it handed to `onChange` (e.g. a form
   * reset to ''), so keep it in state and feed `onChange` back into it.
   */
  value: string;
  /** The new HTML after every change; '' when there is neither text nor an image or video. */
  onChange: (html: string) => void;
  /** Visible label. Give `aria-label` instead to name the editor without one. */
  label?: string;
  'aria-label'?: string;
  placeholder?: string;
  /**
   * Stores a picked, dropped or pasted image (already checked to be PNG, GIF, JPEG, BMP or ICO)
   * and resolves to its address: absolute, or a path on this site (`/api/v1/images/…`). A rejected
   * promise's `Error.message` is shown under the editor. Without it images are embedded as
   * `data:` URLs, which the BFF does not keep.
   */
  onUploadImage?: (file: File) => Promise<string>;
  /** Shown under the editor in the error colour; also marks it `aria-invalid`. */
  error?: string | null;
  hint?: string;
  disabled?: boolean;
  /** Minimum height of the writing area, in px. */
  minHeight?: number;
}

type Status = 'loading' | 'ready' | 'failed';

interface TooltipTheme {
  tooltip?: { textbox?: HTMLInputElement | null };
}

/** Spanish names for the toolbar's buttons and pickers (Quill's own are English class names). */
function labelToolbar(toolbar: HTMLElement) {
  toolbar.setAttribute('aria-label', 'Formato del texto');
  toolbar.querySelectorAll<HTMLButtonElement>('button').forEach((button) => {
    const format = [...button.classList].find((name) => name.startsWith('ql-'))?.slice(3);
    if (!format) return;
    const value = button.getAttribute('value');
    const label = EDITOR_CONTROL_LABELS[value ? `${format}:${value}` : format] ?? EDITOR_CONTROL_LABELS[format];
    if (label) button.setAttribute('aria-label', label);
  });
  toolbar.querySelectorAll<HTMLElement>('.ql-picker').forEach((picker) => {
    const format = [...picker.classList].find((name) => name.startsWith('ql-') && name !== 'ql-picker' && !name.endsWith('-picker'))?.slice(3);
    const label = format ? EDITOR_CONTROL_LABELS[format] : undefined;
    if (label) picker.querySelector('.ql-picker-label')?.setAttribute('aria-label', label);
    picker.querySelectorAll<HTMLElement>('.ql-picker-item').forEach((item) => {
      const value = item.getAttribute('data-value');
      const itemLabel =
        format === 'header'
          ? value
            ? `Encabezado ${value}`
            : 'Texto normal'
          : format === 'size'
            ? ({ small: 'Pequeño', large: 'Grande', huge: 'Enorme' } as Record<string, string>)[value ?? ''] ?? 'Normal'
            : format === 'align'
              ? ({ center: 'Centrar', right: 'Alinear a la derecha', justify: 'Justificar' } as Record<string, string>)[value ?? ''] ?? 'Alinear a la izquierda'
              : value ?? 'Sin color';
      item.setAttribute('aria-label', itemLabel);
    });
  });
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(new Error(EDITOR_MESSAGES.imageUpload));
    reader.readAsDataURL(file);
  });
}

/**
 * The site's one rich-text editor: Quill's snow theme with the SPEC §2 toolbar, loaded on first use
 * (`import('quill')`), Spanish labels, images uploaded through `onUploadImage`, and link/image
 * addresses limited by `sanitizeEditorUrl`.
 */
export function RichTextEditor({
  value,
  onChange,
  label,
  'aria-label': ariaLabel,
  placeholder,
  onUploadImage,
  error,
  hint,
  disabled = false,
  minHeight = 200,
}: RichTextEditorProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const hostRef = useRef<HTMLDivElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const quillRef = useRef<Quill | null>(null);
  const lastHtml = useRef<string | null>(null);
  const latest = useRef({ value, onChange, onUploadImage, placeholder });
  latest.current = { value, onChange, onUploadImage, placeholder };
  const [status, setStatus] = useState<Status>('loading');
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);

  const insertImages = useCallback(async (files: readonly File[], at?: number) => {
    const quill = quillRef.current;
    if (!quill) return;
    let index = at ?? quill.getSelection(true)?.index ?? quill.getLength() - 1;
    setUploadError(null);
    for (const file of files) {
      if (!isAcceptedImageType(file.type)) {
        setUploadError(EDITOR_MESSAGES.imageType);
        continue;
      }
      setUploading(true);
      try {
        const upload = latest.current.onUploadImage;
        const address = upload ? await upload(file) : await readAsDataUrl(file);
        const safe = sanitizeEditorUrl(address, 'image', window.location.href);
        if (!safe) {
          setUploadError(EDITOR_MESSAGES.imageUrl);
          continue;
        }
        if (quillRef.current !== quill) return;
        quill.insertEmbed(index, 'image', safe, 'user');
        index += 1;
        quill.setSelection(index, 0, 'silent');
      } catch (failure) {
        setUploadError(failure instanceof Error && failure.message ? failure.message : EDITOR_MESSAGES.imageUpload);
      } finally {
        setUploading(false);
      }
    }
  }, []);

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    let cancelled = false;
    import('./loadQuill')
      .then(({ safeQuill }) => {
        if (cancelled) return;
        const QuillEditor = safeQuill();
        const mount = document.createElement('div');
        host.appendChild(mount);
        const quill = new QuillEditor(mount, {
          theme: 'snow',
          placeholder: latest.current.placeholder ?? '',
          formats: [...EDITOR_FORMATS],
          modules: {
            toolbar: { container: EDITOR_TOOLBAR, handlers: { image: () => fileRef.current?.click() } },
            uploader: {
              mimetypes: [...EDITOR_IMAGE_TYPES],
              handler: (range: { index: number; length: number }, files: File[]) => void insertImages(files, range.index),
            },
          },
        });
        const initial = latest.current.value;
        if (initial) quill.setContents(quill.clipboard.convert({ html: initial }), 'silent');
        lastHtml.current = initial;
        quill.on('text-change', () => {
          const html = editorHtml(quill);
          lastHtml.current = html;
          latest.current.onChange(html);
        });
        const toolbar = (quill.getModule('toolbar') as { container?: HTMLElement } | undefined)?.container;
        if (toolbar) labelToolbar(toolbar);
        const textbox = (quill.theme as TooltipTheme).tooltip?.textbox;
        textbox?.setAttribute('data-link', 'https://tienda.com/oferta');
        textbox?.setAttribute('data-video', 'Enlace de YouTube o Vimeo');
        textbox?.setAttribute('aria-label', 'Dirección');
        quillRef.current = quill;
        setStatus('ready');
      })
      .catch(() => {
        if (!cancelled) setStatus('failed');
      });
    return () => {
      cancelled = true;
      quillRef.current = null;
      host.replaceChildren();
    };
  }, [insertImages]);

  // Outside changes (a reset, loaded data), never the echo of our own onChange.
  useEffect(() => {
    const quill = quillRef.current;
    if (!quill || status !== 'ready' || value === lastHtml.current) return;
    lastHtml.current = value;
    quill.setContents(value ? quill.clipboard.convert({ html: value }) : [], 'silent');
  }, [value, status]);

  useEffect(() => {
    const quill = quillRef.current;
    if (!quill || status !== 'ready') return;
    quill.enable(!disabled);
    const root = quill.root;
    root.setAttribute('role', 'textbox');
    root.setAttribute('aria-multiline', 'true');
    if (label) root.setAttribute('aria-labelledby', labelId);
    else root.removeAttribute('aria-labelledby');
    if (!label && ariaLabel) root.setAttribute('aria-label', ariaLabel);
    else root.removeAttribute('aria-label');
    const described = [error ? errorId : '', uploadError ? `${id}-upload` : '', hint ? hintId : ''].filter(Boolean).join(' ');
    if (described) root.setAttribute('aria-describedby', described);
    else root.removeAttribute('aria-describedby');
    if (error) root.setAttribute('aria-invalid', 'true');
    else root.removeAttribute('aria-invalid');
  }, [status, disabled, label, ariaLabel, labelId, error, errorId, hint, hintId, uploadError, id]);

  const classes = [styles.editor, error ? styles.invalid : '', disabled ? styles.disabled : ''].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      {label && (
        <span id={labelId} className={styles.label} onClick={() => quillRef.current?.focus()}>
          {label}
        </span>
      )}
      <div className={classes} style={{ ['--editor-min-height' as string]: `${minHeight}px` }} aria-busy={status === 'loading' || uploading || undefined}>
        <div ref={hostRef} />
        {status === 'loading' && (
          <p role="status" className={styles.placeholder}>
            {EDITOR_MESSAGES.loading}
          </p>
        )}
        {status === 'failed' && (
          <p role="alert" className={styles.failed}>
            {EDITOR_MESSAGES.loadFailed}
          </p>
        )}
      </div>
      <input
        ref={fileRef}
        type="file"
        accept={EDITOR_IMAGE_TYPES.join(',')}
        aria-label="Subir imagen"
        className="visually-hidden"
        tabIndex={-1}
        disabled={disabled}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          void insertImages(files);
        }}
      />
      {uploading && (
        <p role="status" className={styles.hint}>
          Subiendo la imagen…
        </p>
      )}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {uploadError && (
        <p id={`${id}-upload`} role="alert" className={styles.error}>
          {uploadError}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
