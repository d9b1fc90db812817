import mongoose, { Schema, type InferSchemaType, type Types } from 'mongoose';

// Comments on offers: plain text (escaped on output), newest first.
const commentSchema = new Schema(
  {
    offerId: { type: Schema.Types.ObjectId, ref: 'Offer', required: true },
    userId: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    text: { type: String, required: true, maxlength: 1000 },
    /** Hidden by staff or by reports: left out of the offer's comments (read it with $ne: older rows lack it). */
    hidden: { type: Boolean, default: false },
  },
  { timestamps: true },
);
commentSchema.index({ offerId: 1, createdAt: -1 });
commentSchema.index({ userId: 1, createdAt: -1 });

export type CommentDocument = InferSchemaType<typeof commentSchema> & { _id: Types.ObjectId; createdAt: Date };
export const CommentModel = mongoose.model('Comment', commentSchema);
