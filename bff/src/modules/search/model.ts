import mongoose, { Schema, type InferSchemaType } from 'mongoose';

// What makes the groups 'más buscados': the results people open from the dropdown, and the terms
// they search that name one result exactly. These logs are the truth; the scores the search index
// ranks by are counted from them (service.ts), so they can always be recomputed.
//
// A visitor (account, or keyed hash of the IP) counts once per result (or term) per day: the unique
// index makes the second insert lose (E11000), even on FerretDB where $inc is not atomic.

const searchClickSchema = new Schema(
  {
    group: { type: String, enum: ['coupons', 'shops', 'categories', 'offers', 'users'], required: true },
    /** ObjectId as text; the slug for categories. */
    entityId: { type: String, required: true },
    visitor: { type: String, required: true },
    /** UTC day, YYYY-MM-DD. */
    day: { type: String, required: true },
    /** The normalized term typed before the click, '' if unknown. */
    term: { type: String, default: '' },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
);
searchClickSchema.index({ group: 1, entityId: 1, visitor: 1, day: 1 }, { unique: true });
searchClickSchema.index({ createdAt: 1 });

export type SearchClickDocument = InferSchemaType<typeof searchClickSchema>;
export const SearchClickModel = mongoose.model('SearchClick', searchClickSchema);

const searchTermSchema = new Schema(
  {
    /** The normalized term. */
    term: { type: String, required: true },
    visitor: { type: String, required: true },
    day: { type: String, required: true },
    /** `group:id` of every result whose name is exactly the term (they earn the search). */
    exact: { type: [String], default: [] },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
);
searchTermSchema.index({ term: 1, visitor: 1, day: 1 }, { unique: true });
searchTermSchema.index({ createdAt: 1 });

export type SearchTermDocument = InferSchemaType<typeof searchTermSchema>;
export const SearchTermModel = mongoose.model('SearchTerm', searchTermSchema);
