import { useState } from 'react';
import { OfferImage } from '@gangazo/ui';
import styles from './OfferPage.module.css';

/**
 * The main picture's width on screen: the page's width on phones (one column below 768 px), about
 * 520 px in the desktop's left column. With it a phone takes the 800 px file, not the 2× one.
 */
const MAIN_IMAGE_SIZES = '(max-width: 767px) 100vw, 520px';

/** The offer's pictures: the chosen one large, the others as buttons below it. */
export function Gallery({ title, images, imageUrl, expired }: { title: string; images: string[]; imageUrl: string | null; expired: boolean }) {
  const [selected, setSelected] = useState(0);
  const current = images[selected] ?? images[0] ?? null;
  return (
    <div className={styles.gallery}>
      <div className={[styles.mainImage, expired ? styles.expiredImage : ''].filter(Boolean).join(' ')}>
        <OfferImage source={{ image_key: current, image_url: imageUrl }} alt={title} width={800} sizes={MAIN_IMAGE_SIZES} priority />
      </div>
      {images.length > 1 && (
        <ul className={styles.thumbs} aria-label="Imágenes de la oferta">
          {images.map((key, index) => (
            <li key={key}>
              <button type="button" className={styles.thumb} aria-label={`Ver la imagen ${index + 1} de ${images.length}`} aria-pressed={index === selected} onClick={() => setSelected(index)}>
                <OfferImage source={{ image_key: key, image_url: null }} alt="" width={96} height={96} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
