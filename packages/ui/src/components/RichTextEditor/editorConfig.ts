// The editor's toolbar and formats, exactly SPEC §2 "Rich-text editor" (snow theme): bold, italic,
// underline, strike, align, ordered and bullet lists, indent (levels 1–8, SPEC §9), size (small,
// normal, large, huge), header 1–6, link, image, video, text colour, background colour, clean.
// What the BFF keeps of them: bff/src/lib/rich-text.ts for HTML bodies, the Delta renderer in
// @gangazo/contracts/catalog/delta for descriptions.

/**
 * SPEC §5: image files the editor accepts for upload (an .ico is `image/x-icon` or
 * `image/vnd.microsoft.icon` depending on the browser).
 */
export const EDITOR_IMAGE_TYPES = ['image/png', 'image/gif', 'image/jpeg', 'image/bmp', 'image/x-icon', 'image/vnd.microsoft.icon'] as const;

/** SPEC §9: indent levels 1 to 8 (Quill's indent format allows exactly these). */
export const EDITOR_MAX_INDENT = 8;

/** Quill toolbar groups; `false` in `size` is "normal", in `header` plain text. */
export const EDITOR_TOOLBAR = [
  ['bold', 'italic', 'underline', 'strike'],
  [{ align: [] }],
  [{ list: 'ordered' }, { list: 'bullet' }],
  [{ indent: '-1' }, { indent: '+1' }],
  [{ size: ['small', false, 'large', 'huge'] }],
  [{ header: [1, 2, 3, 4, 5, 6, false] }],
  ['link', 'image', 'video'],
  [{ color: [] }, { background: [] }],
  ['clean'],
] as const;

/** Formats the editor keeps (pasted content with anything else loses that formatting). */
export const EDITOR_FORMATS = ['bold', 'italic', 'underline', 'strike', 'align', 'list', 'indent', 'size', 'header', 'link', 'image', 'video', 'color', 'background'] as const;

/** Spanish accessible names for the toolbar controls, by Quill class (`ql-bold`) and value. */
export const EDITOR_CONTROL_LABELS: Record<string, string> = {
  bold: 'Negrita',
  italic: 'Cursiva',
  underline: 'Subrayado',
  strike: 'Tachado',
  align: 'Alineación',
  'list:ordered': 'Lista numerada',
  'list:bullet': 'Lista con viñetas',
  'indent:-1': 'Reducir sangría',
  'indent:+1': 'Aumentar sangría',
  size: 'Tamaño del texto',
  header: 'Encabezado',
  link: 'Enlace',
  image: 'Imagen',
  video: 'Video',
  color: 'Color del texto',
  background: 'Color de fondo',
  clean: 'Quitar formato',
};

/** Spanish names of the pickers' items, by picker and `data-value` ('' = the default item). Colours are named by their value. */
export const EDITOR_PICKER_LABELS: Record<string, Record<string, string>> = {
  header: { '': 'Texto normal', '1': 'Encabezado 1', '2': 'Encabezado 2', '3': 'Encabezado 3', '4': 'Encabezado 4', '5': 'Encabezado 5', '6': 'Encabezado 6' },
  size: { '': 'Normal', small: 'Pequeño', large: 'Grande', huge: 'Enorme' },
  align: { '': 'Alinear a la izquierda', center: 'Centrar', right: 'Alinear a la derecha', justify: 'Justificar' },
};

/** The link/video box: its input's name and example addresses. */
export const EDITOR_TOOLTIP = {
  label: 'Dirección',
  linkPlaceholder: 'https://tienda.com/oferta',
  videoPlaceholder: 'Enlace de YouTube o Vimeo',
} as const;

// The messages live apart: the placeholder shown while this module loads needs one of them.
export { EDITOR_MESSAGES } from './editorMessages';

export function isAcceptedImageType(type: string): boolean {
  return (EDITOR_IMAGE_TYPES as readonly string[]).includes(type);
}
