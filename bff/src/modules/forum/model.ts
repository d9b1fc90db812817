import mongoose, { Schema, type InferSchemaType, type Types } from 'mongoose';

const forumCategorySchema = new Schema(
  {
    name: { type: String, required: true, trim: true, maxlength: 60 },
    slug: { type: String, required: true, unique: true },
    description: { type: String, default: '' },
    color: { type: String, required: true },
    imageKey: { type: String, default: null },
    position: { type: Number, default: 0 },
    /** Cache, recomputed with countDocuments whenever a topic is created or moved. */
    topicsCount: { type: Number, default: 0 },
  },
  { timestamps: true },
);
forumCategorySchema.index({ position: 1 });

export type ForumCategoryDocument = InferSchemaType<typeof forumCategorySchema> & { _id: Types.ObjectId };
export const ForumCategoryModel = mongoose.model('ForumCategory', forumCategorySchema);

// A topic ("forum post"). `body` is sanitized HTML; `text` its plain text (excerpts, search).
const forumTopicSchema = new Schema(
  {
    title: { type: String, required: true, trim: true },
    slug: { type: String, required: true },
    body: { type: String, required: true },
    text: { type: String, required: true },
    categoryId: { type: Schema.Types.ObjectId, ref: 'ForumCategory', required: true },
    authorId: { type: Schema.Types.ObjectId, ref: 'User', default: null },
    pinned: { type: Boolean, default: false },
    /** Staff closed it: no new comments. */
    locked: { type: Boolean, default: false },
    /**
     * 'pending' (a new account's topic, or hidden by reports) and 'rejected' are seen only by the
     * author and staff. Topics written before moderation have no status: read it with $nin.
     */
    status: { type: String, enum: ['published', 'pending', 'rejected'], default: 'published' },
    review: {
      type: new Schema({ reason: { type: String, required: true }, rejection: { type: String, default: null } }, { _id: false }),
      default: null,
    },
    /** Cache, recomputed with countDocuments after each comment. */
    commentsCount: { type: Number, default: 0 },
    lastActivityAt: { type: Date, required: true, default: () => new Date() },
    editedAt: { type: Date, default: null },
  },
  { timestamps: true },
);
forumTopicSchema.index({ lastActivityAt: -1 });
forumTopicSchema.index({ categoryId: 1, lastActivityAt: -1 });
forumTopicSchema.index({ authorId: 1 });

export type ForumTopicDocument = InferSchemaType<typeof forumTopicSchema> & { _id: Types.ObjectId; createdAt: Date; updatedAt: Date };
export const ForumTopicModel = mongoose.model('ForumTopic', forumTopicSchema);

const forumCommentSchema = new Schema(
  {
    topicId: { type: Schema.Types.ObjectId, ref: 'ForumTopic', required: true },
    authorId: { type: Schema.Types.ObjectId, ref: 'User', default: null },
    body: { type: String, required: true },
    /** Hidden by staff or by reports: left out of the topic (older rows have no field: read it with $ne). */
    hidden: { type: Boolean, default: false },
  },
  { timestamps: true },
);
forumCommentSchema.index({ topicId: 1, createdAt: 1 });
forumCommentSchema.index({ authorId: 1 });

export type ForumCommentDocument = InferSchemaType<typeof forumCommentSchema> & { _id: Types.ObjectId; createdAt: Date };
export const ForumCommentModel = mongoose.model('ForumComment', forumCommentSchema);
