import mongoose, { Schema, type InferSchemaType, type Types } from 'mongoose';

const postCategorySchema = new Schema(
  {
    name: { type: String, required: true, trim: true, maxlength: 60 },
    slug: { type: String, required: true, unique: true },
    description: { type: String, default: '' },
    position: { type: Number, default: 0 },
  },
  { timestamps: true },
);
postCategorySchema.index({ position: 1 });

export type PostCategoryDocument = InferSchemaType<typeof postCategorySchema> & { _id: Types.ObjectId };
export const PostCategoryModel = mongoose.model('PostCategory', postCategorySchema);

// A blog post. Only `published` posts whose publishedAt has come are shown.
const postSchema = new Schema(
  {
    title: { type: String, required: true, trim: true, maxlength: 160 },
    slug: { type: String, required: true, unique: true },
    categoryId: { type: Schema.Types.ObjectId, ref: 'PostCategory', required: true },
    authorId: { type: Schema.Types.ObjectId, ref: 'User', default: null },
    coverKey: { type: String, default: null },
    /** Sanitized HTML. */
    body: { type: String, required: true },
    /** Plain text of the body (excerpt, reading time). */
    text: { type: String, required: true },
    status: { type: String, enum: ['draft', 'published'], default: 'draft' },
    publishedAt: { type: Date, default: null },
  },
  { timestamps: true },
);
postSchema.index({ status: 1, publishedAt: -1 });
postSchema.index({ categoryId: 1, status: 1, publishedAt: -1 });

export type PostDocument = InferSchemaType<typeof postSchema> & { _id: Types.ObjectId; createdAt: Date; updatedAt: Date };
export const PostModel = mongoose.model('Post', postSchema);
