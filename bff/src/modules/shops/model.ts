import { announceWrites } from '../../lib/cache/model-writes';
import mongoose, { Schema, type InferSchemaType, type Types } from 'mongoose';

const shopSchema = new Schema(
  {
    name: { type: String, required: true, trim: true, maxlength: 120 },
    slug: { type: String, required: true, unique: true },
    /** Normalized name and words (lib/search-fields.ts): search matches `^term` on them. */
    nameNormalized: { type: String, required: true },
    searchWords: { type: [String], default: [] },
    description: { type: String, default: '' },
    website: { type: String, default: null },
    /** Asset key of the logo (served resized by the images endpoint), or an external URL. */
    imageKey: { type: String, default: null },
    imageUrl: { type: String, default: null },
    /** How often people open or search it; ranks "Tiendas más buscadas" and the top shops. */
    popularity: { type: Number, default: 0 },
  },
  { timestamps: true },
);
shopSchema.index({ nameNormalized: 1 });
shopSchema.index({ searchWords: 1 });
shopSchema.index({ popularity: -1 });

export type ShopDocument = InferSchemaType<typeof shopSchema> & { _id: Types.ObjectId; createdAt: Date; updatedAt: Date };
// Caches of shops (lib/cache) drop what each write changes.
announceWrites(shopSchema, 'shop');
export const ShopModel = mongoose.model('Shop', shopSchema);
