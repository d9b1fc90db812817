// Demo pictures drawn locally: SVG templates rendered to WebP by sharp (librsvg), stored through
// the asset storage. Nothing is fetched from the internet. Rendered pictures are remembered on disk
// by the hash of their SVG (`<dataDir>/cache/seed-images/`), so a reseed renders nothing again.
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { AssetKind } from '../modules/assets/model';
import { assetStorage, type AssetStorage } from '../modules/assets/storage';
import { GLYPHS, PALETTES, glyphFor, type GlyphName, type Palette } from './glyphs';

/** Bump when a template changes, so cached renders of the old look are not reused. */
const TEMPLATE_VERSION = 3;
const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, Helvetica, sans-serif";
const WEBP_QUALITY = 80;
/** Renders at once; sharp already uses the libuv pool, more would only queue. */
const CONCURRENCY = 3;

export interface OfferImageInput {
  /** Product title, shown small at the bottom ("Televisor Samsung 55\" 4K"). */
  title: string;
  shopName: string;
  /** Picks the pictogram and, unless a palette is given, the colours. */
  category: string;
  /** Discount in percent (shown as "-35%"), if any. */
  discountPercent?: number | null;
  glyph?: GlyphName;
  palette?: Palette;
}

export interface CouponImageInput {
  shopName: string;
  /** What the code gives, short: "-20%", "$20.000", "Envío gratis". */
  headline: string;
  category?: string;
  palette?: Palette;
}

export interface BannerImageInput {
  title: string;
  subtitle: string;
  glyph?: GlyphName;
  palette?: Palette;
}

export interface SeedImages {
  /** 800×600 product-like picture for an offer card and page. Returns the asset key. */
  offer(input: OfferImageInput): Promise<string>;
  /** 800×600 ticket-like picture for a coupon. */
  coupon(input: CouponImageInput): Promise<string>;
  /** 400×400 logo-like square with the shop's initials and name. */
  shopLogo(name: string, palette?: Palette): Promise<string>;
  /** 600×400 category tile (pictogram on a gradient, name underneath). */
  category(name: string, glyph?: GlyphName, palette?: Palette): Promise<string>;
  /** 600×400 forum category tile. */
  forumCategory(name: string, glyph?: GlyphName, palette?: Palette): Promise<string>;
  /** 1200×400 home banner. */
  banner(input: BannerImageInput): Promise<string>;
  /** 1200×630 blog post cover. */
  postCover(title: string, categoryName: string, glyph?: GlyphName, palette?: Palette): Promise<string>;
  /** 256×256 round badge. */
  medal(name: string, glyph: GlyphName, palette?: Palette): Promise<string>;
  /** 256×256 initials avatar. */
  avatar(displayName: string, palette?: Palette): Promise<string>;
  /** How many pictures were rendered and how many came from the cache. */
  stats(): { rendered: number; cached: number };
}

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);
}

/** Same text, same colours: a stable palette from a name. */
export function paletteFor(text: string): Palette {
  const hash = createHash('sha1').update(text).digest();
  return PALETTES[(hash[0] ?? 0) % PALETTES.length] as Palette;
}

export function initials(name: string): string {
  const words = name
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
  if (words.length === 0) return '?';
  if (words.length === 1) return (words[0] ?? '?').slice(0, 2).toUpperCase();
  return ((words[0]?.[0] ?? '') + (words[1]?.[0] ?? '')).toUpperCase();
}

/** Splits text into at most `maxLines` lines of about `perLine` characters, with an ellipsis. */
export function wrapText(text: string, perLine: number, maxLines: number): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let current = '';
  for (const word of words) {
    const next = current ? `${current} ${word}` : word;
    if (next.length <= perLine || !current) current = next;
    else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    const last = kept[maxLines - 1] ?? '';
    kept[maxLines - 1] = `${last.slice(0, Math.max(1, perLine - 1)).trimEnd()}…`;
    return kept;
  }
  return lines.map((line) => (line.length > perLine + 4 ? `${line.slice(0, perLine)}…` : line));
}

