// SPEC §5: link and image addresses in the editor are limited to http, https, mailto, tel or data
// forms. The same checks the BFF's renderer applies (`@gangazo/contracts/catalog/delta`), plus what
// people type in the link box: `tienda.com/x` is taken as https, `ana@correo.co` as mailto.
import { safeImageUrl, safeLinkUrl } from '@gangazo/contracts/catalog/delta';

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const BARE_HOST = /^[a-z0-9-]+(\.[a-z0-9-]+)+(:\d{1,5})?([/?#]\S*)?$/i;
const EMAIL = /^[^\s@/:<>"']+@[^\s@/:<>"']+\.[^\s@/:<>"']+$/;

/** `https://banco.com@evil.co` shows one site and opens another: no credentials in web addresses. */
function withoutCredentials(url: string): string | null {
  if (!/^https?:/i.test(url)) return url;
  try {
    const parsed = new URL(url);
    return parsed.hostname && !parsed.username && !parsed.password ? url : null;
  } catch {
    return null;
  }
}

/** A link's address to keep, or null when it is not allowed (javascript:, data:, file:, vbscript:…). */
export function editorLinkUrl(input: string): string | null {
  const url = input.trim();
  if (!url) return null;
  if (!SCHEME.test(url) || /^[a-z0-9-]+(\.[a-z0-9-]+)+:\d/i.test(url)) {
    if (url.startsWith('/')) return safeLinkUrl(url);
    if (EMAIL.test(url)) return safeLinkUrl(`mailto:${url}`);
    if (BARE_HOST.test(url)) return withoutCredentials(`https://${url}`);
    return null;
  }
  const safe = safeLinkUrl(url);
  return safe ? withoutCredentials(safe) : null;
}

/** An image's address to keep: http(s), a path on this site, or a PNG/GIF/JPEG/BMP/ICO data URL. */
export function editorImageUrl(input: string): string | null {
  const safe = safeImageUrl(input.trim());
  return safe ? withoutCredentials(safe) : null;
}

/** A video's address: only web addresses (Quill shows it in an iframe). */
export function editorVideoUrl(input: string): string | null {
  const safe = editorLinkUrl(input);
  return safe && /^https?:\/\//i.test(safe) ? safe : null;
}
