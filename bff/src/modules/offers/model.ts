import { announceWrites } from '../../lib/cache/model-writes';
import mongoose, { Schema, type InferSchemaType, type Types } from 'mongoose';

// Offers and coupons share one collection (`kind`): a coupon is an offer with a reduction and a
// code (or many codes, see multiple-codes). Prices are COP integers.
const offerSchema = new Schema(
  {
    kind: { type: String, enum: ['offer', 'coupon'], required: true },
    title: { type: String, required: true, trim: true, maxlength: 200 },
    slug: { type: String, required: true },
    /** Normalized title and words (lib/search-fields.ts): search matches `^term` on them. */
    nameNormalized: { type: String, required: true },
    searchWords: { type: [String], default: [] },
    /** Quill Delta as JSON text, or plain text. */
    description: { type: String, default: '' },
    /** Terms and conditions ("Condiciones"). */
    tyt: { type: String, default: '' },
    url: { type: String, default: null },
    price: { type: Number, default: null },
    previousPrice: { type: Number, default: null },
    /** 0 = free shipping, null = unknown. */
    shippingCost: { type: Number, default: null },
    availability: { type: String, enum: ['online', 'in_store'], default: 'online' },
    city: { type: String, default: null },
    reduction: { type: String, default: null },
    code: { type: String, default: null },
    multipleCodes: { type: Boolean, default: false },
    /** A multiple-code coupon whose every code is handed out (multiple-codes/service.ts keeps it). */
    codesExhausted: { type: Boolean, default: false },
    shopId: { type: Schema.Types.ObjectId, ref: 'Shop', default: null },
    categoryId: { type: Schema.Types.ObjectId, ref: 'Category', default: null },
    authorId: { type: Schema.Types.ObjectId, ref: 'User', default: null },
    imageKeys: { type: [String], default: [] },
    imageUrl: { type: String, default: null },
    startsAt: { type: Date, default: null },
    endsAt: { type: Date, default: null },
    /**
     * 'expired' is also derived on read from endsAt; this field lets staff (or the community,
     * `expiredBy`) expire one early. 'pending' waits in the moderation queue (a new account's post, or
     * one hidden by reports) and 'rejected' was turned down: both are seen only by the author and staff.
     */
    status: { type: String, enum: ['published', 'expired', 'pending', 'rejected'], default: 'published' },
    /** Why it is pending or rejected (moderation/service.ts): `reason` is a key, `rejection` staff's words. */
    review: {
      type: new Schema({ reason: { type: String, required: true }, rejection: { type: String, default: null } }, { _id: false }),
      default: null,
    },
    /** The link without scheme, `www.` or tracking parameters (normalizeOfferUrl): finds duplicates. */
    normalizedUrl: { type: String, default: null },
    /** Expired by "¿Expiró?": who settled it (null = the community's reports) and when. */
    expiredBy: { type: Schema.Types.ObjectId, ref: 'User', default: null },
    expiredAt: { type: Date, default: null },
    /** Staff put it on the home page. */
    featured: { type: Boolean, default: false },
    /** Merged into this offer as a duplicate (its votes and comments moved there). */
    mergedInto: { type: Schema.Types.ObjectId, ref: 'Offer', default: null },
    /** When it went public: its age for 'Nuevo' and the hot ranking. */
    publishedAt: { type: Date, required: true, default: () => new Date() },
    /** Caches, recomputed from votes and comments (see votes/service.ts, comments/service.ts). */
    temperature: { type: Number, default: 0 },
    commentsCount: { type: Number, default: 0 },
    /** How often people open or search it ("Ofertas más buscadas"). */
    popularity: { type: Number, default: 0 },
  },
  { timestamps: true },
);
offerSchema.index({ kind: 1, status: 1, publishedAt: -1 });
offerSchema.index({ shopId: 1, kind: 1 });
offerSchema.index({ categoryId: 1, kind: 1 });
offerSchema.index({ authorId: 1 });
offerSchema.index({ nameNormalized: 1 });
offerSchema.index({ normalizedUrl: 1 });
offerSchema.index({ status: 1, createdAt: -1 });
offerSchema.index({ searchWords: 1 });
/** `/cupones/{coupon slug}` (coupon-slugs module). */
offerSchema.index({ slug: 1, kind: 1 });

// Every write bumps the offer's tags, so caches of offers (feed-rankings.ts, the offer repository,
// answers) know their copy is out of date, here and on the other instances.
announceWrites(offerSchema, 'offer');

export type OfferDocument = InferSchemaType<typeof offerSchema> & { _id: Types.ObjectId; createdAt: Date; updatedAt: Date };
export const OfferModel = mongoose.model('Offer', offerSchema);