function gradient(id: string, palette: Palette, angle: 'diagonal' | 'vertical' = 'diagonal'): string {
  const [from, to] = palette;
  const coords = angle === 'diagonal' ? 'x1="0" y1="0" x2="1" y2="1"' : 'x1="0" y1="0" x2="0" y2="1"';
  return `<linearGradient id="${id}" ${coords}><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

function glyph(name: GlyphName, x: number, y: number, size: number, tint: string, opacity = 1): string {
  return `<g transform="translate(${x} ${y}) scale(${size / 100})" color="${tint}" opacity="${opacity}">${GLYPHS[name]}</g>`;
}

/** Soft decorative circles so flat gradients look less like placeholders. */
function bubbles(width: number, height: number, seed: string): string {
  const hash = createHash('md5').update(seed).digest();
  let out = '';
  for (let i = 0; i < 4; i++) {
    const cx = ((hash[i * 3] ?? 0) / 255) * width;
    const cy = ((hash[i * 3 + 1] ?? 0) / 255) * height;
    const r = (0.12 + ((hash[i * 3 + 2] ?? 0) / 255) * 0.25) * Math.min(width, height);
    out += `<circle cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" r="${r.toFixed(0)}" fill="#fff" opacity="0.08"/>`;
  }
  return out;
}

