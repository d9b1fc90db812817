import mongoose, { Schema, type InferSchemaType, type Types } from 'mongoose';

// What a user hears about (the bell): a new offer for one of their alerts, a reply, a mention, a
// moderation result, a medal. `title` is the Spanish sentence shown; `url` where it leads.
const notificationSchema = new Schema(
  {
    userId: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    kind: { type: String, enum: ['alert_match', 'reply', 'mention', 'moderation', 'medal'], required: true },
    title: { type: String, required: true, maxlength: 300 },
    url: { type: String, required: true, maxlength: 500 },
    image: { type: String, default: null },
    /**
     * What makes it once-only (`alert:<alertId>:<offerId>`, `reply:<commentId>`…): unique, so the
     * same event told twice (two instances, a retry) is one notification. Random when nothing repeats.
     */
    key: { type: String, required: true },
    readAt: { type: Date, default: null },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
);
notificationSchema.index({ key: 1 }, { unique: true });
notificationSchema.index({ userId: 1, createdAt: -1 });
notificationSchema.index({ userId: 1, readAt: 1 });

export type NotificationDocument = InferSchemaType<typeof notificationSchema> & { _id: Types.ObjectId; createdAt: Date };
export const NotificationModel = mongoose.model('Notification', notificationSchema);
