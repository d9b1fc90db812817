import mongoose, { Schema, type Types } from 'mongoose';

// One report per user and item, by unique index (a second is a 409, never a second vote).
const reportSchema = new Schema(
  {
    targetKind: { type: String, enum: ['offer', 'comment', 'topic', 'forum_comment', 'profile'], required: true },
    targetId: { type: Schema.Types.ObjectId, required: true },
    reporterId: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    reason: { type: String, required: true },
    text: { type: String, default: '' },
    /** The reporter was trusted when reporting: only these count towards hiding the item. */
    trusted: { type: Boolean, required: true },
    /** 'open' until staff decide on the item. */
    state: { type: String, enum: ['open', 'closed'], default: 'open' },
  },
  { timestamps: true },
);
reportSchema.index({ targetKind: 1, targetId: 1, reporterId: 1 }, { unique: true });
reportSchema.index({ state: 1, createdAt: -1 });
export interface ReportRow {
  _id: Types.ObjectId;
  targetKind: 'offer' | 'comment' | 'topic' | 'forum_comment' | 'profile';
  targetId: Types.ObjectId;
  reporterId: Types.ObjectId;
  reason: string;
  text: string;
  trusted: boolean;
  state: 'open' | 'closed';
  createdAt: Date;
}
export const ReportModel = mongoose.model('Report', reportSchema);

// "¿Expiró?": one per user and offer, by unique index.
const expiryReportSchema = new Schema(
  {
    offerId: { type: Schema.Types.ObjectId, ref: 'Offer', required: true },
    userId: { type: Schema.Types.ObjectId, ref: 'User', required: true },
  },
  { timestamps: true },
);
expiryReportSchema.index({ offerId: 1, userId: 1 }, { unique: true });
export const ExpiryReportModel = mongoose.model('ExpiryReport', expiryReportSchema);

// Every staff action on content or accounts: who, what, when, and the fields before and after.
const auditSchema = new Schema(
  {
    actorId: { type: Schema.Types.ObjectId, ref: 'User', default: null },
    action: { type: String, required: true },
    targetKind: { type: String, required: true },
    targetId: { type: String, required: true },
    before: { type: Schema.Types.Mixed, default: null },
    after: { type: Schema.Types.Mixed, default: null },
  },
  { timestamps: true },
);
auditSchema.index({ createdAt: -1 });
export interface AuditRow {
  _id: Types.ObjectId;
  actorId: Types.ObjectId | null;
  action: string;
  targetKind: string;
  targetId: string;
  before: unknown;
  after: unknown;
  createdAt: Date;
}
export const AuditLogModel = mongoose.model('AuditLog', auditSchema);
