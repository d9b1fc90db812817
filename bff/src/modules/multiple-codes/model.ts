import mongoose, { Schema, type InferSchemaType, type Types } from 'mongoose';

// The codes of a multiple-code coupon, handed out one per visitor IP. `position` keeps them in the
// order staff loaded them ("the first unused one").
const multipleCodeSchema = new Schema(
  {
    offerId: { type: Schema.Types.ObjectId, ref: 'Offer', required: true },
    value: { type: String, required: true, maxlength: 120 },
    position: { type: Number, required: true },
    /** Display cache of the claim below; the claim row is the truth. */
    usedCoupon: { type: Boolean, default: false },
    usedIp: { type: String, default: null },
    usedAt: { type: Date, default: null },
  },
  { timestamps: true },
);
multipleCodeSchema.index({ offerId: 1, position: 1 }, { unique: true });
multipleCodeSchema.index({ offerId: 1, value: 1 }, { unique: true });

export type MultipleCodeDocument = InferSchemaType<typeof multipleCodeSchema> & { _id: Types.ObjectId };
export const MultipleCodeModel = mongoose.model('MultipleCode', multipleCodeSchema);

// A code handed to an IP. Exactly-once lives in these two unique indexes, not in read-then-write
// (FerretDB's findOneAndUpdate is not atomic): one claim per code, one code per IP and offer.
const codeClaimSchema = new Schema(
  {
    offerId: { type: Schema.Types.ObjectId, ref: 'Offer', required: true },
    codeId: { type: Schema.Types.ObjectId, ref: 'MultipleCode', required: true },
    ip: { type: String, required: true },
    claimedAt: { type: Date, required: true },
  },
  { timestamps: false },
);
codeClaimSchema.index({ codeId: 1 }, { unique: true });
codeClaimSchema.index({ offerId: 1, ip: 1 }, { unique: true });

export type CodeClaimDocument = InferSchemaType<typeof codeClaimSchema> & { _id: Types.ObjectId };
export const CodeClaimModel = mongoose.model('CodeClaim', codeClaimSchema);
