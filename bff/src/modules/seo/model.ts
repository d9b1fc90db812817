// One document per click on "Ir a la oferta" (`/visit/{id}`): inserts only (no `$inc`, which is not
// atomic on FerretDB v1), counted per offer and per author for ranking and profile statistics.
import mongoose, { Schema } from 'mongoose';

const outboundClickSchema = new Schema(
  {
    offerId: { type: Schema.Types.ObjectId, required: true },
    authorId: { type: Schema.Types.ObjectId, default: null },
    at: { type: Date, required: true },
  },
  { versionKey: false },
);
outboundClickSchema.index({ offerId: 1 });
outboundClickSchema.index({ authorId: 1 });

export const OutboundClickModel = mongoose.model('OutboundClick', outboundClickSchema);
