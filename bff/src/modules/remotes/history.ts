// A remote's deploy history: every change of its registry entry, who made it and when, and the
// steps a rollback can go back to.
import type { RemoteDeployKind, RemoteDeployRecord } from '@gangazo/contracts';
import { ConflictError, isDuplicateKeyError } from '../../errors';
import { RemoteDeployModel, type RemoteDeployDocument } from './model';

/** What a step puts live (for a removal: what it took away). */
export interface StepContent {
  version: string;
  entry: string;
  serverEntry: string | null;
  routes: string[];
  slots: string[];
  platform: string;
}

export interface NewStep extends StepContent {
  name: string;
  kind: RemoteDeployKind;
  by: string;
  restores?: number;
  percent?: number;
  promotes?: number;
}

/** Steps a rollback can return to: what each left live. Rollbacks themselves only point back. */
const UNDOABLE: RemoteDeployKind[] = ['deploy', 'release', 'removal'];

export function toRecord(doc: RemoteDeployDocument): RemoteDeployRecord {
  return {
    seq: doc.seq,
    kind: doc.kind,
    version: doc.version,
    entry: doc.entry,
    ...(doc.serverEntry ? { serverEntry: doc.serverEntry } : {}),
    routes: [...doc.routes],
    slots: [...doc.slots] as RemoteDeployRecord['slots'],
    platform: doc.platform,
    by: doc.by,
    at: doc.at.toISOString(),
    ...(doc.restores !== null && doc.restores !== undefined ? { restores: doc.restores } : {}),
    rolledBack: doc.rolledBackAt !== null && doc.rolledBackAt !== undefined,
    ...(doc.percent !== null && doc.percent !== undefined ? { percent: doc.percent } : {}),
    ...(doc.promotes !== null && doc.promotes !== undefined ? { promotes: doc.promotes } : {}),
  };
}

/**
 * Appends a step with the next `seq`. Two changes of one remote at the same moment both read the
 * same last step; the unique (name, seq) index lets one through and the other is told to retry.
 */
export async function appendStep(step: NewStep): Promise<RemoteDeployDocument> {
  const last = await RemoteDeployModel.find({ name: step.name }, { seq: 1 }).sort({ seq: -1 }).limit(1).lean<{ seq: number }[]>();
  const seq = (last[0]?.seq ?? 0) + 1;
  try {
    const created = await RemoteDeployModel.create({ ...step, restores: step.restores ?? null, percent: step.percent ?? null, promotes: step.promotes ?? null, seq, at: new Date() });
    return created.toObject() as RemoteDeployDocument;
  } catch (error) {
    if (isDuplicateKeyError(error)) throw ConflictError(`Otro cambio de «${step.name}» se hizo al mismo tiempo; revisa el historial y vuelve a intentarlo.`);
    throw error;
  }
}

export async function listHistory(name: string, limit: number): Promise<RemoteDeployRecord[]> {
  const docs = await RemoteDeployModel.find({ name }).sort({ seq: -1 }).limit(limit).lean<RemoteDeployDocument[]>();
  return docs.map(toRecord);
}

/** The live step first, then the ones a rollback would go back to, newest first (undone steps skipped). */
export async function undoableSteps(name: string, limit = 2): Promise<RemoteDeployDocument[]> {
  return RemoteDeployModel.find({ name, kind: { $in: UNDOABLE }, rolledBackAt: null })
    .sort({ seq: -1 })
    .limit(limit)
    .lean<RemoteDeployDocument[]>();
}

export async function markRolledBack(doc: RemoteDeployDocument): Promise<void> {
  await RemoteDeployModel.updateOne({ _id: doc._id }, { $set: { rolledBackAt: new Date() } });
}

/** The latest canary step of a remote (the one a promote records it came from). */
export async function lastCanaryStep(name: string): Promise<RemoteDeployDocument | null> {
  const [step] = await RemoteDeployModel.find({ name, kind: 'canary' }).sort({ seq: -1 }).limit(1).lean<RemoteDeployDocument[]>();
  return step ?? null;
}

/** Builds that were live or canary for a remote, newest first (what a staff member may load instead). */
export async function deployedBuilds(name: string, limit: number): Promise<RemoteDeployDocument[]> {
  return RemoteDeployModel.find({ name, kind: { $in: ['deploy', 'canary', 'rollback', 'release'] } })
    .sort({ seq: -1 })
    .limit(limit)
    .lean<RemoteDeployDocument[]>();
}

/** Every entry URL the history names (bounded): their origins may serve an override's scripts. */
export async function historyEntries(limit: number): Promise<string[]> {
  const docs = await RemoteDeployModel.find({ kind: { $in: ['deploy', 'canary', 'rollback'] } }, { entry: 1 })
    .sort({ at: -1 })
    .limit(limit)
    .lean<{ entry: string }[]>();
  return docs.map((doc) => doc.entry);
}
