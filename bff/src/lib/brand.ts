// The brand assets the BFF serves itself: favicon, icons, Open Graph image and web app manifest.
// sharp is loaded only when a picture is drawn: the page template reads the icons' addresses here.

export const BRAND_COLOR = '#e8452c';

const FLAME = 'M32 10c4 9 14 14 14 26a14 14 0 0 1-28 0c0-7 4-11 7-15 1 5 3 8 6 9-2-8 0-14 1-20z';

export function faviconSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${BRAND_COLOR}"/><path d="${FLAME}" fill="#fff"/></svg>`;
}

/**
 * The mark as PNG, square, at the sizes browsers and phones ask for. The page links the 32 px one as
 * its icon: a browser draws an SVG icon by building a whole SVG document on the page's main thread
 * (tens of milliseconds during load on a slow phone), a PNG is only decoded. The home-screen sizes
 * (180 for iOS, 192 and 512 for Android's install) fill the square edge to edge, as both platforms
 * round the corners themselves.
 */
export const ICON_SIZES = [32, 180, 192, 512] as const;
export type IconSize = (typeof ICON_SIZES)[number];

export function iconPng(size: IconSize): Promise<Buffer> {
  const corner = size === 32 ? 14 : 0;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64"><rect width="64" height="64" rx="${corner}" fill="${BRAND_COLOR}"/><path d="${FLAME}" fill="#fff"/></svg>`;
  return toPng(svg);
}

/** `/icons/192.png`: where each size is served. */
export function iconPath(size: IconSize): string {
  return `/icons/${size}.png`;
}

export async function openGraphPng(siteName: string): Promise<Buffer> {
  const safeName = siteName.replace(/[&<>"']/g, '');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${BRAND_COLOR}"/><stop offset="1" stop-color="#f59e0b"/></linearGradient></defs>
    <rect width="1200" height="630" fill="url(#g)"/>
    <text x="600" y="300" font-family="DejaVu Sans, Arial, sans-serif" font-size="120" font-weight="700" fill="#fff" text-anchor="middle">${safeName}</text>
    <text x="600" y="400" font-family="DejaVu Sans, Arial, sans-serif" font-size="44" fill="#fff" text-anchor="middle">La comunidad número 1 de ofertas en Colombia</text>
  </svg>`;
  return toPng(svg);
}

async function toPng(svg: string): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}

export function webManifest(siteName: string) {
  return {
    name: siteName,
    short_name: siteName,
    description: 'Ofertas, cupones y foro de la comunidad de compradores de Colombia',
    lang: 'es-CO',
    start_url: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: BRAND_COLOR,
    // PNG only: Chromium also weighs the manifest's icons for the tab, and would fetch and draw an
    // SVG one during the page's load.
    icons: ICON_SIZES.filter((size) => size >= 192).map((size) => ({ src: iconPath(size), sizes: `${size}x${size}`, type: 'image/png' })),
  };
}
