import mongoose, { Schema, type InferSchemaType, type Types } from 'mongoose';

// A shop someone named while sharing that is not in the directory yet. The offer is published
// without a shop; staff read these to add the shop (or not). Nothing here is shown publicly.
const shopSuggestionSchema = new Schema(
  {
    name: { type: String, required: true, trim: true, maxlength: 80 },
    nameNormalized: { type: String, required: true },
    offerId: { type: Schema.Types.ObjectId, ref: 'Offer', required: true },
    authorId: { type: Schema.Types.ObjectId, ref: 'User', default: null },
    url: { type: String, default: null },
  },
  { timestamps: true },
);
shopSuggestionSchema.index({ createdAt: -1 });
shopSuggestionSchema.index({ nameNormalized: 1 });

export type ShopSuggestionDocument = InferSchemaType<typeof shopSuggestionSchema> & { _id: Types.ObjectId; createdAt: Date };
export const ShopSuggestionModel = mongoose.model('ShopSuggestion', shopSuggestionSchema);
