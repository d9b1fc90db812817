import mongoose, { Schema } from 'mongoose';

// The daily summary's exactly-once records, both carried by unique indexes (no transactions):
// one run per Colombian day, whichever BFF instance's scheduler gets there first…
const digestRunSchema = new Schema(
  {
    /** `YYYY-MM-DD` in America/Bogota. */
    day: { type: String, required: true },
    sent: { type: Number, default: 0 },
    finishedAt: { type: Date, default: null },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
);
digestRunSchema.index({ day: 1 }, { unique: true });
export const DigestRunModel = mongoose.model('DigestRun', digestRunSchema);

// …and one e-mail per user and day, even when the job runs twice (`npm run digest -- --now`).
const digestSentSchema = new Schema(
  {
    userId: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    day: { type: String, required: true },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
);
digestSentSchema.index({ userId: 1, day: 1 }, { unique: true });
export const DigestSentModel = mongoose.model('DigestSent', digestSentSchema);
