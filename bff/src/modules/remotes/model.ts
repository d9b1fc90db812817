import mongoose, { Schema, type InferSchemaType } from 'mongoose';

const remoteSchema = new Schema(
  {
    name: { type: String, required: true, unique: true },
    version: { type: String, required: true },
    entry: { type: String, required: true },
    serverEntry: { type: String, default: null },
    routes: { type: [String], default: [] },
    slots: { type: [String], default: [] },
    platform: { type: String, required: true },
    source: { type: String, enum: ['local', 'deployed'], required: true },
  },
  { timestamps: true },
);

export type RemoteDocument = InferSchemaType<typeof remoteSchema> & { updatedAt: Date };
export const RemoteModel = mongoose.model('Remote', remoteSchema);
