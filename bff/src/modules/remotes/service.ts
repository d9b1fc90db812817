import fs from 'node:fs';
import path from 'node:path';
import {
  RemoteDescriptor,
  type RemoteCanary,
  type RemoteDeployBody,
  type RemoteDeployRecord,
  type RemoteEntry,
  type RemotePromoteResponse,
  type RemoteVersionChoice,
} from '@gangazo/contracts';
import { Value } from '@sinclair/typebox/value';
import { ConflictError, NotFoundError } from '../../errors';
import { appendStep, deployedBuilds, historyEntries, lastCanaryStep, listHistory, markRolledBack, toRecord, undoableSteps, type StepContent } from './history';
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

function toCanary(canary: NonNullable<RemoteDocument['canary']>): RemoteCanary {
  return {
    version: canary.version,
    entry: canary.entry,
    ...(canary.serverEntry ? { serverEntry: canary.serverEntry } : {}),
    routes: [...canary.routes],
    slots: [...canary.slots] as RemoteCanary['slots'],
    platform: canary.platform,
    percent: canary.percent,
    updatedAt: canary.updatedAt.toISOString(),
  };
}

/**
 * The registry's entries as a deploy is checked against them: each remote's stable build and, when
 * it has one, its canary as well, since some browsers load it (its routes and slots are taken too).
 */
export function withCanaries(remotes: readonly RemoteEntry[]): RemoteEntry[] {
  return remotes.flatMap((remote) => (remote.canary ? [remote, { ...remote, ...remote.canary, source: remote.source }] : [remote]));
}

/** How many history steps name an origin the page policy allows scripts from (overrides of old builds). */
const HISTORY_ORIGIN_STEPS = 200;
/** How many versions of one remote a staff member is offered. */
const VERSION_CHOICES = 20;

