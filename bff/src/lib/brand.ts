// The brand assets the BFF serves itself: favicon, Open Graph image and web app manifest.
import sharp from 'sharp';

export const BRAND_COLOR = '#e8452c';

export function faviconSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${BRAND_COLOR}"/><path d="M32 10c4 9 14 14 14 26a14 14 0 0 1-28 0c0-7 4-11 7-15 1 5 3 8 6 9-2-8 0-14 1-20z" fill="#fff"/></svg>`;
}

export async function openGraphPng(siteName: string): Promise<Buffer> {
  const safeName = siteName.replace(/[&<>"']/g, '');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${BRAND_COLOR}"/><stop offset="1" stop-color="#f59e0b"/></linearGradient></defs>
    <rect width="1200" height="630" fill="url(#g)"/>
    <text x="600" y="300" font-family="DejaVu Sans, Arial, sans-serif" font-size="120" font-weight="700" fill="#fff" text-anchor="middle">${safeName}</text>
    <text x="600" y="400" font-family="DejaVu Sans, Arial, sans-serif" font-size="44" fill="#fff" text-anchor="middle">La comunidad número 1 de ofertas en Colombia</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
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
    icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' }],
  };
}