export function offerSvg(input: OfferImageInput): string {
  const palette = input.palette ?? paletteFor(input.category);
  const icon = input.glyph ?? glyphFor(input.category);
  const lines = wrapText(input.title, 30, 2);
  const shop = escapeXml(input.shopName.slice(0, 28));
  const badge =
    input.discountPercent && input.discountPercent > 0
      ? `<g transform="translate(650 150)"><circle r="92" fill="#fff"/><circle r="82" fill="none" stroke="${palette[0]}" stroke-width="4" stroke-dasharray="8 6"/>
         <text y="18" font-family="${FONT}" font-size="${input.discountPercent >= 100 ? 40 : 52}" font-weight="700" fill="${palette[0]}" text-anchor="middle">-${Math.round(input.discountPercent)}%</text></g>`
      : '';
  const titleText = lines
    .map((line, i) => `<text x="40" y="${510 + i * 44 - (lines.length - 1) * 44}" font-family="${FONT}" font-size="36" font-weight="700" fill="#fff">${escapeXml(line)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">
  <defs>${gradient('bg', palette)}<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.45"/></linearGradient></defs>
  <rect width="800" height="600" fill="url(#bg)"/>${bubbles(800, 600, input.title)}
  <ellipse cx="330" cy="420" rx="190" ry="26" fill="#000" opacity="0.18"/>
  ${glyph(icon, 160, 90, 340, palette[0])}
  <rect width="800" height="600" fill="url(#shade)"/>
  <g transform="translate(40 40)"><rect width="${Math.max(140, shop.length * 17 + 40)}" height="54" rx="27" fill="#fff" opacity="0.95"/>
  <text x="20" y="36" font-family="${FONT}" font-size="26" font-weight="700" fill="${palette[0]}">${shop}</text></g>
  ${badge}${titleText}
</svg>`;
}

export function couponSvg(input: CouponImageInput): string {
  const palette = input.palette ?? paletteFor(input.shopName);
  const headline = escapeXml(input.headline.slice(0, 16));
  const size = headline.length <= 5 ? 128 : headline.length <= 8 ? 88 : headline.length <= 11 ? 64 : 50;
  const shop = escapeXml(input.shopName.slice(0, 24));
  const icon = input.category ? glyphFor(input.category) : 'ticket';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">
  <defs>${gradient('bg', palette)}</defs>
  <rect width="800" height="600" fill="url(#bg)"/>${bubbles(800, 600, input.shopName + input.headline)}
  <path d="M70 120h660v120a60 60 0 0 0 0 120v120H70V360a60 60 0 0 0 0-120z" fill="#fff"/>
  <path d="M560 140v320" stroke="${palette[0]}" stroke-width="4" stroke-dasharray="14 10" opacity="0.5"/>
  <text x="315" y="${300 + size * 0.35}" font-family="${FONT}" font-size="${size}" font-weight="700" fill="${palette[0]}" text-anchor="middle">${headline}</text>
  <text x="315" y="205" font-family="${FONT}" font-size="34" font-weight="700" fill="#1f2937" text-anchor="middle">${shop}</text>
  <text x="315" y="430" font-family="${FONT}" font-size="26" fill="#6b7280" text-anchor="middle" letter-spacing="6">CUPÓN</text>
  <g transform="translate(597 250) scale(1)" color="#fff">${GLYPHS[icon].replaceAll('#fff', palette[0])}</g>
</svg>`;
}

export function shopLogoSvg(name: string, palette: Palette = paletteFor(name)): string {
  const letters = escapeXml(initials(name));
  const label = escapeXml(name.length > 18 ? `${name.slice(0, 17)}…` : name);
  const labelSize = label.length > 12 ? 30 : 38;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
  <defs>${gradient('bg', palette)}</defs>
  <rect width="400" height="400" fill="#fff"/>
  <rect x="60" y="40" width="280" height="230" rx="40" fill="url(#bg)"/>
  <text x="200" y="195" font-family="${FONT}" font-size="120" font-weight="700" fill="#fff" text-anchor="middle">${letters}</text>
  <text x="200" y="340" font-family="${FONT}" font-size="${labelSize}" font-weight="700" fill="${palette[0]}" text-anchor="middle">${label}</text>
</svg>`;
}

export function categorySvg(name: string, icon: GlyphName = glyphFor(name), palette: Palette = paletteFor(name)): string {
  const label = escapeXml(wrapText(name, 22, 1)[0] ?? name);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400" viewBox="0 0 600 400">
  <defs>${gradient('bg', palette)}</defs>
  <rect width="600" height="400" fill="url(#bg)"/>${bubbles(600, 400, name)}
  ${glyph(icon, 200, 50, 200, palette[0])}
  <text x="300" y="340" font-family="${FONT}" font-size="44" font-weight="700" fill="#fff" text-anchor="middle">${label}</text>
</svg>`;
}

export function bannerSvg(input: BannerImageInput): string {
  const palette = input.palette ?? paletteFor(input.title);
  const icon = input.glyph ?? glyphFor(input.title);
  // Sized for a phone, where the picture is about 360 px wide (under a third of its size): the
  // subtitle at 40 px still reads at about 12 px there, in short lines that end left of the
  // banner's button, which sits over the picture's lower right corner.
  const title = wrapText(input.title, 22, 2);
  const subtitle = wrapText(input.subtitle, 30, 2);
  const titleText = title
    .map((line, i) => `<text x="70" y="${125 + i * 72}" font-family="${FONT}" font-size="64" font-weight="700" fill="#fff">${escapeXml(line)}</text>`)
    .join('');
  const subtitleTop = 125 + (title.length - 1) * 72 + 62;
  const subtitleText = subtitle
    .map((line, i) => `<text x="70" y="${subtitleTop + i * 48}" font-family="${FONT}" font-size="40" fill="#fff" opacity="0.95">${escapeXml(line)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400">
  <defs>${gradient('bg', palette)}</defs>
  <rect width="1200" height="400" fill="url(#bg)"/>${bubbles(1200, 400, input.title)}
  <circle cx="980" cy="200" r="150" fill="#fff" opacity="0.16"/>
  ${glyph(icon, 870, 90, 220, palette[0])}
  ${titleText}
  ${subtitleText}
</svg>`;
}

export function postCoverSvg(title: string, categoryName: string, icon: GlyphName = glyphFor(categoryName), palette: Palette = paletteFor(categoryName)): string {
  const lines = wrapText(title, 24, 3);
  const text = lines
    .map((line, i) => `<text x="80" y="${300 + i * 76 - ((lines.length - 1) * 76) / 2}" font-family="${FONT}" font-size="62" font-weight="700" fill="#fff">${escapeXml(line)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>${gradient('bg', palette)}</defs>
  <rect width="1200" height="630" fill="url(#bg)"/>${bubbles(1200, 630, title)}
  ${glyph(icon, 880, 160, 280, palette[0], 0.35)}
  <g transform="translate(80 80)"><rect width="${categoryName.length * 17 + 48}" height="52" rx="26" fill="#fff"/>
  <text x="24" y="35" font-family="${FONT}" font-size="26" font-weight="700" fill="${palette[0]}">${escapeXml(categoryName)}</text></g>
  ${text}
  <text x="80" y="570" font-family="${FONT}" font-size="28" fill="#fff" opacity="0.85">Blog · Gangazo</text>
</svg>`;
}

export function medalSvg(name: string, icon: GlyphName, palette: Palette = paletteFor(name)): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
  <defs>${gradient('bg', palette)}<linearGradient id="rim" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fde68a"/><stop offset="1" stop-color="#b45309"/></linearGradient></defs>
  <path d="M88 150l-30 96 36-18 24 26 18-96zM168 150l30 96-36-18-24 26-18-96z" fill="${palette[1]}"/>
  <circle cx="128" cy="110" r="100" fill="url(#rim)"/>
  <circle cx="128" cy="110" r="86" fill="url(#bg)"/>
  ${glyph(icon, 78, 60, 100, palette[0])}
</svg>`;
}

export function avatarSvg(displayName: string, palette: Palette = paletteFor(displayName)): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
  <defs>${gradient('bg', palette)}</defs>
  <rect width="256" height="256" fill="url(#bg)"/>
  <text x="128" y="160" font-family="${FONT}" font-size="104" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(initials(displayName))}</text>
</svg>`;
}

interface CacheEntry {
  key: string;
  width: number;
  height: number;
}

/** A tiny semaphore: at most `limit` renders at once, in call order. */
function limiter(limit: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (active >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    active++;
    try {
      return await task();
    } finally {
      active--;
      waiting.shift()?.();
    }
  };
}

export function createSeedImages(dataDir: string, storage: AssetStorage = assetStorage(dataDir)): SeedImages {
  const cacheDir = path.join(dataDir, 'cache', 'seed-images');
  const limit = limiter(CONCURRENCY);
  const inFlight = new Map<string, Promise<string>>();
  let rendered = 0;
  let cached = 0;

  async function fromCache(hash: string, kind: AssetKind): Promise<string | null> {
    try {
      const entry = JSON.parse(await fs.readFile(path.join(cacheDir, `${hash}.json`), 'utf8')) as CacheEntry;
      if (!entry.key.startsWith(`${kind}/`)) return null;
      const webp = await storage.read(entry.key);
      await storage.storeWebp(webp, kind, entry.width, entry.height);
      cached++;
      return entry.key;
    } catch {
      return null;
    }
  }

  async function render(kind: AssetKind, svg: string): Promise<string> {
    const hash = createHash('sha256').update(`${TEMPLATE_VERSION}\n${kind}\n${svg}`).digest('hex').slice(0, 32);
    const pending = inFlight.get(hash);
    if (pending) return pending;
    const job = limit(async () => {
      const hit = await fromCache(hash, kind);
      if (hit) return hit;
      const { data, info } = await sharp(Buffer.from(svg)).webp({ quality: WEBP_QUALITY }).toBuffer({ resolveWithObject: true });
      const asset = await storage.storeWebp(data, kind, info.width, info.height);
      await fs.mkdir(cacheDir, { recursive: true });
      const entry: CacheEntry = { key: asset.key, width: info.width, height: info.height };
      await fs.writeFile(path.join(cacheDir, `${hash}.json`), JSON.stringify(entry));
      rendered++;
      return asset.key;
    });
    inFlight.set(hash, job);
    return job;
  }

  return {
    offer: (input) => render('offer', offerSvg(input)),
    coupon: (input) => render('coupon', couponSvg(input)),
    shopLogo: (name, palette) => render('shop', shopLogoSvg(name, palette)),
    category: (name, icon, palette) => render('category', categorySvg(name, icon, palette)),
    forumCategory: (name, icon, palette) => render('forum', categorySvg(name, icon, palette)),
    banner: (input) => render('banner', bannerSvg(input)),
    postCover: (title, categoryName, icon, palette) => render('post', postCoverSvg(title, categoryName, icon, palette)),
    medal: (name, icon, palette) => render('medal', medalSvg(name, icon, palette)),
    avatar: (displayName, palette) => render('avatar', avatarSvg(displayName, palette)),
    stats: () => ({ rendered, cached }),
  };
}
