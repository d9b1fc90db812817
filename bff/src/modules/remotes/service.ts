import fs from 'node:fs';
import path from 'node:path';
import { RemoteDescriptor, type RemoteDeployBody, type RemoteEntry } from '@gangazo/contracts';
import { Value } from '@sinclair/typebox/value';
import { NotFoundError } from '../../errors';
import { RemoteModel, type RemoteDocument } from './model';

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
    const descriptorFile = path.join(distDir, 'remote.json');
    if (!fs.existsSync(descriptorFile) || !fs.existsSync(path.join(distDir, 'mf-manifest.json'))) continue;
    const descriptor: unknown = JSON.parse(fs.readFileSync(descriptorFile, 'utf8'));
    if (!Value.Check(RemoteDescriptor, descriptor)) continue;
    found.push({ descriptor, distDir });
  }
  return found;
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

/**
 * The registry. Reads are cached briefly: every page view needs it (it is inlined in the HTML),
 * and a deploy through another instance only has to show up within seconds.
 */
export class RemoteRegistry {
  private cache: { at: number; remotes: RemoteEntry[] } | undefined;
  constructor(private readonly ttlMs = 5000) {}

  /** Registers this checkout's builds, without overriding entries a team deployed. */
  async syncLocal(local: LocalRemote[]): Promise<void> {
    for (const { descriptor, distDir } of local) {
      const { serverEntry, ...rest } = descriptor;
      const serverBuilt = serverEntry !== undefined && fs.existsSync(path.join(distDir, serverEntry));
      const update = {
        ...rest,
        entry: `/mf/${descriptor.name}/mf-manifest.json`,
        serverEntry: serverBuilt ? `/mf/${descriptor.name}/${serverEntry}` : null,
        source: 'local' as const,
      };
      const existing = await RemoteModel.findOne({ name: descriptor.name }).lean<RemoteDocument>();
      if (!existing) {
        try {
          await RemoteModel.create(update);
        } catch {
          // Another instance registered it first; its entry is as good as ours.
        }
      } else if (existing.source === 'local') {
        await RemoteModel.updateOne({ name: descriptor.name, source: 'local' }, { $set: update });
      }
    }
    this.cache = undefined;
  }

  async list(): Promise<RemoteEntry[]> {
    if (this.cache && Date.now() - this.cache.at < this.ttlMs) return this.cache.remotes;
    const docs = await RemoteModel.find().sort({ name: 1 }).lean<RemoteDocument[]>();
    const remotes = docs.map(toEntry);
    this.cache = { at: Date.now(), remotes };
    return remotes;
  }

  async deploy(name: string, body: RemoteDeployBody): Promise<RemoteEntry> {
    const update = { name, serverEntry: null, ...body, source: 'deployed' as const };
    const existing = await RemoteModel.findOne({ name }).lean<RemoteDocument>();
    if (existing) await RemoteModel.updateOne({ name }, { $set: update });
    else await RemoteModel.create(update);
    this.cache = undefined;
    const saved = await RemoteModel.findOne({ name }).lean<RemoteDocument>();
    if (!saved) throw NotFoundError('El remoto no existe.');
    return toEntry(saved);
  }

  /** Hands a remote back to this checkout's build (undoes a deploy). */
  async release(name: string, local: LocalRemote[]): Promise<void> {
    const result = await RemoteModel.deleteOne({ name });
    if (result.deletedCount === 0) throw NotFoundError('El remoto no existe.');
    await this.syncLocal(local.filter((l) => l.descriptor.name === name));
  }
}
