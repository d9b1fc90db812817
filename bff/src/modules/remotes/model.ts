import mongoose, { Schema, type InferSchemaType } from 'mongoose';

/** A canary build beside the stable one (see RemoteCanary in contracts); null when there is none. */
const canarySchema = new Schema(
  {
    version: { type: String, required: true },
    entry: { type: String, required: true },
    serverEntry: { type: String, default: null },
    routes: { type: [String], default: [] },
    slots: { type: [String], default: [] },
    platform: { type: String, required: true },
    percent: { type: Number, required: true, min: 0, max: 100 },
    updatedAt: { type: Date, required: true },
  },
  { _id: false },
);

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
    canary: { type: canarySchema, default: null },
  },
  { timestamps: true },
);

export type RemoteDocument = InferSchemaType<typeof remoteSchema> & { updatedAt: Date };
export const RemoteModel = mongoose.model('Remote', remoteSchema);

/**
 * Every change of a remote's registry entry, in order (`seq` per remote). The unique index on
 * (name, seq) makes two changes at once impossible: the second insert loses (E11000) and is refused,
 * instead of both reading the same "live" step and one silently undoing the other.
 */
const remoteDeploySchema = new Schema(
  {
    name: { type: String, required: true },
    seq: { type: Number, required: true },
    kind: { type: String, enum: ['deploy', 'rollback', 'release', 'removal', 'canary', 'canary-drop'], required: true },
    version: { type: String, required: true },
    entry: { type: String, default: '' },
    serverEntry: { type: String, default: null },
    routes: { type: [String], default: [] },
    slots: { type: [String], default: [] },
    platform: { type: String, default: '' },
    by: { type: String, required: true },
    at: { type: Date, required: true },
    /** rollback: the seq it put back (0: this BFF's own build). */
    restores: { type: Number, default: null },
    /** Set when a rollback undid this step. */
    rolledBackAt: { type: Date, default: null },
    /** canary: the share of browsers it went to. */
    percent: { type: Number, default: null },
    /** A deploy that promoted a canary: that canary's seq. */
    promotes: { type: Number, default: null },
  },
  { collection: 'remotedeploys' },
);
remoteDeploySchema.index({ name: 1, seq: 1 }, { unique: true });

export type RemoteDeployDocument = InferSchemaType<typeof remoteDeploySchema> & { _id: mongoose.Types.ObjectId };
export const RemoteDeployModel = mongoose.model('RemoteDeploy', remoteDeploySchema);
