import { announceWrites } from '../../lib/cache/model-writes';
import mongoose, { Schema, type InferSchemaType, type Types } from 'mongoose';

// Two levels: top-level categories (parentId null) and their sub-categories. On the wire a
// category's id is base64 of its slug (SPEC §7).
const categorySchema = new Schema(
  {
    name: { type: String, required: true, trim: true, maxlength: 80 },
    slug: { type: String, required: true, unique: true },
    parentId: { type: Schema.Types.ObjectId, ref: 'Category', default: null },
    nameNormalized: { type: String, required: true },
    searchWords: { type: [String], default: [] },
    description: { type: String, default: '' },
    iconUrl: { type: String, default: null },
    imageKey: { type: String, default: null },
    imageUrl: { type: String, default: null },
    /** Order in menus. */
    position: { type: Number, default: 0 },
    /** How often people open or search it ("Categorias más buscadas"). */
    popularity: { type: Number, default: 0 },
  },
  { timestamps: true },
);
categorySchema.index({ parentId: 1, position: 1 });
categorySchema.index({ nameNormalized: 1 });
categorySchema.index({ searchWords: 1 });

export type CategoryDocument = InferSchemaType<typeof categorySchema> & { _id: Types.ObjectId; createdAt: Date; updatedAt: Date };
// Caches of categorys (lib/cache) drop what each write changes.
announceWrites(categorySchema, 'category');
export const CategoryModel = mongoose.model('Category', categorySchema);
