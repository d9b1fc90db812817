// The image "CDN" (SPEC §7 Other): the BFF serves every stored image resized by width and height.
// Sizes snap up to a fixed ladder so a handful of variants per image are ever made and cached.

export const IMAGE_SIZE_LADDER = [32, 48, 64, 96, 128, 160, 200, 240, 320, 400, 480, 640, 800, 960, 1200, 1600] as const;
export const IMAGE_MAX_SIZE = 1600;

/** The smallest ladder size at least as large as asked (the largest one for anything bigger). */
export function snapImageSize(size: number): number {
  for (const step of IMAGE_SIZE_LADDER) if (step >= size) return step;
  return IMAGE_MAX_SIZE;
}

/** An asset key: `<kind>/<24 hex chars>`, e.g. `offer/5f1c0a9e8d7b6c5a4f3e2d1c`. */
export const ASSET_KEY_PATTERN = /^[a-z]+\/[0-9a-f]{24}$/;

export function isAssetKey(key: string): boolean {
  return ASSET_KEY_PATTERN.test(key);
}

/** URL of a stored image, resized: `imageUrl('offer/5f1c0a9e8d7b6c5a4f3e2d1c', { width: 320, height: 240 })`. */
export function imageUrl(key: string, size: { width?: number; height?: number } = {}): string {
  const query: string[] = [];
  if (size.width) query.push(`width=${snapImageSize(size.width)}`);
  if (size.height) query.push(`height=${snapImageSize(size.height)}`);
  return `/api/v1/images/${key}${query.length ? `?${query.join('&')}` : ''}`;
}

/** SPEC §4: image_key first, then image_url, then the default image. */
export function offerImageSrc(
  offer: { image_key: string | null; image_url: string | null },
  size: { width?: number; height?: number },
  fallback: string,
): string {
  if (offer.image_key) return imageUrl(offer.image_key, size);
  if (offer.image_url) return offer.image_url;
  return fallback;
}
