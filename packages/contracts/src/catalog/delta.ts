// Offer descriptions are Quill Deltas stored as JSON text, or plain text (SPEC §3). This renders
// both to HTML that is safe to inject: every piece of text is escaped and only a fixed set of tags,
// classes and checked URLs is ever written, so nothing from the document can become markup.

export interface DeltaOp {
  insert?: unknown;
  attributes?: Record<string, unknown>;
}
export interface Delta {
  ops: DeltaOp[];
}

const EXCERPT_LENGTH = 156;

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** Reads a description: a Delta (`{ ops }` or a bare ops array) or null for plain text. */
export function parseDelta(description: string): Delta | null {
  const trimmed = description.trim();
  if (!trimmed.startsWith('{') && !trimmed.startsWith('[')) return null;
  try {
    const value: unknown = JSON.parse(trimmed);
    const ops = Array.isArray(value) ? value : typeof value === 'object' && value !== null ? (value as { ops?: unknown }).ops : undefined;
    if (!Array.isArray(ops)) return null;
    return { ops: ops.filter((op): op is DeltaOp => typeof op === 'object' && op !== null && 'insert' in op) };
  } catch {
    return null;
  }
}

// Control characters and whitespace are stripped before the scheme is read ('java\tscript:').
function cleanUrl(raw: unknown): string {
  if (typeof raw !== 'string') return '';
  let clean = '';
  for (const char of raw) {
    const code = char.charCodeAt(0);
    if (code > 0x20 && (code < 0x7f || code > 0x9f)) clean += char;
  }
  return clean;
}

