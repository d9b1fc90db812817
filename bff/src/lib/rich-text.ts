// Rich text written with the Quill editor (snow theme, SPEC §2 toolbar): only that toolbar's
// formatting survives. Links use http, https, mailto or tel; images http or https; videos are
// YouTube or Vimeo embeds. Everything else (scripts, event handlers, styles other than colours,
// unknown classes) is removed.
import sanitizeHtml from 'sanitize-html';

/** Where embedded videos may come from (the page's Content-Security-Policy frames only these). */
export const VIDEO_HOSTS = ['www.youtube.com', 'youtube.com', 'www.youtube-nocookie.com', 'player.vimeo.com'] as const;

const INDENT_CLASSES = Array.from({ length: 8 }, (_, i) => `ql-indent-${i + 1}`);
const OWN_IMAGE_PATH = /^\/api\/v1\/images\/[a-z]+\/[0-9a-f]{24}(\?[a-z0-9=&]*)?$/i;
const LINK_SCHEME = /^(https?:\/\/|mailto:|tel:)/i;
const COLOR = [/^#[0-9a-f]{3}([0-9a-f]{3})?$/i, /^rgb\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*\)$/i];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'strike', 'span', 'a', 'img', 'iframe', 'ol', 'ul', 'li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6'],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    // No width or height: the page sizes pictures (a `width=99999` would stretch the layout).
    img: ['src', 'alt'],
    iframe: ['src', 'frameborder', 'allowfullscreen'],
    li: ['data-list'],
    '*': ['class', 'style'],
  },
  allowedClasses: {
    '*': ['ql-align-center', 'ql-align-right', 'ql-align-justify', 'ql-size-small', 'ql-size-large', 'ql-size-huge', 'ql-video', ...INDENT_CLASSES],
  },
  allowedStyles: {
    '*': { color: COLOR, 'background-color': COLOR, 'text-align': [/^(left|right|center|justify)$/] },
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'], iframe: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  allowedIframeHostnames: [...VIDEO_HOSTS],
  allowIframeRelativeUrls: false,
  transformTags: {
    // A link without an allowed address keeps its text only.
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const href = attribs.href?.trim() ?? '';
      return LINK_SCHEME.test(href)
        ? { tagName, attribs: { href, target: '_blank', rel: 'noopener noreferrer nofollow ugc' } }
        : { tagName: 'span', attribs: {} };
    },
    li: (tagName, attribs) => {
      const list = attribs['data-list'];
      const { 'data-list': _ignored, ...rest } = attribs;
      return { tagName, attribs: list && /^(ordered|bullet)$/.test(list) ? { ...rest, 'data-list': list } : rest };
    },
  },
  // Pictures only from our own image endpoint (uploads, by relative path, so they work whatever host
  // the site is served from): a third-party address would make every reader's browser call it (a
  // tracker, or an internal address such as 169.254.169.254). Videos only over https from VIDEO_HOSTS.
  exclusiveFilter: (frame) => {
    if (frame.tag === 'img') return !OWN_IMAGE_PATH.test(frame.attribs.src ?? '');
    if (frame.tag === 'iframe') return !/^https:\/\//i.test(frame.attribs.src ?? '');
    return false;
  },
  disallowedTagsMode: 'discard',
};

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };

export interface CleanRichText {
  /** Safe HTML to store and to inject. */
  html: string;
  /** What a person reads, on one line (for excerpts, length limits and search). */
  text: string;
  /** Whether it holds an image or a video (then it is not empty even without text). */
  hasMedia: boolean;
}

export function sanitizeRichText(input: string): CleanRichText {
  const html = sanitizeHtml(input, OPTIONS)
    .replace(/(<p><br ?\/?><\/p>\s*)+$/g, '')
    .trim();
  return { html, text: plainText(html), hasMedia: /<(img|iframe)\b/.test(html) };
}

/** Text content of (already safe) HTML, block boundaries turned into spaces. */
export function plainText(html: string): string {
  const spaced = html.replace(/<\/(p|li|h[1-6])>|<br\s*\/?>/gi, '$& ');
  return sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} })
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}

/** SPEC §5: plain text cut at 156 characters, on a word boundary when one is near, with '…'. */
export function excerpt(text: string, length = 156): string {
  if (text.length <= length) return text;
  const cut = text.slice(0, length - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > length * 0.7 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Wraps plain paragraphs (the demo data) as the HTML Quill would have produced. */
export function paragraphsToHtml(paragraphs: readonly string[]): string {
  return paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('');
}
