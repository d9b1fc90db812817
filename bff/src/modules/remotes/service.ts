import fs from 'node:fs';
import path from 'node:path';
import { RemoteDescriptor, type RemoteDeployBody, type RemoteDeployRecord, type RemoteEntry } from '@gangazo/contracts';
import { Value } from '@sinclair/typebox/value';
import { ConflictError, NotFoundError } from '../../errors';
import { appendStep, listHistory, markRolledBack, toRecord, undoableSteps, type StepContent } from './history';
import { RemoteModel, type RemoteDeployDocument, type RemoteDocument } from './model';

/** A remote build found in this checkout (`mf-<name>/dist`). */
export interface LocalRemote {
  descriptor: RemoteDescriptor;
  distDir: string;
}

export function findLocalRemotes(staticRoot: string): LocalRemote[] {
  if (!fs.existsSync(staticRoot)) return [];
  const found: LocalRemote[] = [];
  for (const folder of fs.readdirSync(staticRoot).filter((f) => f.startsWith('mf-')).sort()) {
    const distDir = path.join(staticRoot, folder, 'dist');
    if (!fs.existsSync(path.join(distDir, 'mf-manifest.json'))) continue;
    const descriptor = readDescriptor(distDir);
    if (descriptor) found.push({ descriptor, distDir });
  }
  return found;
}

/** A build's dist/remote.json, or undefined when it is missing or not a valid descriptor. */
function readDescriptor(distDir: string): RemoteDescriptor | undefined {
  try {
    const descriptor: unknown = JSON.parse(fs.readFileSync(path.join(distDir, 'remote.json'), 'utf8'));
    return Value.Check(RemoteDescriptor, descriptor) ? descriptor : undefined;
  } catch {
    return undefined;
  }
}

/** The remote entry script named in a build's mf-manifest.json, for preload hints. */
export function readRemoteEntryFile(distDir: string): string | undefined {
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(distDir, 'mf-manifest.json'), 'utf8')) as {
      metaData?: { remoteEntry?: { name?: string; path?: string } };
    };
    const entry = manifest.metaData?.remoteEntry;
    if (!entry?.name) return undefined;
    return entry.path ? `${entry.path.replace(/\/$/, '')}/${entry.name}` : entry.name;
  } catch {
    return undefined;
  }
}

function toEntry(doc: RemoteDocument): RemoteEntry {
  return {
    name: doc.name,
    version: doc.version,
    entry: doc.entry,
    ...(doc.serverEntry ? { serverEntry: doc.serverEntry } : {}),
    routes: [...doc.routes],
    slots: [...doc.slots] as RemoteEntry['slots'],
    platform: doc.platform,
    source: doc.source,
    updatedAt: doc.updatedAt.toISOString(),
  };
}

/** Runs a deploy's checks against the registry's other remotes (deploy-check.ts); throws the refusal. */
export type DeployChecker = (name: string, body: RemoteDeployBody, others: RemoteEntry[]) => Promise<void>;

export interface RegistryOptions {
  /** This checkout's builds (`mf-*\/dist`), re-read when one is rebuilt. */
  local: LocalRemote[];
  check: DeployChecker;
  ttlMs?: number;
}

/** What the registry returns to after a rollback or a release. */
export interface RollbackResult {
  live?: RemoteEntry;
  step: RemoteDeployRecord;
}

function localContent(local: LocalRemote): StepContent {
  const { descriptor, distDir } = local;
  const serverBuilt = descriptor.serverEntry !== undefined && fs.existsSync(path.join(distDir, descriptor.serverEntry));
  return {
    version: descriptor.version,
    entry: `/mf/${descriptor.name}/mf-manifest.json`,
    serverEntry: serverBuilt ? `/mf/${descriptor.name}/${descriptor.serverEntry}` : null,
    routes: [...descriptor.routes],
    slots: [...descriptor.slots],
    platform: descriptor.platform,
  };
}

