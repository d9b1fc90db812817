// Sharing an offer or a code (`POST /api/v1/offers`, the forms at /comparte/...): the rules every
// field follows and their Spanish messages, in one place, so the form shows the same sentence
// the BFF answers with. Pure functions: the browser imports this file without TypeBox.
import { onFirstUse } from './format';
import { deltaToPlainText, safeImageUrl, safeLinkUrl, type Delta, type DeltaOp } from './delta';
import { isAssetKey } from './images';
import { isValidCop } from './price';

const DAY_MS = 24 * 60 * 60 * 1000;

export const SHARE_LIMITS = {
  titleMin: 8,
  titleMax: 140,
  urlMax: 2000,
  shopNameMin: 2,
  shopNameMax: 80,
  cityMin: 2,
  cityMax: 60,
  /** One thousand million pesos: nothing sold to shoppers costs more. */
  priceMax: 1_000_000_000,
  shippingMax: 10_000_000,
  /** Characters of text an offer's description needs (a coupon's is optional). */
  descriptionMinText: 10,
  descriptionMaxText: 10_000,
  /** Size of the stored Delta JSON (embedded data-URL images count here). */
  descriptionMaxChars: 200_000,
  deltaMaxOps: 2_000,
  imagesMax: 6,
  codeMax: 60,
  reductionMax: 40,
  tytMax: 3_000,
  /** How far ahead an end date may be. */
  validityMaxDays: 730,
  /** How far back a start date may be. */
  startMaxPastDays: 365,
  /** Offers and codes one account may publish per hour. */
  perHour: 10,
} as const;

export type ShareKind = 'offer' | 'coupon';
export type ShareAvailability = 'online' | 'in_store';

/** The body of `POST /api/v1/offers` (see `ShareOfferBody` in `@gangazo/contracts` for its schema). */
export interface ShareInput {
  kind: ShareKind;
  title: string;
  /** The merchant's page (http or https). Required when the offer is online. */
  url?: string | null;
  /** An existing shop: its id or slug. */
  shop?: string | null;
  /** Or the name of a shop that is not listed yet (staff review it). */
  shop_name?: string | null;
  /** An existing category: its API id (base64 of the slug). */
  category: string;
  price?: number | null;
  previous_price?: number | null;
  /** 0 = free shipping. */
  shipping_cost?: number | null;
  availability?: ShareAvailability;
  city?: string | null;
  init_date?: string | null;
  end_date?: string | null;
  description?: Delta | null;
  /** Asset keys from `POST /api/v1/assets?type=offer|coupon`, the first being the cover. */
  images?: string[];
  /** Coupons: the code, or null when none is needed. */
  code?: string | null;
  /** Coupons: what it gives ('20%', '$50.000', 'Envío gratis'). */
  reduction?: string | null;
  /** Coupons: terms and conditions. */
  tyt?: string | null;
}

export type ShareField = keyof ShareInput;
export type ShareErrors = Partial<Record<ShareField, string>>;

/** Field order in the forms: the first error shown (and answered by the BFF) follows it. */
export const SHARE_FIELD_ORDER: readonly ShareField[] = [
  'kind',
  'title',
  'url',
  'shop',
  'shop_name',
  'category',
  'code',
  'reduction',
  'price',
  'previous_price',
  'shipping_cost',
  'availability',
  'city',
  'init_date',
  'end_date',
  'description',
  'tyt',
  'images',
];

const copFormat = onFirstUse(() => new Intl.NumberFormat('es-CO'));

/** Control characters other than line breaks and tabs never belong in what people type. */
export function cleanText(value: string): string {
  let clean = '';
  for (const char of value.normalize('NFC')) {
    const code = char.charCodeAt(0);
    if (code === 0x0a || code === 0x09 || (code >= 0x20 && code !== 0x7f && !(code >= 0x80 && code <= 0x9f))) clean += char;
  }
  return clean;
}