/** Link addresses: http, https, mailto, tel, or a path on this site (SPEC §5). */
export function safeLinkUrl(raw: unknown): string | null {
  const url = cleanUrl(raw);
  if (/^(https?:\/\/|mailto:|tel:)/i.test(url)) return url;
  if (url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\')) return url;
  return null;
}

/** Image addresses: http(s), a path on this site, or a data URL of an allowed image type (SPEC §5). */
export function safeImageUrl(raw: unknown): string | null {
  const url = cleanUrl(raw);
  if (/^https?:\/\//i.test(url)) return url;
  if (url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\')) return url;
  if (/^data:image\/(png|gif|jpeg|bmp|x-icon);base64,[A-Za-z0-9+/=]+$/i.test(url)) return url;
  return null;
}

const COLOR = /^(#[0-9a-f]{3,8}|rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*(0|1|0?\.\d+)\s*)?\)|[a-z]{3,20})$/i;
const SIZES = new Set(['small', 'large', 'huge']);
const ALIGNS = new Set(['center', 'right', 'justify']);

function renderInline(text: string, attributes: Record<string, unknown> | undefined): string {
  let html = escapeHtml(text);
  if (!attributes) return html;
  if (attributes.bold === true) html = `<strong>${html}</strong>`;
  if (attributes.italic === true) html = `<em>${html}</em>`;
  if (attributes.underline === true) html = `<u>${html}</u>`;
  if (attributes.strike === true) html = `<s>${html}</s>`;
  const styles: string[] = [];
  if (typeof attributes.color === 'string' && COLOR.test(attributes.color)) styles.push(`color: ${attributes.color}`);
  if (typeof attributes.background === 'string' && COLOR.test(attributes.background)) styles.push(`background-color: ${attributes.background}`);
  const size = typeof attributes.size === 'string' && SIZES.has(attributes.size) ? attributes.size : null;
  if (styles.length || size) {
    html = `<span${size ? ` class="ql-size-${size}"` : ''}${styles.length ? ` style="${escapeHtml(styles.join('; '))}"` : ''}>${html}</span>`;
  }
  const href = attributes.link === undefined ? null : safeLinkUrl(attributes.link);
  if (href) html = `<a href="${escapeHtml(href)}" rel="nofollow ugc noopener noreferrer" target="_blank">${html}</a>`;
  return html;
}

function renderEmbed(insert: Record<string, unknown>): string {
  if ('image' in insert) {
    const src = safeImageUrl(insert.image);
    return src ? `<img src="${escapeHtml(src)}" alt="" loading="lazy">` : '';
  }
  if ('video' in insert) {
    const href = safeLinkUrl(insert.video);
    return href && /^https?:/i.test(href)
      ? `<a href="${escapeHtml(href)}" rel="nofollow ugc noopener noreferrer" target="_blank">${escapeHtml(href)}</a>`
      : '';
  }
  return '';
}

interface Line {
  html: string;
  attributes: Record<string, unknown>;
}

function splitLines(delta: Delta): Line[] {
  const lines: Line[] = [];
  let current = '';
  for (const op of delta.ops) {
    if (typeof op.insert === 'string') {
      const parts = op.insert.split('\n');
      parts.forEach((part, index) => {
        if (part) current += renderInline(part, op.attributes);
        if (index < parts.length - 1) {
          lines.push({ html: current, attributes: op.attributes ?? {} });
          current = '';
        }
      });
    } else if (typeof op.insert === 'object' && op.insert !== null) {
      current += renderEmbed(op.insert as Record<string, unknown>);
    }
  }
  if (current) lines.push({ html: current, attributes: {} });
  return lines;
}

function blockClasses(attributes: Record<string, unknown>): string {
  const classes: string[] = [];
  const indent = Number(attributes.indent);
  if (Number.isInteger(indent) && indent >= 1 && indent <= 8) classes.push(`ql-indent-${indent}`);
  if (typeof attributes.align === 'string' && ALIGNS.has(attributes.align)) classes.push(`ql-align-${attributes.align}`);
  return classes.length ? ` class="${classes.join(' ')}"` : '';
}

/** A Quill Delta as sanitized HTML (paragraphs, headers 1–6, lists, inline formats, links, images). */
export function renderDelta(delta: Delta): string {
  const out: string[] = [];
  let openList: 'ol' | 'ul' | null = null;
  for (const line of splitLines(delta)) {
    const list = line.attributes.list === 'ordered' ? 'ol' : line.attributes.list === 'bullet' ? 'ul' : null;
    if (openList && list !== openList) {
      out.push(`</${openList}>`);
      openList = null;
    }
    const content = line.html || '<br>';
    if (list) {
      if (!openList) {
        out.push(`<${list}>`);
        openList = list;
      }
      out.push(`<li${blockClasses(line.attributes)}>${content}</li>`);
      continue;
    }
    const header = Number(line.attributes.header);
    const tag = Number.isInteger(header) && header >= 1 && header <= 6 ? `h${header}` : 'p';
    out.push(`<${tag}${blockClasses(line.attributes)}>${content}</${tag}>`);
  }
  if (openList) out.push(`</${openList}>`);
  return out.join('');
}

/** The text of a Delta alone, lines joined by spaces. */
export function deltaToPlainText(delta: Delta): string {
  return delta.ops
    .map((op) => (typeof op.insert === 'string' ? op.insert : ' '))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Plain text escaped, with http(s) links made clickable and line breaks kept (comments, plain descriptions). */
export function plainTextToHtml(text: string): string {
  const out: string[] = [];
  const pattern = /https?:\/\/[^\s<>"'`]+/gi;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    let url = match[0];
    const trailing = /[.,;:!?)\]]+$/.exec(url)?.[0] ?? '';
    url = url.slice(0, url.length - trailing.length);
    const start = match.index ?? 0;
    out.push(escapeHtml(text.slice(last, start)));
    out.push(`<a href="${escapeHtml(url)}" rel="nofollow ugc noopener noreferrer" target="_blank">${escapeHtml(url)}</a>`);
    last = start + url.length;
  }
  out.push(escapeHtml(text.slice(last)));
  return out.join('').replace(/\r?\n/g, '<br>');
}

/** A description (Delta JSON or plain text) as sanitized HTML. */
export function descriptionToHtml(description: string): string {
  const delta = parseDelta(description);
  if (delta) return renderDelta(delta);
  return description
    .split(/\r?\n{2,}/)
    .filter((paragraph) => paragraph.trim())
    .map((paragraph) => `<p>${plainTextToHtml(paragraph.trim())}</p>`)
    .join('');
}

/** Cuts plain text at 156 characters (SPEC §5, §9), on a word boundary when one is near, with '…'. */
export function cutText(text: string, max: number = EXCERPT_LENGTH): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const head = clean.slice(0, max - 1);
  const space = head.lastIndexOf(' ');
  return `${(space > max * 0.7 ? head.slice(0, space) : head).trimEnd()}…`;
}

/** The plain-text fallback of a description (Delta JSON or plain text), cut at 156 characters. */
export function descriptionExcerpt(description: string, max: number = EXCERPT_LENGTH): string {
  const delta = parseDelta(description);
  return cutText(delta ? deltaToPlainText(delta) : description, max);
}
