// The description editor (SPEC §2 "Rich-text editor", snow theme): the toolbar exactly as the spec
// lists it, the formats it may produce (what the BFF's Delta sanitizer keeps), the image files it
// accepts (§5) and its Spanish messages.

/** SPEC §5: image files the editor accepts. BMP and ICO are turned into PNG before upload. */
export const EDITOR_IMAGE_TYPES = ['image/png', 'image/gif', 'image/jpeg', 'image/bmp', 'image/x-icon', 'image/vnd.microsoft.icon'] as const;

/** Types the assets endpoint stores as they are; the others are converted in the browser first. */
export const UPLOADABLE_IMAGE_TYPES = ['image/png', 'image/gif', 'image/jpeg'] as const;

/** SPEC §9: indent levels 1 to 8 (Quill's indent format allows exactly these). */
export const EDITOR_MAX_INDENT = 8;

/**
 * Quill toolbar groups: bold, italic, underline, strike | align | ordered and bullet lists | indent |
 * size (small, normal, large, huge) | header 1–6 | link, image, video | text and background colour | clean.
 * `false` is "normal" in `size` and plain text in `header`.
 */
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
];

/** What pasted content may keep; anything else loses its formatting. */
export const EDITOR_FORMATS = ['bold', 'italic', 'underline', 'strike', 'align', 'list', 'indent', 'size', 'header', 'link', 'image', 'video', 'color', 'background'];

/** Spanish names for the toolbar's controls (Quill only gives them English class names). */
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

export const EDITOR_MESSAGES = {
  imageType: 'Solo puedes subir imágenes PNG, GIF, JPEG, BMP o ICO.',
  imageUpload: 'No pudimos subir la imagen. Inténtalo de nuevo.',
  loading: 'Cargando el editor…',
  loadFailed: 'No pudimos cargar el editor. Recarga la página e inténtalo de nuevo.',
  uploading: 'Subiendo la imagen…',
} as const;

export function isEditorImageType(type: string): boolean {
  return (EDITOR_IMAGE_TYPES as readonly string[]).includes(type);
}

export function needsPngConversion(type: string): boolean {
  return isEditorImageType(type) && !(UPLOADABLE_IMAGE_TYPES as readonly string[]).includes(type);
}
