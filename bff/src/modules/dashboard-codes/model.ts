import mongoose, { Schema, type InferSchemaType, type Types } from 'mongoose';

// One-time codes that carry a staff member to the separate admin site (ADMIN_HOST?code=…) instead
// of the long-lived session token: only the code's SHA-256 is stored.
const dashboardCodeSchema = new Schema(
  {
    hash: { type: String, required: true },
    userId: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    expiresAt: { type: Date, required: true },
  },
  { timestamps: false },
);
dashboardCodeSchema.index({ hash: 1 }, { unique: true });

// Exactly once lives in this unique index (not in read-then-write): the first exchange inserts it,
// any later one fails.
const usedDashboardCodeSchema = new Schema({ hash: { type: String, required: true }, usedAt: { type: Date, required: true } }, { timestamps: false });
usedDashboardCodeSchema.index({ hash: 1 }, { unique: true });

export type DashboardCodeDocument = InferSchemaType<typeof dashboardCodeSchema> & { _id: Types.ObjectId };
export const DashboardCodeModel = mongoose.model('DashboardCode', dashboardCodeSchema);
export const UsedDashboardCodeModel = mongoose.model('UsedDashboardCode', usedDashboardCodeSchema);
