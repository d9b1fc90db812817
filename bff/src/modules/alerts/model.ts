import mongoose, { Schema, type InferSchemaType, type Types } from 'mongoose';

// Keyword alerts. `words` are kept as typed (shown back to the user); `tokens` are their normalized
// words (lib/text normalizeText: lower case, no accents), every one of which the offer's title must have.
const alertSchema = new Schema(
  {
    userId: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    words: { type: [String], required: true },
    tokens: { type: [String], required: true },
    excludedWords: { type: [String], default: [] },
    excludedTokens: { type: [String], default: [] },
    shopId: { type: Schema.Types.ObjectId, ref: 'Shop', default: null },
    categoryId: { type: Schema.Types.ObjectId, ref: 'Category', default: null },
    /** COP: offers dearer than this, or without a price, do not match. */
    maxPrice: { type: Number, default: null },
    /** Degrees: the alert fires when the offer reaches this temperature. */
    minTemperature: { type: Number, default: null },
    email: { type: String, enum: ['none', 'instant', 'digest'], default: 'none' },
    paused: { type: Boolean, default: false },
  },
  { timestamps: true },
);
alertSchema.index({ userId: 1, createdAt: -1 });

export type AlertDocument = InferSchemaType<typeof alertSchema> & { _id: Types.ObjectId; createdAt: Date; updatedAt: Date };
export const AlertModel = mongoose.model('Alert', alertSchema);

// One row per alert and offer it found: the unique index makes "one notification per alert and
// offer" hold whoever calls the matcher, however often. The daily summary reads a user's rows.
const alertMatchSchema = new Schema(
  {
    alertId: { type: Schema.Types.ObjectId, ref: 'Alert', required: true },
    offerId: { type: Schema.Types.ObjectId, ref: 'Offer', required: true },
    userId: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    /** The alert's e-mail choice when it matched. */
    email: { type: String, enum: ['none', 'instant', 'digest'], default: 'none' },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
);
alertMatchSchema.index({ alertId: 1, offerId: 1 }, { unique: true });
alertMatchSchema.index({ userId: 1, createdAt: -1 });

export const AlertMatchModel = mongoose.model('AlertMatch', alertMatchSchema);
