import { shopPath, type ShopSummary } from '@gangazo/contracts';
import type { Types } from 'mongoose';

export interface ShopRow {
  _id: Types.ObjectId;
  name: string;
  slug: string;
  description?: string;
  website?: string | null;
  imageKey: string | null;
  imageUrl: string | null;
  popularity?: number;
}

export const SHOP_SUMMARY_PROJECTION = { name: 1, slug: 1, imageKey: 1, imageUrl: 1 };
export const SHOP_PROJECTION = { ...SHOP_SUMMARY_PROJECTION, description: 1, website: 1, popularity: 1 };

export function toShopSummary(row: ShopRow): ShopSummary {
  return {
    id: String(row._id),
    name: row.name,
    slug: row.slug,
    public_url: shopPath(row.slug),
    image_key: row.imageKey ?? null,
    image_url: row.imageKey ? `/api/v1/images/${row.imageKey}` : (row.imageUrl ?? null),
  };
}
