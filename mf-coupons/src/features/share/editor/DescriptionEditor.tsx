import { useEffect, useId, useRef, useState } from 'react';
import type Quill from 'quill';
import type { ShareDelta } from '@gangazo/contracts';
import { convertToPng } from '../imageFiles';
import { EDITOR_CONTROL_LABELS, EDITOR_FORMATS, EDITOR_IMAGE_TYPES, EDITOR_MESSAGES, EDITOR_TOOLBAR, isEditorImageType, needsPngConversion } from './editorConfig';
import { editorImageUrl } from './editorUrls';
import { toShareDelta } from './shareDelta';
import styles from './DescriptionEditor.module.css';

export interface DescriptionEditorProps {
  /** Visible label; also the editor's accessible name. */
  label: string;
  /** The document the editor starts with. Later changes are the editor's own. */
  defaultValue?: ShareDelta | null;
  /** The whole document (a Quill Delta) after every change. */
  onChange: (delta: ShareDelta) => void;
  /** Stores an image (PNG, GIF or JPEG by then) and resolves to its address. */
  onUploadImage: (file: File) => Promise<string>;
  placeholder?: string;
  error?: string | null;
  hint?: string;
}

type Status = 'loading' | 'ready' | 'failed';

const PICKER_ITEM_LABELS: Record<string, Record<string, string>> = {
  header: { '': 'Texto normal', '1': 'Encabezado 1', '2': 'Encabezado 2', '3': 'Encabezado 3', '4': 'Encabezado 4', '5': 'Encabezado 5', '6': 'Encabezado 6' },
  size: { '': 'Normal', small: 'Pequeño', large: 'Grande', huge: 'Enorme' },
  align: { '': 'Alinear a la izquierda', center: 'Centrar', right: 'Alinear a la derecha', justify: 'Justificar' },
};

/** Spanish accessible names for Quill's buttons and pickers. */
export function labelToolbar(toolbar: HTMLElement): void {
  toolbar.setAttribute('role', 'toolbar');
  toolbar.setAttribute('aria-label', 'Formato del texto');
  toolbar.querySelectorAll<HTMLButtonElement>('button').forEach((button) => {
    const format = [...button.classList].find((name) => name.startsWith('ql-'))?.slice(3);
    if (!format) return;
    const value = button.getAttribute('value');
    const label = (value && EDITOR_CONTROL_LABELS[`${format}:${value}`]) || EDITOR_CONTROL_LABELS[format];
    if (label) button.setAttribute('aria-label', label);
  });
  toolbar.querySelectorAll<HTMLElement>('.ql-picker').forEach((picker) => {
    const format = [...picker.classList].find((name) => name.startsWith('ql-') && name !== 'ql-picker' && !name.endsWith('-picker'))?.slice(3) ?? '';
    const label = EDITOR_CONTROL_LABELS[format];
    if (label) picker.querySelector('.ql-picker-label')?.setAttribute('aria-label', label);
    picker.querySelectorAll<HTMLElement>('.ql-picker-item').forEach((item) => {
      const value = item.getAttribute('data-value') ?? '';
      item.setAttribute('aria-label', PICKER_ITEM_LABELS[format]?.[value] ?? (value || 'Sin color'));
    });
  });
}

/**
 * The description of an offer or code: Quill (snow theme, the SPEC §2 toolbar) loaded on first
 * render, images uploaded through `onUploadImage` (picked, pasted or dropped), addresses checked.
 */
