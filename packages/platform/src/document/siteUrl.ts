// The site's public address (SITE_URL), set by the shell at start in the browser and on the server,
// so a page can build the absolute links it shares (WhatsApp, copy link) the same in both places.
let siteUrl = '';

export function setSiteUrl(url: string): void {
  siteUrl = url.replace(/\/$/, '');
}

/** `path` on the site, absolute (`https://…/ofertas/…`); the path itself before the shell set it. */
export function absoluteUrl(path: string): string {
  return `${siteUrl}${path.startsWith('/') ? path : `/${path}`}`;
}
