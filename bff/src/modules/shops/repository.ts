// Shops as the catalog reads them: from the entity cache (lib/cache), by id or by slug, never with
// `$in` (see the BFF README). A slug is mapped to its id once and checked against the cached shop
// on every use, so a renamed shop's old slug stops resolving at once.
import type { Types } from 'mongoose';
import { EntityCache } from '../../lib/cache/entity-cache';
import { ShopModel } from './model';
import { SHOP_PROJECTION, type ShopRow } from './present';

const MAX_SHOPS = 5_000;

export const shopRows = new EntityCache<ShopRow>({
  kind: 'shop',
  load: (id) => ShopModel.findById(id, SHOP_PROJECTION).lean<ShopRow>(),
  maxEntries: MAX_SHOPS,
});

const idBySlug = new Map<string, string>();

/** The shop a page names by ObjectId or slug, or null. */
export async function findShop(ref: string): Promise<ShopRow | null> {
  if (/^[0-9a-f]{24}$/i.test(ref)) return shopRows.get(ref.toLowerCase());
  const known = idBySlug.get(ref);
  if (known) {
    const row = await shopRows.get(known);
    if (row && row.slug === ref) return row;
    idBySlug.delete(ref);
  }
  const found = await ShopModel.findOne({ slug: ref }, { _id: 1 }).lean<{ _id: Types.ObjectId }>();
  if (!found) return null;
  const row = await shopRows.get(String(found._id));
  if (!row || row.slug !== ref) return null;
  if (idBySlug.size >= MAX_SHOPS) idBySlug.clear();
  idBySlug.set(ref, String(row._id));
  return row;
}