export function DescriptionEditor({ label, defaultValue, onChange, onUploadImage, placeholder, error, hint }: DescriptionEditorProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const messageId = `${id}-message`;
  const hostRef = useRef<HTMLDivElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const quillRef = useRef<Quill | null>(null);
  const latest = useRef({ onChange, onUploadImage, defaultValue, placeholder });
  latest.current = { onChange, onUploadImage, defaultValue, placeholder };
  const [status, setStatus] = useState<Status>('loading');
  const [uploading, setUploading] = useState(false);
  const [imageError, setImageError] = useState<string | null>(null);

  const insertImages = useRef(async (files: readonly File[], at?: number) => {
    const quill = quillRef.current;
    if (!quill) return;
    let index = at ?? quill.getSelection(true)?.index ?? Math.max(0, quill.getLength() - 1);
    setImageError(null);
    for (const picked of files) {
      if (!isEditorImageType(picked.type)) {
        setImageError(EDITOR_MESSAGES.imageType);
        continue;
      }
      setUploading(true);
      try {
        const file = needsPngConversion(picked.type) ? await convertToPng(picked) : picked;
        const address = editorImageUrl(await latest.current.onUploadImage(file));
        if (!address) throw new Error(EDITOR_MESSAGES.imageUpload);
        if (quillRef.current !== quill) return;
        quill.insertEmbed(index, 'image', address, 'user');
        index += 1;
        quill.setSelection(index, 0, 'silent');
      } catch (failure) {
        setImageError(failure instanceof Error && failure.message ? failure.message : EDITOR_MESSAGES.imageUpload);
      } finally {
        setUploading(false);
      }
    }
  });

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    let cancelled = false;
    import('./loadQuill')
      .then(({ loadQuill }) => {
        if (cancelled) return;
        const QuillEditor = loadQuill();
        const mount = document.createElement('div');
        host.appendChild(mount);
        const quill = new QuillEditor(mount, {
          theme: 'snow',
          placeholder: latest.current.placeholder ?? '',
          formats: EDITOR_FORMATS,
          modules: {
            toolbar: { container: EDITOR_TOOLBAR, handlers: { image: () => fileRef.current?.click() } },
            uploader: {
              mimetypes: [...EDITOR_IMAGE_TYPES],
              handler: (range: { index: number }, files: File[]) => void insertImages.current(files, range.index),
            },
          },
        });
        const initial = latest.current.defaultValue;
        if (initial) quill.setContents(initial.ops as Parameters<Quill['setContents']>[0], 'silent');
        quill.on('text-change', () => latest.current.onChange(toShareDelta(quill.getContents().ops)));
        const toolbar = (quill.getModule('toolbar') as { container?: HTMLElement } | undefined)?.container;
        if (toolbar) labelToolbar(toolbar);
        const textbox = (quill.theme as { tooltip?: { textbox?: HTMLInputElement | null } }).tooltip?.textbox;
        textbox?.setAttribute('data-link', 'https://tienda.com/oferta');
        textbox?.setAttribute('data-video', 'Enlace de YouTube o Vimeo');
        textbox?.setAttribute('aria-label', 'Dirección');
        quill.root.setAttribute('role', 'textbox');
        quill.root.setAttribute('aria-multiline', 'true');
        quill.root.setAttribute('aria-labelledby', labelId);
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
  }, [labelId]);

  const message = error ?? imageError;
  useEffect(() => {
    const root = quillRef.current?.root;
    if (!root) return;
    if (message || hint) root.setAttribute('aria-describedby', messageId);
    else root.removeAttribute('aria-describedby');
    if (error) root.setAttribute('aria-invalid', 'true');
    else root.removeAttribute('aria-invalid');
  }, [status, message, hint, error, messageId]);

  return (
    <div className={styles.field}>
      <span id={labelId} className={styles.label} onClick={() => quillRef.current?.focus()}>
        {label}
      </span>
      <div className={[styles.editor, error ? styles.invalid : ''].filter(Boolean).join(' ')} aria-busy={status === 'loading' || uploading || undefined}>
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
        aria-label="Imagen para la descripción"
        className="visually-hidden"
        tabIndex={-1}
        multiple
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          void insertImages.current(files);
        }}
      />
      <div id={messageId}>
        {uploading && (
          <p role="status" className={styles.hint}>
            {EDITOR_MESSAGES.uploading}
          </p>
        )}
        {hint && !message && <p className={styles.hint}>{hint}</p>}
        {message && (
          <p role={imageError && !error ? 'alert' : undefined} className={styles.error}>
            {message}
          </p>
        )}
      </div>
    </div>
  );
}
