import mongoose, { Schema, type InferSchemaType, type Types } from 'mongoose';

// "Ofertas Guardadas": one row per user and offer (unique), listed newest first on the profile.
const savedOfferSchema = new Schema(
  {
    userId: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    offerId: { type: Schema.Types.ObjectId, ref: 'Offer', required: true },
  },
  { timestamps: true },
);
savedOfferSchema.index({ userId: 1, offerId: 1 }, { unique: true });
savedOfferSchema.index({ userId: 1, createdAt: -1 });

export type SavedOfferDocument = InferSchemaType<typeof savedOfferSchema> & { _id: Types.ObjectId; createdAt: Date };
export const SavedOfferModel = mongoose.model('SavedOffer', savedOfferSchema);
