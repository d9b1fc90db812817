// Avatars: checked by content (never by the client's mime type), re-encoded to WebP at most
// 256×256, written under `<dataDir>/assets/avatars/` and served by the users routes.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { AppError } from '../../errors';

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_SIZE = 256;
const ACCEPTED_FORMATS = new Set(['png', 'jpeg', 'gif', 'webp']);
/** Refuses decompression bombs before decoding them. */
const MAX_INPUT_PIXELS = 40_000_000;
export const AVATAR_URL_PREFIX = '/api/v1/users/avatars/';
export const AVATAR_FILE_PATTERN = '^[a-f0-9]{24}-[a-f0-9]{16}\\.webp$';

let avatarFolder: string | null = null;

export function configureAvatars(dataDir: string): void {
  avatarFolder = path.join(dataDir, 'assets', 'avatars');
}

export function avatarDir(): string {
  if (!avatarFolder) throw new Error('avatars not configured');
  return avatarFolder;
}

/** Public URL of a stored avatar key (`avatars/<file>`), or an absolute URL as it is. */
export function avatarUrl(key: string | null): string | null {
  if (!key) return null;
  if (/^https?:\/\//.test(key)) return key;
  return AVATAR_URL_PREFIX + key.replace(/^avatars\//, '');
}

const NOT_AN_IMAGE = 'El avatar debe ser una imagen PNG, JPEG, GIF o WebP.';

/** Validates and re-encodes an uploaded image; returns its asset key. Nothing is written on error. */
export async function storeAvatar(userId: string, input: Buffer): Promise<string> {
  if (input.length === 0) throw new AppError('VALIDATION', 'El avatar está vacío.');
  if (input.length > AVATAR_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', 'El avatar no puede pesar más de 2 MB.');
  let format: string | undefined;
  try {
    format = (await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', NOT_AN_IMAGE);
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', NOT_AN_IMAGE);
  let output: Buffer;
  try {
    output = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'No pudimos leer la imagen del avatar. Prueba con otra.');
  }
  const file = `${userId}-${randomBytes(8).toString('hex')}.webp`;
  await fs.mkdir(avatarDir(), { recursive: true });
  await fs.writeFile(path.join(avatarDir(), file), output);
  return `avatars/${file}`;
}

export async function removeAvatar(key: string): Promise<void> {
  if (!key.startsWith('avatars/') || !avatarFolder) return;
  await fs.rm(path.join(avatarFolder, path.basename(key)), { force: true });
}