function contentOf(doc: Pick<RemoteDocument, 'version' | 'entry' | 'serverEntry' | 'routes' | 'slots' | 'platform'>): StepContent {
  return {
    version: doc.version,
    entry: doc.entry,
    serverEntry: doc.serverEntry ?? null,
    routes: [...doc.routes],
    slots: [...doc.slots],
    platform: doc.platform,
  };
}

function asDeployBody(content: StepContent): RemoteDeployBody {
  return {
    version: content.version,
    entry: content.entry,
    ...(content.serverEntry ? { serverEntry: content.serverEntry } : {}),
    routes: content.routes,
    slots: content.slots as RemoteDeployBody['slots'],
    platform: content.platform,
  };
}

/**
 * The registry. Reads are cached briefly: every page view needs it (it is inlined in the HTML),
 * and a deploy through another instance only has to show up within seconds. Every change goes
 * through the history (history.ts) first, so each one is recorded with who made it.
 */
export class RemoteRegistry {
  private cache: { at: number; remotes: RemoteEntry[] } | undefined;
  /** mtime of each local build's remote.json when last read. */
  private readonly localMtimes = new Map<string, number>();
  private readonly ttlMs: number;

  constructor(private readonly options: RegistryOptions) {
    this.ttlMs = options.ttlMs ?? 5000;
    for (const local of options.local) this.localMtimes.set(local.descriptor.name, descriptorMtime(local));
  }

  private localBuild(name: string): LocalRemote | undefined {
    return this.options.local.find((local) => local.descriptor.name === name);
  }

  /** Registers this checkout's builds, without overriding entries a team deployed. */
  async syncLocal(local: LocalRemote[] = this.options.local): Promise<void> {
    for (const build of local) {
      const update = { name: build.descriptor.name, ...localContent(build), source: 'local' as const };
      const existing = await RemoteModel.findOne({ name: update.name }).lean<RemoteDocument>();
      if (!existing) {
        try {
          await RemoteModel.create(update);
        } catch {
          // Another instance registered it first; its entry is as good as ours.
        }
      } else if (existing.source === 'local') {
        await RemoteModel.updateOne({ name: update.name, source: 'local' }, { $set: update });
      }
    }
    this.cache = undefined;
  }

  /**
   * A remote rebuilt while the BFF runs (`npm run build -w …`, `npm run dev`) gets a new
   * dist/remote.json: its version (and routes) reach the registry without a restart.
   */
  private refreshLocal(): LocalRemote[] {
    const changed: LocalRemote[] = [];
    for (const local of this.options.local) {
      const mtime = descriptorMtime(local);
      if (mtime === 0 || this.localMtimes.get(local.descriptor.name) === mtime) continue;
      this.localMtimes.set(local.descriptor.name, mtime);
      const descriptor = readDescriptor(local.distDir);
      // A different name would need its own /mf/ folder: that takes a restart.
      if (!descriptor || descriptor.name !== local.descriptor.name) continue;
      local.descriptor = descriptor;
      changed.push(local);
    }
    return changed;
  }

  async list(): Promise<RemoteEntry[]> {
    if (this.cache && Date.now() - this.cache.at < this.ttlMs) return this.cache.remotes;
    const rebuilt = this.refreshLocal();
    if (rebuilt.length > 0) await this.syncLocal(rebuilt);
    const docs = await RemoteModel.find().sort({ name: 1 }).lean<RemoteDocument[]>();
    const remotes = docs.map(toEntry);
    this.cache = { at: Date.now(), remotes };
    return remotes;
  }

  /** The registry as stored right now (checks must not judge against a cached copy). */
  private async fresh(): Promise<RemoteEntry[]> {
    this.cache = undefined;
    return this.list();
  }

  private async find(name: string): Promise<RemoteEntry | null> {
    const saved = await RemoteModel.findOne({ name }).lean<RemoteDocument>();
    return saved ? toEntry(saved) : null;
  }