/** A one-line field: control characters dropped, spaces collapsed, trimmed. */
export function cleanLine(value: string | null | undefined): string {
  return cleanText(value ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The merchant's address: http or https, a host, no user name or password in it. */
export function isShareUrl(value: string): boolean {
  if (value.length > SHARE_LIMITS.urlMax || /\s/.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0 && !url.username && !url.password;
}

function parseDate(value: string | null | undefined): Date | null | 'invalid' {
  if (value === null || value === undefined || value === '') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? 'invalid' : date;
}

function copError(label: string, value: number | null | undefined, max: number): string | null {
  if (value === null || value === undefined) return null;
  if (!isValidCop(value)) return `${label} debe ser un valor en pesos, entero y no negativo.`;
  if (value > max) return `${label} no puede ser mayor a $ ${copFormat().format(max)}.`;
  return null;
}

function descriptionText(delta: Delta | null | undefined): string {
  return delta ? deltaToPlainText(delta) : '';
}

/**
 * Every broken rule of a share, by field, in Spanish. Empty when the share can be published.
 * What it cannot know (whether the shop, category and images exist) the BFF checks afterwards.
 */
export function checkShare(input: ShareInput, now: Date = new Date()): ShareErrors {
  const errors: ShareErrors = {};
  const coupon = input.kind === 'coupon';
  const ofWhat = coupon ? 'del código' : 'de la oferta';

  if (input.kind !== 'offer' && input.kind !== 'coupon') errors.kind = 'Elige si compartes una oferta o un código.';

  const title = cleanLine(input.title);
  if (!title) errors.title = 'Escribe un título.';
  else if (title.length < SHARE_LIMITS.titleMin || title.length > SHARE_LIMITS.titleMax) {
    errors.title = `El título debe tener entre ${SHARE_LIMITS.titleMin} y ${SHARE_LIMITS.titleMax} caracteres.`;
  }

  const availability = input.availability ?? 'online';
  if (availability !== 'online' && availability !== 'in_store') errors.availability = 'Indica si está disponible en línea o en tienda física.';

  const url = (input.url ?? '').trim();
  if (!url) {
    if (availability === 'online') errors.url = `Pega el enlace ${ofWhat} en la tienda.`;
  } else if (!isShareUrl(url)) {
    errors.url = 'El enlace debe ser una dirección web completa que empiece por http:// o https://.';
  }

  const shop = (input.shop ?? '').trim();
  const shopName = cleanLine(input.shop_name);
  if (!shop && !shopName) errors.shop = 'Elige la tienda.';
  else if (shop && shopName) errors.shop = 'Elige una tienda de la lista o escribe el nombre de una nueva, no ambas.';
  else if (shopName && (shopName.length < SHARE_LIMITS.shopNameMin || shopName.length > SHARE_LIMITS.shopNameMax)) {
    errors.shop_name = `El nombre de la tienda debe tener entre ${SHARE_LIMITS.shopNameMin} y ${SHARE_LIMITS.shopNameMax} caracteres.`;
  }

  if (!(input.category ?? '').trim()) errors.category = 'Elige una categoría.';

  if (coupon) {
    const code = cleanLine(input.code);
    if (code.length > SHARE_LIMITS.codeMax) errors.code = `El código no puede tener más de ${SHARE_LIMITS.codeMax} caracteres.`;
    const reduction = cleanLine(input.reduction);
    if (!reduction) errors.reduction = 'Indica el descuento del cupón (por ejemplo 20% o $50.000).';
    else if (reduction.length > SHARE_LIMITS.reductionMax) errors.reduction = `El descuento no puede tener más de ${SHARE_LIMITS.reductionMax} caracteres.`;
    if (cleanText(input.tyt ?? '').trim().length > SHARE_LIMITS.tytMax) {
      errors.tyt = `Las condiciones no pueden tener más de ${SHARE_LIMITS.tytMax.toLocaleString('es-CO')} caracteres.`;
    }
  }

  const priceError = copError('El precio', input.price, SHARE_LIMITS.priceMax);
  if (priceError) errors.price = priceError;
  const previousError = copError('El precio anterior', input.previous_price, SHARE_LIMITS.priceMax);
  if (previousError) errors.previous_price = previousError;
  else if (input.previous_price !== null && input.previous_price !== undefined) {
    if (input.price === null || input.price === undefined) errors.price = 'Indica el precio de la oferta si das el precio anterior.';
    else if (!priceError && input.previous_price <= input.price) errors.previous_price = 'El precio anterior debe ser mayor que el precio de la oferta.';
  }
  const shippingError = copError('El costo de envío', input.shipping_cost, SHARE_LIMITS.shippingMax);
  if (shippingError) errors.shipping_cost = shippingError;

  if (availability === 'in_store') {
    const city = cleanLine(input.city);
    if (!city) errors.city = 'Indica la ciudad de la tienda física.';
    else if (city.length < SHARE_LIMITS.cityMin || city.length > SHARE_LIMITS.cityMax) {
      errors.city = `La ciudad debe tener entre ${SHARE_LIMITS.cityMin} y ${SHARE_LIMITS.cityMax} caracteres.`;
    }
  }

  const start = parseDate(input.init_date);
  const end = parseDate(input.end_date);
  if (start === 'invalid') errors.init_date = 'La fecha de inicio no es válida.';
  else if (start && start.getTime() < now.getTime() - SHARE_LIMITS.startMaxPastDays * DAY_MS) errors.init_date = 'La fecha de inicio no puede ser de hace más de un año.';
  else if (start && start.getTime() > now.getTime() + SHARE_LIMITS.validityMaxDays * DAY_MS) errors.init_date = 'La fecha de inicio está demasiado lejos.';
  if (end === 'invalid') errors.end_date = 'La fecha de fin no es válida.';
  else if (end && end.getTime() <= now.getTime()) errors.end_date = 'La fecha de fin no puede estar en el pasado.';
  else if (end && end.getTime() > now.getTime() + SHARE_LIMITS.validityMaxDays * DAY_MS) errors.end_date = 'La fecha de fin no puede ser a más de dos años.';
  else if (end && start && start !== 'invalid' && end.getTime() <= start.getTime()) errors.end_date = 'La fecha de fin debe ser posterior a la de inicio.';

  const text = descriptionText(input.description);
  if (input.description && input.description.ops.length > SHARE_LIMITS.deltaMaxOps) errors.description = 'La descripción tiene demasiados elementos.';
  else if (text.length > SHARE_LIMITS.descriptionMaxText) {
    errors.description = `La descripción no puede tener más de ${SHARE_LIMITS.descriptionMaxText.toLocaleString('es-CO')} caracteres.`;
  } else if (!coupon && text.length < SHARE_LIMITS.descriptionMinText) {
    errors.description = `Describe la oferta en al menos ${SHARE_LIMITS.descriptionMinText} caracteres.`;
  }

  const images = input.images ?? [];
  if (images.length > SHARE_LIMITS.imagesMax) errors.images = `Puedes subir hasta ${SHARE_LIMITS.imagesMax} imágenes.`;
  else if (images.some((key) => !isAssetKey(key))) errors.images = 'Alguna imagen no es válida: súbela de nuevo.';
  else if (new Set(images).size !== images.length) errors.images = 'Has subido la misma imagen dos veces.';

  return errors;
}

/** The first message in form order, or null when there is none. */
export function firstShareError(errors: ShareErrors): string | null {
  for (const field of SHARE_FIELD_ORDER) {
    const message = errors[field];
    if (message) return message;
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// The description: a Quill Delta, kept to what the editor's toolbar makes (SPEC §2, §5).

const BOOLEAN_FORMATS = ['bold', 'italic', 'underline', 'strike'] as const;
const ALIGNS = new Set(['center', 'right', 'justify']);
const LISTS = new Set(['ordered', 'bullet']);
const SIZES = new Set(['small', 'large', 'huge']);
const COLOR = /^(#[0-9a-f]{3}|#[0-9a-f]{6}|rgb\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*\))$/i;

function cleanAttributes(raw: unknown): Record<string, unknown> | undefined {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return undefined;
  const source = raw as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const name of BOOLEAN_FORMATS) if (source[name] === true) out[name] = true;
  if (typeof source.align === 'string' && ALIGNS.has(source.align)) out.align = source.align;
  if (typeof source.list === 'string' && LISTS.has(source.list)) out.list = source.list;
  if (typeof source.size === 'string' && SIZES.has(source.size)) out.size = source.size;
  const indent = Number(source.indent);
  if (Number.isInteger(indent) && indent >= 1 && indent <= 8) out.indent = indent;
  const header = Number(source.header);
  if (Number.isInteger(header) && header >= 1 && header <= 6) out.header = header;
  for (const name of ['color', 'background'] as const) {
    const value = source[name];
    if (typeof value === 'string' && COLOR.test(value.trim())) out[name] = value.trim();
  }
  if (source.link !== undefined) {
    const link = safeLinkUrl(source.link);
    if (link) out.link = link;
  }
  return Object.keys(out).length ? out : undefined;
}

function cleanEmbed(raw: Record<string, unknown>): Record<string, string> | null {
  if (typeof raw.image === 'string') {
    const src = safeImageUrl(raw.image);
    return src ? { image: src } : null;
  }
  if (typeof raw.video === 'string') {
    const href = safeLinkUrl(raw.video);
    return href && /^https?:\/\//i.test(href) ? { video: href } : null;
  }
  return null;
}

/**
 * The Delta with only the toolbar's formats: unknown attributes and embeds are dropped, links and
 * images keep only http(s)/mailto/tel/site addresses and data-URL images (a `javascript:` link
 * loses its link and keeps its text), control characters go. Text is kept as typed; the renderer
 * escapes it.
 */
export function sanitizeDelta(delta: Delta): Delta {
  const ops: DeltaOp[] = [];
  for (const op of delta.ops) {
    if (typeof op.insert === 'string') {
      const text = cleanText(op.insert);
      if (!text) continue;
      const attributes = cleanAttributes(op.attributes);
      ops.push(attributes ? { insert: text, attributes } : { insert: text });
    } else if (typeof op.insert === 'object' && op.insert !== null && !Array.isArray(op.insert)) {
      const embed = cleanEmbed(op.insert as Record<string, unknown>);
      if (!embed) continue;
      const attributes = cleanAttributes(op.attributes);
      ops.push(attributes ? { insert: embed, attributes } : { insert: embed });
    }
  }
  return { ops };
}

/** True when a Delta holds no text and no embeds (an untouched editor holds a lone '\n'). */
export function isEmptyDelta(delta: Delta | null | undefined): boolean {
  if (!delta) return true;
  return !delta.ops.some((op) => (typeof op.insert === 'string' ? op.insert.trim().length > 0 : typeof op.insert === 'object' && op.insert !== null));
}
