import { imageUrl } from '@gangazo/contracts/catalog/images';

// A price tag drawn in a mid grey on a transparent ground: readable on the light and the dark
// theme alike, since the frame around it paints the surface colour.
const DEFAULT_IMAGE_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300">' +
  '<g fill="none" stroke="#8b8e9c" stroke-width="10" stroke-linejoin="round" stroke-linecap="round">' +
  '<path d="M168 96h64l52 52-84 84-84-84z" transform="rotate(45 200 160)"/>' +
  '<circle cx="200" cy="112" r="10"/></g></svg>';

/** Spec §4: the image shown when an offer has neither an image_key nor an image_url. */
export const DEFAULT_OFFER_IMAGE = `data:image/svg+xml,${encodeURIComponent(DEFAULT_IMAGE_SVG)}`;

export interface ImageSource {
  image_key: string | null;
  image_url: string | null;
}

export interface ImageCandidate {
  src: string;
  /** Stored images come in twice the size too, for sharp pictures on dense screens. */
  srcSet?: string;
}

/**
 * Where to look for an offer's picture, in the spec's order: the stored image (resized by the BFF;
 * pick sizes on its ladder, e.g. 320×240, or give only a width to keep the proportions), then the
 * external image_url, then the default image. A broken one moves on to the next.
 */
export function imageCandidates(source: ImageSource, size: { width: number; height?: number }, options: { byWidth?: boolean } = {}): ImageCandidate[] {
  const candidates: ImageCandidate[] = [];
  if (source.image_key) {
    const key = source.image_key;
    const scaled = (factor: number) => ({ width: size.width * factor, ...(size.height ? { height: size.height * factor } : {}) });
    // With `byWidth` the browser picks by the size on screen (the element's `sizes`), so a phone's
    // small thumbnail gets the plain size rather than twice it. (No half size: it would fall off the
    // ladder's 4:3 pairs, e.g. 160×120 snaps to 160×128.)
    const srcSet = options.byWidth ? [1, 2].map((factor) => `${imageUrl(key, scaled(factor))} ${size.width * factor}w`).join(', ') : `${imageUrl(key, scaled(2))} 2x`;
    candidates.push({ src: imageUrl(key, size), srcSet });
  }
  if (source.image_url) candidates.push({ src: source.image_url });
  candidates.push({ src: DEFAULT_OFFER_IMAGE });
  return candidates;
}
