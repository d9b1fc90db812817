// The share forms' state and how it becomes the body of `POST /api/v1/offers`, checked with the
// same rules (and Spanish messages) the BFF applies.
import type { ShareDelta, ShareOfferBody } from '@gangazo/contracts';
import { parseCop } from '@gangazo/contracts/catalog/price';
import { checkShare, type ShareErrors, type ShareKind } from '@gangazo/contracts/catalog/share';

export interface UploadedImage {
  key: string;
  url: string;
}

export interface ChosenShop {
  slug: string;
  name: string;
}

export interface ShareFormState {
  title: string;
  url: string;
  /** What is typed in the shop box; `shop` once one is picked from the list. */
  shopText: string;
  shop: ChosenShop | null;
  category: string;
  price: string;
  previousPrice: string;
  shippingCost: string;
  freeShipping: boolean;
  availability: 'online' | 'in_store';
  city: string;
  /** `YYYY-MM-DD` from the date inputs. */
  startDate: string;
  endDate: string;
  description: ShareDelta | null;
  images: UploadedImage[];
  code: string;
  reduction: string;
  tyt: string;
}

export const EMPTY_SHARE_FORM: ShareFormState = {
  title: '',
  url: '',
  shopText: '',
  shop: null,
  category: '',
  price: '',
  previousPrice: '',
  shippingCost: '',
  freeShipping: false,
  availability: 'online',
  city: '',
  startDate: '',
  endDate: '',
  description: null,
  images: [],
  code: '',
  reduction: '',
  tyt: '',
};

/** Colombia keeps UTC−5 all year: a day starts and ends at these instants for shoppers. */
const BOGOTA_OFFSET = '-05:00';

export function dayStart(date: string): string | null {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) ? new Date(`${date}T00:00:00${BOGOTA_OFFSET}`).toISOString() : null;
}

export function dayEnd(date: string): string | null {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) ? new Date(`${date}T23:59:59${BOGOTA_OFFSET}`).toISOString() : null;
}

/** Today in Bogotá as `YYYY-MM-DD` (the date inputs' minimum). */
export function todayInBogota(now: Date = new Date()): string {
  return new Date(now.getTime() - 5 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** Digits typed in a price box, grouped as people read pesos: '1899900' → '1.899.900'. */
export function formatCopInput(text: string): string {
  const digits = text.replace(/\D/g, '').replace(/^0+(?=\d)/, '').slice(0, 10);
  return digits ? new Intl.NumberFormat('es-CO').format(Number(digits)) : '';
}

const PRICE_FORMAT = 'Escribe el valor en pesos, sin centavos (por ejemplo 1.899.900).';

function readCop(text: string): number | null | 'invalid' {
  if (!text.trim()) return null;
  return parseCop(text) ?? 'invalid';
}

export interface ShareSubmission {
  body: ShareOfferBody;
  errors: ShareErrors;
}

/** The request body and every field's problem (none when it can be sent). */
export function toShareSubmission(kind: ShareKind, form: ShareFormState, now: Date = new Date()): ShareSubmission {
  const coupon = kind === 'coupon';
  const price = coupon ? null : readCop(form.price);
  const previousPrice = coupon ? null : readCop(form.previousPrice);
  const shipping = coupon ? null : form.freeShipping ? 0 : readCop(form.shippingCost);
  const shopName = form.shop ? '' : form.shopText.trim();
  const body: ShareOfferBody = {
    kind,
    title: form.title.trim(),
    url: form.url.trim() || null,
    shop: form.shop?.slug ?? null,
    shop_name: shopName || null,
    category: form.category,
    price: typeof price === 'number' ? price : null,
    previous_price: typeof previousPrice === 'number' ? previousPrice : null,
    shipping_cost: typeof shipping === 'number' ? shipping : null,
    availability: form.availability,
    city: form.availability === 'in_store' ? form.city.trim() : null,
    init_date: dayStart(form.startDate),
    end_date: dayEnd(form.endDate),
    description: form.description,
    images: form.images.map((image) => image.key),
    ...(coupon ? { code: form.code.trim() || null, reduction: form.reduction.trim(), tyt: form.tyt.trim() } : {}),
  };
  const errors = checkShare(body, now);
  if (price === 'invalid') errors.price = PRICE_FORMAT;
  if (previousPrice === 'invalid') errors.previous_price = PRICE_FORMAT;
  if (shipping === 'invalid') errors.shipping_cost = PRICE_FORMAT;
  if (!form.category) errors.category = 'Elige una categoría.';
  return { body, errors };
}
