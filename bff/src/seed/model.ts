import mongoose, { Schema } from 'mongoose';

// Who is loading the demo data right now. The unique index on `name` is the lock: of two
// instances starting together, exactly one insert succeeds (E11000 = someone else is seeding).
// `heartbeatAt` moves while the seed runs; a lock whose heartbeat stopped belongs to a seed that
// died half-way, and the next start takes it over and loads everything again.
const seedLockSchema = new Schema(
  {
    name: { type: String, required: true, unique: true },
    owner: { type: String, required: true },
    startedAt: { type: Date, required: true },
    heartbeatAt: { type: Date, required: true },
  },
  { versionKey: false },
);
export const SeedLockModel = mongoose.model('SeedLock', seedLockSchema);

// Written as the very last step of a complete seed; its absence means "seed (again)".
const seedMarkerSchema = new Schema(
  {
    name: { type: String, required: true, unique: true },
    finishedAt: { type: Date, required: true },
    durationMs: { type: Number, required: true },
    seeders: { type: [String], default: [] },
  },
  { versionKey: false },
);
export const SeedMarkerModel = mongoose.model('SeedMarker', seedMarkerSchema);
