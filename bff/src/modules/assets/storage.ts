// Image storage on the local disk: every image is checked by its content (not its name or
// declared type), re-encoded to WebP no larger than 1600 px, and kept at
// `<dataDir>/assets/<key>.webp`. Keys are `<kind>/<24 hex chars of the SHA-256 of the WebP>`,
// so they are safe as paths and URLs, and identical images share one file and one row.
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { AppError, NotFoundError, ValidationError, isDuplicateKeyError } from '../../errors';
import { ASSET_KINDS, AssetModel, type AssetKind } from './model';

export const MAX_IMAGE_SIDE = 1600;
/** Formats accepted from people; anything else (SVG, HEIC, BMP, PDF…) is refused. */
export const ACCEPTED_FORMATS = ['png', 'jpeg', 'gif', 'webp'] as const;
export const ASSET_KEY_PATTERN = `^(${ASSET_KINDS.join('|')})/[0-9a-f]{24}$`;
const KEY_RE = new RegExp(ASSET_KEY_PATTERN);
/** Variants are served at most this big, and only in these boxes (caps the disk cache). */
export const MAX_VARIANT_SIDE = 1600;
const WEBP_QUALITY = 82;

export interface StoredAsset {
  key: string;
  kind: AssetKind;
  mime: 'image/webp';
  width: number;
  height: number;
  bytes: number;
}

export interface VariantOptions {
  width: number;
  height: number;
  /** `cover` crops to fill the box (cards); `inside` keeps the whole picture (pages). */
  fit?: 'cover' | 'inside';
}

export function isAssetKey(value: string): boolean {
  return KEY_RE.test(value);
}

export class AssetStorage {
  /** Folder holding `<kind>/<hash>.webp` files and the `variants/` cache. */
  readonly root: string;

  constructor(dataDir: string) {
    this.root = path.join(dataDir, 'assets');
  }

  /** Absolute path of a stored image. Throws a 404 for anything that is not a well-formed key. */
  filePath(key: string): string {
    if (!isAssetKey(key)) throw NotFoundError('No encontramos esa imagen.');
    return path.join(this.root, `${key}.webp`);
  }

  /**
   * Saves an upload: checks the bytes really are PNG, JPEG, GIF or WebP, re-encodes them to WebP
   * (EXIF orientation applied, metadata dropped, at most 1600 px a side) and records the asset.
   * Bad input is a 415 or 400 with a Spanish message; nothing is written in that case.
   */
  async save(input: Buffer, kind: AssetKind): Promise<StoredAsset> {
    let format: string | undefined;
    try {
      format = (await sharp(input, { animated: false }).metadata()).format;
    } catch {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'El archivo no es una imagen válida. Usa PNG, JPG, GIF o WebP.');
    }
    if (!format || !(ACCEPTED_FORMATS as readonly string[]).includes(format)) {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Formato de imagen no permitido. Usa PNG, JPG, GIF o WebP.');
    }
    let encoded: { data: Buffer; info: sharp.OutputInfo };
    try {
      encoded = await sharp(input, { animated: false, limitInputPixels: 40_000_000 })
        .rotate()
        .resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer({ resolveWithObject: true });
    } catch {
      throw ValidationError('No pudimos leer la imagen: el archivo está dañado o es demasiado grande.');
    }
    return this.storeWebp(encoded.data, kind, encoded.info.width, encoded.info.height);
  }

  /**
   * Records WebP bytes this server produced itself (e.g. the demo images), skipping the checks of
   * `save`. Writing is idempotent: an existing file or row with the same key is kept.
   */
  async storeWebp(webp: Buffer, kind: AssetKind, width: number, height: number): Promise<StoredAsset> {
    const key = `${kind}/${createHash('sha256').update(webp).digest('hex').slice(0, 24)}`;
    const file = this.filePath(key);
    await writeIfMissing(file, webp);
    const asset: StoredAsset = { key, kind, mime: 'image/webp', width, height, bytes: webp.length };
    try {
      await AssetModel.create(asset);
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
    return asset;
  }

  /** The stored row of a key, or a 404. */
  async describe(key: string): Promise<StoredAsset> {
    if (!isAssetKey(key)) throw NotFoundError('No encontramos esa imagen.');
    const row = await AssetModel.findOne({ key }, { _id: 0, key: 1, kind: 1, mime: 1, width: 1, height: 1, bytes: 1 }).lean();
    if (!row) throw NotFoundError('No encontramos esa imagen.');
    return { key: row.key, kind: row.kind, mime: 'image/webp', width: row.width, height: row.height, bytes: row.bytes };
  }

  /** The original (re-encoded) WebP bytes of a key, or a 404. */
  async read(key: string): Promise<Buffer> {
    try {
      return await fs.readFile(this.filePath(key));
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw NotFoundError('No encontramos esa imagen.');
    }
  }

  /**
   * A resized WebP of a stored image (for `…?w=320&h=240` style URLs). Each size is rendered once
   * and cached under `variants/`; the caller should send it with a long cache lifetime, since a
   * key's content never changes.
   */
  async variant(key: string, options: VariantOptions): Promise<Buffer> {
    const width = clampSide(options.width);
    const height = clampSide(options.height);
    const fit = options.fit ?? 'cover';
    const cached = path.join(this.root, 'variants', `${key}-${width}x${height}-${fit}.webp`);
    try {
      return await fs.readFile(cached);
    } catch {
      // not rendered yet
    }
    const original = await this.read(key);
    const data = await sharp(original)
      .resize(fit === 'cover' ? { width, height, fit, position: 'attention' } : { width, height, fit, withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer();
    await writeIfMissing(cached, data);
    return data;
  }

  /** Removes a key's row and file (and its variants). Missing ones are not an error. */
  async remove(key: string): Promise<void> {
    const file = this.filePath(key);
    await AssetModel.deleteOne({ key });
    await fs.rm(file, { force: true });
    const variantsDir = path.join(this.root, 'variants', path.dirname(key));
    const prefix = `${path.basename(key)}-`;
    const names = await fs.readdir(variantsDir).catch(() => [] as string[]);
    await Promise.all(names.filter((n) => n.startsWith(prefix)).map((n) => fs.rm(path.join(variantsDir, n), { force: true })));
  }
}

function clampSide(value: number): number {
  if (!Number.isInteger(value) || value < 16 || value > MAX_VARIANT_SIDE) {
    throw ValidationError(`El tamaño de la imagen debe ser un número entero entre 16 y ${MAX_VARIANT_SIDE}.`);
  }
  return value;
}

/** Writes through a temporary file and a rename, so a reader never sees half a picture. */
async function writeIfMissing(file: string, data: Buffer): Promise<void> {
  try {
    await fs.access(file);
    return;
  } catch {
    // not there yet
  }
  await fs.mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await fs.writeFile(temporary, data);
  await fs.rename(temporary, file);
}

const storages = new Map<string, AssetStorage>();

/** The storage of a data folder (one instance per folder). Use `assetStorage(app.config.dataDir)`. */
export function assetStorage(dataDir: string): AssetStorage {
  let storage = storages.get(dataDir);
  if (!storage) {
    storage = new AssetStorage(dataDir);
    storages.set(dataDir, storage);
  }
  return storage;
}