  /** Checks a team's build (deploy-check.ts), records it, then points the registry at it. */
  async deploy(name: string, body: RemoteDeployBody, by: string): Promise<RemoteEntry> {
    const others = (await this.fresh()).filter((remote) => remote.name !== name);
    await this.options.check(name, body, others);
    const content = asContent(body);
    await appendStep({ name, kind: 'deploy', by, ...content });
    await this.apply(name, content);
    const saved = await this.find(name);
    if (!saved) throw NotFoundError('El remoto no existe.');
    return saved;
  }

  private async apply(name: string, content: StepContent): Promise<void> {
    const update = { name, ...content, source: 'deployed' as const };
    const existing = await RemoteModel.findOne({ name }, { _id: 1 }).lean();
    if (existing) await RemoteModel.updateOne({ name }, { $set: update });
    else await RemoteModel.create(update);
    this.cache = undefined;
  }

  /** Back to this checkout's build, or out of the registry when there is none. */
  private async restoreLocal(name: string): Promise<void> {
    await RemoteModel.deleteOne({ name });
    const local = this.localBuild(name);
    if (local) await this.syncLocal([local]);
    this.cache = undefined;
  }

  /** Hands a remote back to this checkout's build (undoes a deploy); a remote with no build here leaves the registry. */
  async release(name: string, by: string): Promise<void> {
    const existing = await RemoteModel.findOne({ name }).lean<RemoteDocument>();
    if (!existing) throw NotFoundError('El remoto no existe.');
    const local = this.localBuild(name);
    // Already on this checkout's build: nothing changes, nothing to record.
    if (!(local && existing.source === 'local')) {
      await appendStep(local ? { name, kind: 'release', by, ...localContent(local) } : { name, kind: 'removal', by, ...contentOf(existing) });
    }
    await this.restoreLocal(name);
  }

  /**
   * One step back per call: the live step is marked undone and the one before it goes live again
   * (checked like a deploy when it is one), recorded as a `rollback` of its own. A second rollback
   * therefore goes a further step back, not forth. Before a remote's first recorded deploy is this
   * checkout's build, when there is one; with nothing before, a 409.
   */
  async rollback(name: string, by: string): Promise<RollbackResult> {
    const [live, previous] = await undoableSteps(name, 2);
    const local = this.localBuild(name);
    if (!live || (!previous && !(local && live.kind === 'deploy'))) {
      throw ConflictError(`No hay un despliegue anterior de «${name}» al que volver.`);
    }
    const toLocal = !previous || previous.kind === 'release';
    const content = toLocal ? (local ? localContent(local) : contentOf(previous as RemoteDeployDocument)) : contentOf(previous);
    if (previous?.kind === 'deploy') {
      const others = (await this.fresh()).filter((remote) => remote.name !== name);
      await this.options.check(name, asDeployBody(content), others);
    }
    const step = await appendStep({ name, kind: 'rollback', by, restores: previous?.seq ?? 0, ...content });
    await markRolledBack(live);
    if (previous?.kind === 'deploy') await this.apply(name, content);
    else if (previous?.kind === 'removal') {
      await RemoteModel.deleteOne({ name });
      this.cache = undefined;
    } else await this.restoreLocal(name);
    const now = await this.find(name);
    return { ...(now ? { live: now } : {}), step: toRecord(step) };
  }

  async history(name: string, limit: number): Promise<RemoteDeployRecord[]> {
    return listHistory(name, limit);
  }
}

function asContent(body: RemoteDeployBody): StepContent {
  return {
    version: body.version,
    entry: body.entry,
    serverEntry: body.serverEntry ?? null,
    routes: [...body.routes],
    slots: [...body.slots],
    platform: body.platform,
  };
}

function descriptorMtime(local: LocalRemote): number {
  try {
    return fs.statSync(path.join(local.distDir, 'remote.json')).mtimeMs;
  } catch {
    return 0;
  }
}
