// Duplicates at share time: the same page (normalized link: no scheme, `www.`, tracking
// parameters) among live or held offers, or a near-identical title from the same shop within 30 days.
import { normalizeOfferUrl, offerPath, type DuplicateOffer } from '@gangazo/contracts';
import type { Types } from 'mongoose';
import { normalizeText } from '../../lib/text';
import { OfferModel } from '../offers/model';

const TITLE_WINDOW_MS = 30 * 24 * 3_600_000;
/** Share of words two titles must have in common (Jaccard) to count as the same deal. */
const TITLE_SIMILARITY = 0.8;
const SHOWN = 3;

interface Row {
  _id: Types.ObjectId;
  title: string;
  nameNormalized: string;
  endsAt: Date | null;
}

function words(normalized: string): Set<string> {
  return new Set(normalized.split(/[^a-z0-9ñ]+/).filter((word) => word.length > 1));
}

/** Two titles name the same deal: equal once normalized, or nearly all their words shared. */
export function similarTitles(a: string, b: string): boolean {
  const left = normalizeText(a);
  const right = normalizeText(b);
  if (left === right) return true;
  const x = words(left);
  const y = words(right);
  if (x.size === 0 || y.size === 0) return false;
  let shared = 0;
  for (const word of x) if (y.has(word)) shared += 1;
  return shared / (x.size + y.size - shared) >= TITLE_SIMILARITY;
}

function live(row: Row, now: Date): boolean {
  return !row.endsAt || row.endsAt.getTime() > now.getTime();
}

/**
 * Live or held offers with the same normalized link. A coupon is another coupon's duplicate only
 * with the same code too: a shop's codes often all link to its home page.
 */
export async function offersWithUrl(url: string, now: Date = new Date(), coupon: { code: string } | null = null): Promise<DuplicateOffer[]> {
  const normalized = normalizeOfferUrl(url);
  if (!normalized) return [];
  const code = coupon?.code.trim() ?? '';
  if (coupon && !code) return [];
  const kind: 'offer' | 'coupon' = coupon ? 'coupon' : 'offer';
  const status: Array<'published' | 'pending'> = ['published', 'pending'];
  const rows = await OfferModel.find({ normalizedUrl: normalized, kind, status: { $in: status } }, { title: 1, nameNormalized: 1, endsAt: 1, code: 1 })
    .sort({ createdAt: -1 })
    .limit(10)
    .lean<Array<Row & { code?: string | null }>>();
  return rows
    .filter((row) => live(row, now) && (!coupon || (row.code ?? '').trim().toUpperCase() === code.toUpperCase()))
    .slice(0, SHOWN).map((row) => ({ id: String(row._id), title: row.title, public_url: offerPath(row.title, String(row._id)), match: 'url' as const }));
}

/** Everything that looks like the offer being written: same link first, then similar titles of the same shop. */
export async function findDuplicates(input: { url?: string; title?: string; shopId?: Types.ObjectId | null }, now: Date = new Date()): Promise<DuplicateOffer[]> {
  const found = input.url ? await offersWithUrl(input.url, now) : [];
  const title = input.title?.trim() ?? '';
  if (input.shopId && title.length >= 8) {
    const since = new Date(now.getTime() - TITLE_WINDOW_MS);
    const rows = await OfferModel.find(
      { shopId: input.shopId, status: { $in: ['published', 'pending'] }, createdAt: { $gte: since } },
      { title: 1, nameNormalized: 1, endsAt: 1 },
    )
      .sort({ createdAt: -1 })
      .limit(500)
      .lean<Row[]>();
    for (const row of rows) {
      if (found.length >= SHOWN) break;
      if (!live(row, now) || found.some((known) => known.id === String(row._id)) || !similarTitles(row.title, title)) continue;
      found.push({ id: String(row._id), title: row.title, public_url: offerPath(row.title, String(row._id)), match: 'title' });
    }
  }
  return found;
}
