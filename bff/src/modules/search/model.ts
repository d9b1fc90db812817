import mongoose, { Schema, type InferSchemaType } from 'mongoose';

// What makes the groups 'más buscados': the results people open from the dropdown, and the terms
// they search that identify one result (service.ts, creditedEntry). These logs are the truth; the
// scores the search index ranks by are counted from them (sync.ts), so they can always be recomputed.
//
// Bounded: entries older than SEARCH_LOG_DAYS are deleted at start-up and at every full reload of
// the index (pruneSearchLogs), so 'más buscados' means the last 90 days and the logs stop growing.
// Not a TTL index: FerretDB v1 does not expire documents.
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
    /** `group:id` of the results the search counts for, at most one per group (they earn it). */
    exact: { type: [String], default: [] },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
);
searchTermSchema.index({ term: 1, visitor: 1, day: 1 }, { unique: true });
searchTermSchema.index({ createdAt: 1 });

export type SearchTermDocument = InferSchemaType<typeof searchTermSchema>;
export const SearchTermModel = mongoose.model('SearchTerm', searchTermSchema);

/** How long search logs are kept (and count towards the ranking). */
export const SEARCH_LOG_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Deletes search clicks and terms logged more than SEARCH_LOG_DAYS before `now`. */
export async function pruneSearchLogs(now = new Date()): Promise<{ clicks: number; terms: number }> {
  const before = { createdAt: { $lt: new Date(now.getTime() - SEARCH_LOG_DAYS * DAY_MS) } };
  const [clicks, terms] = await Promise.all([SearchClickModel.deleteMany(before), SearchTermModel.deleteMany(before)]);
  return { clicks: clicks.deletedCount, terms: terms.deletedCount };
}