function entryOrigin(entry: string): string | undefined {
  try {
    const url = new URL(entry);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined;
  } catch {
    // A path on this site ('/mf/…').
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
    ...(doc.canary ? { canary: toCanary(doc.canary) } : {}),
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
  /** The one registry read under way, which every caller without a copy waits for. */
  private refreshing: Promise<RemoteEntry[]> | undefined;
  /** Moves on every write: a read begun before it is not kept as the copy. */
  private generation = 0;
  /** Origins of every entry the registry knows, for the page policy; a new array only when they change. */
  private origins: { remotes?: readonly RemoteEntry[]; list: readonly string[] } = { list: [] };
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
    this.invalidate();
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

  /**
   * The registry, read at most once per `ttlMs` on this instance (other instances' deploys show
   * within it). Past that, the copy is still answered while one read refreshes it: every page
   * asks for the registry, and a crowd arriving as the copy expired each read it from the
   * database, the slowest of the cached home page's answers.
   */
  async list(): Promise<RemoteEntry[]> {
    const cached = this.cache;
    if (cached && Date.now() - cached.at < this.ttlMs) return cached.remotes;
    if (!this.refreshing) {
      const refreshing = this.reload().finally(() => {
        if (this.refreshing === refreshing) this.refreshing = undefined;
      });
      this.refreshing = refreshing;
    }
    if (!cached) return this.refreshing;
    // Nobody waits for this read: a failure keeps the old copy, and the next call tries again.
    this.refreshing.catch(() => undefined);
    return cached.remotes;
  }

  private async reload(): Promise<RemoteEntry[]> {
    const rebuilt = this.refreshLocal();
    if (rebuilt.length > 0) await this.syncLocal(rebuilt);
    const generation = this.generation;
    const docs = await RemoteModel.find().sort({ name: 1 }).lean<RemoteDocument[]>();
    const remotes = docs.map(toEntry);
    if (generation === this.generation) this.cache = { at: Date.now(), remotes };
    return remotes;
  }

  /** After a write: no copy, and no read begun before it, is answered again. */
  private invalidate(): void {
    this.cache = undefined;
    this.refreshing = undefined;
    this.generation++;
  }

  /** The registry as stored right now (checks must not judge against a cached copy). */
  private async fresh(): Promise<RemoteEntry[]> {
    this.invalidate();
    return this.list();
  }

  private async find(name: string): Promise<RemoteEntry | null> {
    const saved = await RemoteModel.findOne({ name }).lean<RemoteDocument>();
    return saved ? toEntry(saved) : null;
  }

  /**
   * Origins other than this site's that the registry knows builds on: live and canary entries and
   * the builds in the deploy history (a staff member may load one of those). Never a URL a browser
   * sent: only what deploys, checked and recorded, named. Computed again whenever the list is (every
   * change of the registry drops the cached list, so a deploy's origin is allowed on the next page).
   */
  async knownOrigins(): Promise<readonly string[]> {
    const remotes = await this.list();
    if (this.origins.remotes === remotes) return this.origins.list;
    const entries = [...withCanaries(remotes).map((remote) => remote.entry), ...(await historyEntries(HISTORY_ORIGIN_STEPS))];
    const found = [...new Set(entries.map(entryOrigin).filter((origin): origin is string => origin !== undefined))].sort();
    const same = found.length === this.origins.list.length && found.every((origin, i) => origin === this.origins.list[i]);
    this.origins = { remotes, list: same ? this.origins.list : found };
    return this.origins.list;
  }

  /** The registry's other remotes (with their canaries), as stored right now, for a deploy's checks. */
  private async othersThan(name: string): Promise<RemoteEntry[]> {
    return withCanaries((await this.fresh()).filter((remote) => remote.name !== name));
  }

  /**
   * Checks a team's build (deploy-check.ts), records it, then points the registry at it. With
   * `canary`, the build goes to that share of browsers beside the stable entry instead; a plain
   * deploy replaces the stable entry and drops any canary.
   */
  async deploy(name: string, body: RemoteDeployBody, by: string): Promise<RemoteEntry> {
    if (body.canary) return this.deployCanary(name, body, body.canary.percent, by);
    await this.options.check(name, body, await this.othersThan(name));
    const content = asContent(body);
    await appendStep({ name, kind: 'deploy', by, ...content });
    await this.apply(name, content);
    return this.found(name);
  }

  private async found(name: string): Promise<RemoteEntry> {
    const saved = await this.find(name);
    if (!saved) throw NotFoundError('El remoto no existe.');
    return saved;
  }

  private async deployCanary(name: string, body: RemoteDeployBody, percent: number, by: string): Promise<RemoteEntry> {
    const existing = await RemoteModel.findOne({ name }, { _id: 1 }).lean();
    // A canary is a share of browsers taken off a stable build; with none, the rest would get nothing.
    if (!existing) throw ConflictError(`«${name}» no tiene una versión estable: despliégalo primero sin «canary».`);
    await this.options.check(name, body, await this.othersThan(name));
    const content = asContent(body);
    await appendStep({ name, kind: 'canary', by, percent, ...content });
    await RemoteModel.updateOne({ name }, { $set: { canary: { ...content, percent, updatedAt: new Date() } } });
    this.invalidate();
    return this.found(name);
  }

  /**
   * The canary becomes the stable entry for everyone, checked again like a deploy (its files may be
   * gone, another remote may have taken a route since), and recorded as a `deploy` that `promotes`
   * the canary's step, so a rollback returns to the stable build before it.
   */
  async promote(name: string, by: string): Promise<RemotePromoteResponse> {
    const existing = await RemoteModel.findOne({ name }).lean<RemoteDocument>();
    if (!existing) throw NotFoundError('El remoto no existe.');
    if (!existing.canary) throw ConflictError(`«${name}» no tiene un canario que promover.`);
    const content = contentOf(existing.canary);
    await this.options.check(name, asDeployBody(content), await this.othersThan(name));
    const canaryStep = await lastCanaryStep(name);
    const step = await appendStep({ name, kind: 'deploy', by, ...content, ...(canaryStep ? { promotes: canaryStep.seq } : {}) });
    await this.apply(name, content);
    return { live: await this.found(name), step: toRecord(step) };
  }

  /** Withdraws the canary: every browser loads the stable entry again. */
  async dropCanary(name: string, by: string): Promise<RemoteEntry> {
    const existing = await RemoteModel.findOne({ name }).lean<RemoteDocument>();
    if (!existing) throw NotFoundError('El remoto no existe.');
    if (!existing.canary) throw ConflictError(`«${name}» no tiene un canario que retirar.`);
    await appendStep({ name, kind: 'canary-drop', by, ...contentOf(existing.canary) });
    await RemoteModel.updateOne({ name }, { $set: { canary: null } });
    this.invalidate();
    return this.found(name);
  }

  /**
   * The builds a staff member may load in their own browser: the live one, the canary, earlier
   * deploys and this site's own build, newest first, one per entry.
   */
  async versions(name: string): Promise<RemoteVersionChoice[]> {
    const existing = await RemoteModel.findOne({ name }).lean<RemoteDocument>();
    if (!existing) throw NotFoundError('El remoto no existe.');
    const choices: RemoteVersionChoice[] = [];
    const add = (kind: RemoteVersionChoice['kind'], content: StepContent) => {
      if (choices.length >= VERSION_CHOICES || choices.some((choice) => choice.entry === content.entry)) return;
      choices.push({ kind, ...asDeployBody(content) });
    };
    add('live', contentOf(existing));
    if (existing.canary) add('canary', contentOf(existing.canary));
    for (const step of await deployedBuilds(name, VERSION_CHOICES * 2)) add('earlier', contentOf(step));
    const local = this.localBuild(name);
    if (local) add('local', localContent(local));
    return choices.map(({ kind, version, entry, serverEntry, routes, slots, platform }) => ({
      kind,
      version,
      entry,
      ...(serverEntry ? { serverEntry } : {}),
      routes,
      slots,
      platform,
    }));
  }

  /** Puts a build live as the stable entry; whatever canary there was is dropped. */
  private async apply(name: string, content: StepContent): Promise<void> {
    const update = { name, ...content, source: 'deployed' as const, canary: null };
    const existing = await RemoteModel.findOne({ name }, { _id: 1 }).lean();
    if (existing) await RemoteModel.updateOne({ name }, { $set: update });
    else await RemoteModel.create(update);
    this.invalidate();
  }

  /** Back to this checkout's build, or out of the registry when there is none. */
  private async restoreLocal(name: string): Promise<void> {
    await RemoteModel.deleteOne({ name });
    const local = this.localBuild(name);
    if (local) await this.syncLocal([local]);
    this.invalidate();
  }

  /** Hands a remote back to this checkout's build (undoes a deploy); a remote with no build here leaves the registry. */
  async release(name: string, by: string): Promise<void> {
    const existing = await RemoteModel.findOne({ name }).lean<RemoteDocument>();
    if (!existing) throw NotFoundError('El remoto no existe.');
    const local = this.localBuild(name);
    // Already on this checkout's build: only a canary beside it changes.
    if (!(local && existing.source === 'local')) {
      await appendStep(local ? { name, kind: 'release', by, ...localContent(local) } : { name, kind: 'removal', by, ...contentOf(existing) });
    } else if (existing.canary) {
      await appendStep({ name, kind: 'canary-drop', by, ...contentOf(existing.canary) });
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
    if (previous?.kind === 'deploy') await this.options.check(name, asDeployBody(content), await this.othersThan(name));
    const step = await appendStep({ name, kind: 'rollback', by, restores: previous?.seq ?? 0, ...content });
    await markRolledBack(live);
    if (previous?.kind === 'deploy') await this.apply(name, content);
    else if (previous?.kind === 'removal') {
      // Drops any canary with the entry.
      await RemoteModel.deleteOne({ name });
      this.invalidate();
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
