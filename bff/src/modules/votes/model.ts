import mongoose, { Schema, type InferSchemaType, type Types } from 'mongoose';

// One vote per user per offer, by unique index; offers.temperature is a cache of their sum.
const voteSchema = new Schema(
  {
    offerId: { type: Schema.Types.ObjectId, ref: 'Offer', required: true },
    userId: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    /** +1 hot, −1 cold (degrees). */
    value: { type: Number, enum: [1, -1], required: true },
  },
  { timestamps: true },
);
voteSchema.index({ offerId: 1, userId: 1 }, { unique: true });
voteSchema.index({ userId: 1 });

export type VoteDocument = InferSchemaType<typeof voteSchema> & { _id: Types.ObjectId };
export const VoteModel = mongoose.model('Vote', voteSchema);
