import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type Quill from 'quill';
import { EDITOR_IMAGE_TYPES, EDITOR_MESSAGES, EDITOR_TOOLBAR, EDITOR_TOOLTIP, isAcceptedImageType } from './editorConfig';
import { deltaValue, htmlValue, type EditorValue, type RichTextDelta } from './editorValue';
import { labelToolbar } from './labelToolbar';
import { editorSitePaths, sanitizeEditorUrl, type EditorFormat } from './sanitizeEditorUrl';
import styles from './RichTextEditor.module.css';

interface RichTextEditorBaseProps {
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
  /** Shown under the editor in the error colour (the hint is hidden meanwhile); also marks it `aria-invalid`. */
  error?: string | null;
  hint?: string;
  disabled?: boolean;
  /** Minimum height of the writing area, in px. */
  minHeight?: number;
  /** Maximum height of the writing area (a CSS length, e.g. `'60vh'`); longer text scrolls inside it. */
  maxHeight?: string;
}

/** The document as HTML, the form the BFF stores and sanitizes for forum topics, comments and posts. */
export interface RichTextHtmlEditorProps extends RichTextEditorBaseProps {
  format?: 'html';
  /**
   * The document ('' = empty). The editor reads it when it starts and whenever it differs from the
   * last HTML it handed to `onChange` (e.g. a form reset to ''), so keep it in state and feed
   * `onChange` back into it.
   */
  value: string;
  /** The new HTML after every change; '' when there is neither text nor an image or video. */
  onChange: (html: string) => void;
}

/** The document as a Quill Delta, the form offer and coupon descriptions are stored in. */
export interface RichTextDeltaEditorProps extends RichTextEditorBaseProps {
  format: 'delta';
  /**
   * The document (`null` = empty), read when the editor starts and whenever its content differs
   * from the last Delta handed to `onChange` (a normalized copy of it counts as the same).
   */
  value: RichTextDelta | null;
  /** The whole document after every change. */
  onChange: (delta: RichTextDelta) => void;
}

export type RichTextEditorProps = RichTextHtmlEditorProps | RichTextDeltaEditorProps;

type Status = 'loading' | 'ready' | 'failed';

interface EditorCoreProps<V, Out extends V> extends RichTextEditorBaseProps {
  format: EditorFormat;
  codec: EditorValue<V, Out>;
  value: V;
  onChange: (value: Out) => void;
}

interface TooltipTheme {
  tooltip?: { textbox?: HTMLInputElement | null };
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
 * (`import('quill')`), Spanish labels, images uploaded through `onUploadImage`, and link, image and
 * video addresses limited by `sanitizeEditorUrl`. `format` says how the document is handed over:
 * HTML (the default) or a Quill Delta (`format="delta"`).
 */
export function RichTextEditor(props: RichTextEditorProps) {
  return props.format === 'delta' ? <EditorCore key="delta" {...props} codec={deltaValue} /> : <EditorCore key="html" {...props} format="html" codec={htmlValue} />;
}

function EditorCore<V, Out extends V>({
  format,
  codec,
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
  maxHeight,
}: EditorCoreProps<V, Out>) {
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const uploadErrorId = `${id}-upload`;
  const hostRef = useRef<HTMLDivElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const quillRef = useRef<Quill | null>(null);
  const lastValue = useRef<{ value: V } | null>(null);
  const latest = useRef({ codec, value, onChange, onUploadImage, placeholder });
  latest.current = { codec, value, onChange, onUploadImage, placeholder };
  const [status, setStatus] = useState<Status>('loading');
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);

  const insertImages = useCallback(
    async (files: readonly File[], at?: number) => {
      const quill = quillRef.current;
      if (!quill) return;
      let index = at ?? quill.getSelection(true)?.index ?? Math.max(0, quill.getLength() - 1);
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
          const safe = sanitizeEditorUrl(address, 'image', editorSitePaths(format, 'image'));
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
    },
    [format],
  );

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    let cancelled = false;
    import('./loadQuill')
      .then(({ loadQuill }) => {
        if (cancelled) return;
        const { Quill: QuillEditor, registry } = loadQuill(format);
        const mount = document.createElement('div');
        host.appendChild(mount);
        const quill = new QuillEditor(mount, {
          theme: 'snow',
          placeholder: latest.current.placeholder ?? '',
          registry,
          modules: {
            toolbar: { container: EDITOR_TOOLBAR, handlers: { image: () => fileRef.current?.click() } },
            uploader: {
              mimetypes: [...EDITOR_IMAGE_TYPES],
              handler: (range: { index: number; length: number }, files: File[]) => void insertImages(files, range.index),
            },
          },
        });
        const { codec: initialCodec, value: initial } = latest.current;
        initialCodec.write(quill, initial);
        lastValue.current = { value: initial };
        quill.on('text-change', () => {
          const next = latest.current.codec.read(quill);
          lastValue.current = { value: next };
          latest.current.onChange(next);
        });
        const toolbar = (quill.getModule('toolbar') as { container?: HTMLElement } | undefined)?.container;
        if (toolbar) labelToolbar(toolbar);
        const textbox = (quill.theme as TooltipTheme).tooltip?.textbox;
        textbox?.setAttribute('data-link', EDITOR_TOOLTIP.linkPlaceholder);
        textbox?.setAttribute('data-video', EDITOR_TOOLTIP.videoPlaceholder);
        textbox?.setAttribute('aria-label', EDITOR_TOOLTIP.label);
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
  }, [format, insertImages]);

  // Outside changes (a reset, loaded data), never the echo of our own onChange.
  useEffect(() => {
    const quill = quillRef.current;
    const last = lastValue.current;
    if (!quill || status !== 'ready' || (last && codec.same(value, last.value))) return;
    lastValue.current = { value };
    codec.write(quill, value);
  }, [codec, value, status]);

  // The hint gives way to an error: one message at a time under the field.
  const showHint = Boolean(hint) && !error && !uploadError;
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
    const described = [error ? errorId : '', uploadError ? uploadErrorId : '', showHint ? hintId : ''].filter(Boolean).join(' ');
    if (described) root.setAttribute('aria-describedby', described);
    else root.removeAttribute('aria-describedby');
    if (error) root.setAttribute('aria-invalid', 'true');
    else root.removeAttribute('aria-invalid');
  }, [status, disabled, label, ariaLabel, labelId, error, errorId, showHint, hintId, uploadError, uploadErrorId]);

  const classes = [styles.editor, error ? styles.invalid : '', disabled ? styles.disabled : ''].filter(Boolean).join(' ');
  const sizes = { ['--editor-min-height' as string]: `${minHeight}px`, ...(maxHeight ? { ['--editor-max-height' as string]: maxHeight } : {}) };
  return (
    <div className={styles.field}>
      {label && (
        <span id={labelId} className={styles.label} onClick={() => quillRef.current?.focus()}>
          {label}
        </span>
      )}
      <div className={classes} style={sizes} aria-busy={status === 'loading' || uploading || undefined}>
        <div ref={hostRef} />
        {status === 'loading' && (
          <p role="status" className={styles.notice}>
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
        multiple
        disabled={disabled}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          void insertImages(files);
        }}
      />
      {uploading && (
        <p role="status" className={styles.hint}>
          {EDITOR_MESSAGES.uploading}
        </p>
      )}
      {showHint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {uploadError && (
        <p id={uploadErrorId} role="alert" className={styles.error}>
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
