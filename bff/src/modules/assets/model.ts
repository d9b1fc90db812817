import mongoose, { Schema, type InferSchemaType, type Types } from 'mongoose';

/** What an image is for; it is also the folder of its key (`offer/3f9c…`). */
export const ASSET_KINDS = ['offer', 'coupon', 'shop', 'category', 'avatar', 'banner', 'post', 'forum', 'medal', 'upload'] as const;
export type AssetKind = (typeof ASSET_KINDS)[number];

// One row per stored image. The key is derived from the encoded bytes, so saving the same picture
// twice lands on the same row: the unique index turns the second insert into a no-op.
const assetSchema = new Schema(
  {
    key: { type: String, required: true, unique: true },
    kind: { type: String, enum: ASSET_KINDS, required: true },
    mime: { type: String, required: true },
    width: { type: Number, required: true },
    height: { type: Number, required: true },
    bytes: { type: Number, required: true },
  },
  { timestamps: true },
);
assetSchema.index({ kind: 1 });

export type AssetDocument = InferSchemaType<typeof assetSchema> & { _id: Types.ObjectId; createdAt: Date };
export const AssetModel = mongoose.model('Asset', assetSchema);
