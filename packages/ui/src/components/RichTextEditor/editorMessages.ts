// What the editor says to the person writing. Its own module, apart from the editor's rules
// (editorConfig.ts): the placeholder shown while the editor's code arrives is part of the design
// system's first-load chunk, and needs only its loading line.
export const EDITOR_MESSAGES = {
  imageType: 'Solo puedes subir imágenes PNG, GIF, JPEG, BMP o ICO.',
  imageUpload: 'No pudimos subir la imagen. Inténtalo de nuevo.',
  imageUrl: 'La imagen subida no tiene una dirección válida.',
  uploading: 'Subiendo la imagen…',
  loading: 'Cargando el editor…',
  loadFailed: 'No pudimos cargar el editor de texto. Recarga la página e inténtalo de nuevo.',
} as const;
