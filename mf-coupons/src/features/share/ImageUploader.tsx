import { useId, useState } from 'react';
import { imageUrl } from '@gangazo/contracts/catalog/images';
import { SHARE_LIMITS } from '@gangazo/contracts/catalog/share';
import { errorMessage } from '../coupon-modal/apiError';
import { IMAGE_MESSAGES, MAX_IMAGE_BYTES, PNG_CONVERTED_TYPES, convertToPng, needsPngConversion } from './imageFiles';
import type { UploadedImage } from './shareForm';
import { useUploadImageMutation } from './shareApi';
import styles from './ShareForm.module.css';

/** What the picture box accepts: what the assets endpoint stores, plus BMP and ICO converted to PNG. */
const ACCEPTED: readonly string[] = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', ...PNG_CONVERTED_TYPES];
const WRONG_TYPE = 'Solo puedes subir imágenes PNG, JPG, GIF, WebP, BMP o ICO.';

export interface ImageUploaderProps {
  id: string;
  kind: 'offer' | 'coupon';
  images: UploadedImage[];
  onChange: (images: UploadedImage[]) => void;
  error?: string;
}

/** The share's pictures: uploaded as soon as they are picked, previewed, the first one is the cover. */
export function ImageUploader({ id, kind, images, onChange, error }: ImageUploaderProps) {
  const hintId = useId();
  const [upload] = useUploadImageMutation();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const room = SHARE_LIMITS.imagesMax - images.length;

  const add = async (files: File[]) => {
    setProblem(null);
    let next = images;
    if (files.length > room) setProblem(`Puedes subir hasta ${SHARE_LIMITS.imagesMax} imágenes.`);
    setBusy(true);
    try {
      for (const picked of files.slice(0, Math.max(0, room))) {
        if (!ACCEPTED.includes(picked.type)) {
          setProblem(WRONG_TYPE);
          continue;
        }
        if (picked.size > MAX_IMAGE_BYTES) {
          setProblem(IMAGE_MESSAGES.tooBig);
          continue;
        }
        try {
          const file = needsPngConversion(picked.type) ? await convertToPng(picked) : picked;
          const stored = await upload({ file, type: kind }).unwrap();
          if (next.some((image) => image.key === stored.key)) continue;
          next = [...next, { key: stored.key, url: stored.url }];
          onChange(next);
        } catch (failure) {
          setProblem(failure instanceof Error ? failure.message : errorMessage(failure, 'No pudimos subir la imagen. Inténtalo de nuevo.'));
        }
      }
    } finally {
      setBusy(false);
    }
  };

  const message = error ?? problem;
  return (
    <fieldset className={styles.fieldset} aria-describedby={hintId}>
      <legend className={styles.label}>Imágenes</legend>
      {images.length > 0 && (
        <ul className={styles.thumbs}>
          {images.map((image, index) => (
            <li key={image.key} className={styles.thumb}>
              <img src={imageUrl(image.key, { width: 160, height: 160 })} alt={`Imagen ${index + 1}${index === 0 ? ' (portada)' : ''}`} width={96} height={96} />
              <button type="button" className={styles.removeThumb} aria-label={`Quitar la imagen ${index + 1}`} onClick={() => onChange(images.filter((other) => other.key !== image.key))}>
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      {room > 0 && (
        <label htmlFor={id} className={styles.pick} aria-disabled={busy || undefined}>
          {busy ? 'Subiendo…' : images.length ? 'Añadir otra imagen' : 'Añadir imágenes'}
          <input
            id={id}
            type="file"
            accept={ACCEPTED.join(',')}
            multiple
            className="visually-hidden"
            disabled={busy}
            aria-invalid={message ? true : undefined}
            onChange={(event) => {
              const files = [...(event.target.files ?? [])];
              event.target.value = '';
              void add(files);
            }}
          />
        </label>
      )}
      <p id={hintId} className={styles.hint}>
        Hasta {SHARE_LIMITS.imagesMax} imágenes (PNG, JPG, GIF o WebP, máximo 5 MB). La primera es la portada.
      </p>
      {busy && (
        <p role="status" className={styles.hint}>
          Subiendo la imagen…
        </p>
      )}
      {message && (
        <p role="alert" className={styles.error}>
          {message}
        </p>
      )}
    </fieldset>
  );
}
