// Offers staff put on the home page ("Destacadas"): published and within their dates, newest first.
import type { OfferCard } from '@gangazo/contracts';
import { OfferModel } from '../offers/model';
import { CARD_PROJECTION, toOfferCards, type OfferRow } from '../offers/present';
import { activeFilter } from '../offers/service';

const FEATURED_SHOWN = 6;

export async function featuredOffers(now: Date = new Date()): Promise<OfferCard[]> {
  const rows = await OfferModel.find(activeFilter(now, { featured: true }), CARD_PROJECTION).sort({ publishedAt: -1, _id: -1 }).limit(FEATURED_SHOWN).lean<OfferRow[]>();
  return toOfferCards(rows, now);
}
