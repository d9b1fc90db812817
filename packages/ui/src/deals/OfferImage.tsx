import { useState } from 'react';
import { DEFAULT_OFFER_IMAGE, imageCandidates, type ImageSource } from './offerImage';

export interface OfferImageProps {
  source: ImageSource;
  alt: string;
  /** Size asked of the image service (CSS decides the size on screen). Without a height the picture keeps its proportions. */
  width: number;
  height?: number;
  className?: string;
  /** The first image on a page loads eagerly; cards further down wait until they are near. */
  eager?: boolean;
  /** The page's main picture (its largest paint): fetched before scripts and other images. */
  priority?: boolean;
  /** The width on screen per layout (the `sizes` attribute): lets a phone take a smaller file. */
  sizes?: string;
}

/** An offer's picture with the spec's fallbacks: image_key, then image_url, then the default image. */
export function OfferImage({ source, alt, width, height, className, eager = false, priority = false, sizes }: OfferImageProps) {
  // Remembered by address, so the same component showing another offer starts from the top again.
  const [broken, setBroken] = useState<ReadonlySet<string>>(() => new Set());
  const candidate = imageCandidates(source, { width, height }, { byWidth: sizes !== undefined }).find((item) => !broken.has(item.src)) ?? { src: DEFAULT_OFFER_IMAGE };
  return (
    <img
      src={candidate.src}
      srcSet={candidate.srcSet}
      sizes={candidate.srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={eager || priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={className}
      onError={() => {
        if (candidate.src !== DEFAULT_OFFER_IMAGE) setBroken((previous) => new Set(previous).add(candidate.src));
      }}
    />
  );
}
