// SPEC §5: link and image addresses in the editor are limited to http, https, mailto, tel or data
// forms. Anything else (javascript:, vbscript:, file:, data:text/html, blob:…) is refused, because
// the address ends up in an href or src that other people click or load.

export type EditorUrlKind = 'link' | 'image' | 'video';

/**
 * What becomes of an address on this site (`/ruta`). It depends on how the document is stored:
 * - `'refuse'` (the default): not kept;
 * - `'keep'`: kept as the path (Quill Delta descriptions: their renderer,
 *   `@gangazo/contracts/catalog/delta`, accepts paths on the site);
 * - `{ base }`: resolved against that page address (HTML bodies: the upload endpoint answers with
 *   a path, the BFF's HTML sanitizer keeps http(s) images).
 */
export type EditorSitePaths = 'refuse' | 'keep' | { base: string };

/** How an editor's document is stored: HTML (forum bodies) or a Quill Delta (offer and coupon descriptions). */
export type EditorFormat = 'html' | 'delta';

/**
 * Addresses on this site in an editor of that format: a Delta keeps the path (its renderer accepts
 * it); HTML resolves an image path (the upload endpoint's answer) against the page and refuses link
 * paths (the BFF's HTML sanitizer turns them into plain text).
 */
export function editorSitePaths(format: EditorFormat, kind: EditorUrlKind): EditorSitePaths {
  if (format === 'delta') return 'keep';
  return kind === 'image' ? { base: window.location.href } : 'refuse';
}

/** SPEC §5 image types: the only `data:` addresses accepted, and base64 only (no SVG, no HTML). */
const IMAGE_DATA_URL = /^data:image\/(png|gif|jpeg|bmp|x-icon|vnd\.microsoft\.icon);base64,[a-z0-9+/]+={0,2}$/i;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
// Browsers drop these inside a URL, so `java\tscript:` would still be `javascript:`.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u00ad\u200b-\u200f\u2028\u2029\u2060\ufeff]/g;
const EMAIL = /^[^\s@/:<>"']+@[^\s@/:<>"']+\.[^\s@/:<>"']+$/;
const MAILTO = /^mailto:[^\s<>"']+@[^\s<>"']+$/i;
const TEL = /^tel:\+?[0-9][0-9().\- ]{2,30}$/i;
const BARE_HOST = /^[a-z0-9-]+(\.[a-z0-9-]+)+(:\d{1,5})?([/?#][^\s]*)?$/i;
const MAX_LENGTH = 2048;
/** A host no address can name: what a path resolves against to see whether it stays on the site. */
const THIS_SITE = 'https://sitio.invalid';

function webUrl(candidate: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(candidate);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  // `https://banco.com@evil.co` shows one site and opens another.
  if (!parsed.hostname || parsed.username || parsed.password) return null;
  return parsed.href;
}

function sitePath(path: string, rule: EditorSitePaths): string | null {
  if (rule === 'refuse') return null;
  try {
    if (rule !== 'keep') return webUrl(new URL(path, rule.base).href);
    // `/\evil.co` is `//evil.co` to a browser: only a path that stays on this host is kept.
    const resolved = new URL(path, THIS_SITE);
    return resolved.origin === THIS_SITE ? `${resolved.pathname}${resolved.search}${resolved.hash}` : null;
  } catch {
    return null;
  }
}

/**
 * The address to store for a link, an image or a video, or `null` when it is not allowed.
 * - `http(s)://…` is kept (normalized); credentials in it are refused.
 * - `mailto:` and `tel:` are links only; `data:image/<png|gif|jpeg|bmp|x-icon>;base64,…` is an
 *   image only (a pasted picture), any other `data:` is refused.
 * - Without a scheme: `tienda.com/x` becomes `https://tienda.com/x`, `ana@correo.co` a `mailto:`
 *   link, `//host/x` gets `https:`, and `/ruta` follows `sitePaths`.
 * - A video (shown in an iframe) is a link that must end up as an http(s) address.
 */
export function sanitizeEditorUrl(input: string, kind: EditorUrlKind = 'link', sitePaths: EditorSitePaths = 'refuse'): string | null {
  if (kind === 'video') {
    const link = sanitizeEditorUrl(input, 'link', sitePaths);
    return link && /^https?:\/\//i.test(link) ? link : null;
  }
  const url = input.replace(INVISIBLE, '').trim();
  if (!url) return null;
  const scheme = SCHEME.exec(url)?.[1]?.toLowerCase();
  if (scheme === 'data') return kind === 'image' && IMAGE_DATA_URL.test(url) ? url : null;
  if (url.length > MAX_LENGTH) return null;
  if (scheme === 'http' || scheme === 'https') return webUrl(url);
  if (scheme === 'mailto') return kind === 'link' && MAILTO.test(url) ? `mailto:${url.slice(7)}` : null;
  if (scheme === 'tel') return kind === 'link' && TEL.test(url) ? `tel:${url.slice(4).replace(/[\s().-]/g, '')}` : null;
  // A scheme-like prefix that is really `host:port` (`localhost:3000/x`) has no dot before the colon.
  if (scheme && !/^[a-z0-9-]+(\.[a-z0-9-]+)+:\d/i.test(url) && !/^localhost:\d/i.test(url)) return null;
  if (url.startsWith('//')) return webUrl(`https:${url}`);
  if (url.startsWith('/')) return sitePath(url, sitePaths);
  if (kind === 'link' && EMAIL.test(url)) return `mailto:${url}`;
  if (BARE_HOST.test(url) || /^localhost:\d/i.test(url)) return webUrl(`https://${url}`);
  return null;
}
