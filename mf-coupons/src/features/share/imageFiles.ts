// Pictures people pick: the assets endpoint stores PNG, JPEG, GIF and WebP; BMP and ICO (which the
// editor accepts, SPEC §5) are redrawn as PNG in the browser first, which decodes them natively.

/** Largest file sent to the assets endpoint (it refuses more). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export const IMAGE_MESSAGES = {
  tooBig: 'La imagen pesa más de 5 MB. Elige una más liviana.',
  unreadable: 'No pudimos leer la imagen. Prueba con otro archivo.',
} as const;

/** Types the assets endpoint does not store, which the editor and the picture box still accept (SPEC §5). */
export const PNG_CONVERTED_TYPES = ['image/bmp', 'image/x-icon', 'image/vnd.microsoft.icon'] as const;

export function needsPngConversion(type: string): boolean {
  return (PNG_CONVERTED_TYPES as readonly string[]).includes(type);
}

/** The same picture as a PNG file. */
export async function convertToPng(file: File): Promise<File> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new Error(IMAGE_MESSAGES.unreadable);
  }
  const canvas = document.createElement('canvas');
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error(IMAGE_MESSAGES.unreadable);
  context.drawImage(bitmap, 0, 0);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error(IMAGE_MESSAGES.unreadable);
  return new File([blob], `${file.name.replace(/\.[^.]*$/, '') || 'imagen'}.png`, { type: 'image/png' });
}
