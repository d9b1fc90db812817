// The image "CDN" (SPEC §7 Other): the BFF serves every stored image resized by width and height.
// Sizes snap up to a fixed ladder so a handful of variants per image are ever made and cached.

export const IMAGE_SIZE_LADDER = [32, 48, 64, 96, 128, 160, 200, 240, 320, 400, 480, 640, 800, 960, 1200, 1600, 2000] as const;
export const IMAGE_MAX_SIZE = 2000;

/** The smallest ladder size at least as large as asked (the largest one for anything bigger). */
export function snapImageSize(size: number): number {
  for (const step of IMAGE_SIZE_LADDER) if (step >= size) return step;
  return IMAGE_MAX_SIZE;
}

/** An asset key: folders and a file name of safe characters, e.g. `offers/5f1c…e2.webp`. */
export const ASSET_KEY_PATTERN = /^[a-z0-9][a-z0-9_-]*(?:\/[a-z0-9][a-z0-9_.-]*)+$/i;

export function isAssetKey(key: string): boolean {
  return key.length <= 200 && ASSET_KEY_PATTERN.test(key) && !key.includes('..');
}

/** URL of a stored image, resized: `imageUrl('offers/a.webp', { width: 320, height: 240 })`. */
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
