// Writing offers and coupons: slug, search fields and price checks in one place (seed, tests and
// the share forms go through here).
import { isValidCop, normalizeOfferUrl } from '@gangazo/contracts';
import type { Types } from 'mongoose';
import { ValidationError } from '../../errors';
import { searchFields } from '../../lib/search-fields';
import { slugify } from '../../lib/text';
import { OfferModel } from './model';

export interface NewOffer {
  kind: 'offer' | 'coupon';
  title: string;
  description?: string;
  tyt?: string;
  url?: string | null;
  price?: number | null;
  previousPrice?: number | null;
  shippingCost?: number | null;
  availability?: 'online' | 'in_store';
  city?: string | null;
  reduction?: string | null;
  code?: string | null;
  multipleCodes?: boolean;
  shopId?: Types.ObjectId | null;
  categoryId?: Types.ObjectId | null;
  authorId?: Types.ObjectId | null;
  imageKeys?: string[];
  imageUrl?: string | null;
  startsAt?: Date | null;
  endsAt?: Date | null;
  status?: 'published' | 'expired' | 'pending';
  review?: { reason: string; rejection: string | null } | null;
  publishedAt?: Date;
}

export function checkNewOffer(input: NewOffer): void {
  for (const [field, value] of [
    ['price', input.price],
    ['previousPrice', input.previousPrice],
    ['shippingCost', input.shippingCost],
  ] as const) {
    if (value !== null && value !== undefined && !isValidCop(value)) throw ValidationError(`El campo «${field}» debe ser un valor en pesos, entero y no negativo.`);
  }
  if (input.availability === 'in_store' && !input.city) throw ValidationError('Indica la ciudad de la tienda física.');
  if (input.startsAt && input.endsAt && input.endsAt.getTime() < input.startsAt.getTime()) {
    throw ValidationError('La fecha de fin no puede ser anterior a la de inicio.');
  }
}

export async function createOffer(input: NewOffer): Promise<Types.ObjectId> {
  checkNewOffer(input);
  const doc = await OfferModel.create({ ...input, slug: slugify(input.title), ...searchFields(input.title), normalizedUrl: input.url ? normalizeOfferUrl(input.url) : null });
  return doc._id;
}

/** Same as createOffer for many at once (the seed). */
export async function createOffers(inputs: NewOffer[]): Promise<Types.ObjectId[]> {
  inputs.forEach(checkNewOffer);
  const docs = await OfferModel.insertMany(
    inputs.map((input) => ({ ...input, slug: slugify(input.title), ...searchFields(input.title), normalizedUrl: input.url ? normalizeOfferUrl(input.url) : null })),
  );
  return docs.map((doc) => doc._id);
}
