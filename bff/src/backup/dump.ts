// A backup is a folder: one `<collection>.jsonl` per collection (one document per line, in Extended
// JSON, so ObjectIds, dates and binary data come back as they were), one `<collection>.indexes.json`
// with its indexes, and `manifest.json` with the counts. Plain files: readable, diffable, and
// restorable on MongoDB or on the embedded engine alike.
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import mongoose from 'mongoose';

const { EJSON } = mongoose.mongo.BSON;
type Db = mongoose.mongo.Db;
type Document = mongoose.mongo.Document;

export const BACKUP_FORMAT = 'gangazo-backup/1';

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  createdAt: string;
  /** Documents per collection. */
  collections: Record<string, number>;
}

/** What is kept of an index: enough to make it again the same. */
interface IndexSpec {
  name: string;
  key: Record<string, unknown>;
  unique?: boolean;
  sparse?: boolean;
  expireAfterSeconds?: number;
  partialFilterExpression?: Document;
}

export class BackupError extends Error {}

const COLLECTION_NAME = /^[A-Za-z0-9_.-]{1,120}$/;

async function collectionNames(db: Db): Promise<string[]> {
  const all = await db.listCollections({}, { nameOnly: true }).toArray();
  return all
    .map((collection) => collection.name)
    .filter((name) => !name.startsWith('system.'))
    .sort();
}

function indexSpec(index: Document): IndexSpec {
  const spec: IndexSpec = { name: String(index.name), key: index.key as Record<string, unknown> };
  if (index.unique) spec.unique = true;
  if (index.sparse) spec.sparse = true;
  if (typeof index.expireAfterSeconds === 'number') spec.expireAfterSeconds = index.expireAfterSeconds;
  if (index.partialFilterExpression) spec.partialFilterExpression = index.partialFilterExpression as Document;
  return spec;
}

/** Writes every collection of `db` into `dir` (made if missing; it must be empty). */
export async function dumpDatabase(db: Db, dir: string, now = new Date()): Promise<BackupManifest> {
  fs.mkdirSync(dir, { recursive: true });
  if (fs.readdirSync(dir).length > 0) throw new BackupError(`La carpeta ${dir} no está vacía: elige una carpeta nueva para la copia.`);
  const manifest: BackupManifest = { format: BACKUP_FORMAT, createdAt: now.toISOString(), collections: {} };
  for (const name of await collectionNames(db)) {
    const collection = db.collection(name);
    const out = fs.createWriteStream(path.join(dir, `${name}.jsonl`), { encoding: 'utf8' });
    let count = 0;
    // In _id order, so two backups of the same data are the same files.
    for await (const document of collection.find({}).sort({ _id: 1 })) {
      if (!out.write(`${EJSON.stringify(document, { relaxed: false })}\n`)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
      count += 1;
    }
    await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
    const indexes = (await collection.indexes()).filter((index) => index.name !== '_id_').map(indexSpec);
    fs.writeFileSync(path.join(dir, `${name}.indexes.json`), `${JSON.stringify(indexes, null, 2)}\n`);
    manifest.collections[name] = count;
  }
  fs.writeFileSync(path.join(dir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

function readManifest(dir: string): BackupManifest {
  const file = path.join(dir, 'manifest.json');
  if (!fs.existsSync(file)) throw new BackupError(`En ${dir} no hay una copia de seguridad (falta manifest.json).`);
  let manifest: unknown;
  try {
    manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    throw new BackupError(`El manifest.json de ${dir} no es un JSON válido.`);
  }
  const value = manifest as Partial<BackupManifest>;
  if (value.format !== BACKUP_FORMAT || !value.collections || typeof value.collections !== 'object') throw new BackupError(`${dir} no es una copia de seguridad de Gangazo (${BACKUP_FORMAT}).`);
  for (const [name, count] of Object.entries(value.collections)) {
    if (!COLLECTION_NAME.test(name) || !Number.isInteger(count) || count < 0) throw new BackupError(`El manifest.json de ${dir} nombra una colección no válida: ${name}.`);
  }
  return value as BackupManifest;
}

/**
 * Loads a backup into `db`. Refuses a database that already holds data unless `replace` (then its
 * collections are emptied first). Checks every count against the manifest.
 */
export async function restoreDatabase(db: Db, dir: string, options: { replace?: boolean } = {}): Promise<BackupManifest> {
  const manifest = readManifest(dir);
  const existing = await collectionNames(db);
  const holding: string[] = [];
  for (const name of existing) if ((await db.collection(name).estimatedDocumentCount()) > 0) holding.push(name);
  if (holding.length > 0 && !options.replace) {
    throw new BackupError(`La base de datos ya tiene datos (${holding.slice(0, 5).join(', ')}${holding.length > 5 ? '…' : ''}): usa --replace para reemplazarlos por la copia.`);
  }
  for (const name of existing) await db.collection(name).drop();
  for (const [name, expected] of Object.entries(manifest.collections)) {
    const collection = db.collection(name);
    const indexesFile = path.join(dir, `${name}.indexes.json`);
    const indexes = fs.existsSync(indexesFile) ? (JSON.parse(fs.readFileSync(indexesFile, 'utf8')) as IndexSpec[]) : [];
    await db.createCollection(name);
    for (const { key, ...options } of indexes) await collection.createIndex(key as mongoose.mongo.IndexSpecification, options);
    let batch: Document[] = [];
    let count = 0;
    const lines = readline.createInterface({ input: fs.createReadStream(path.join(dir, `${name}.jsonl`), { encoding: 'utf8' }), crlfDelay: Infinity });
    for await (const line of lines) {
      if (!line.trim()) continue;
      batch.push(EJSON.parse(line, { relaxed: false }) as Document);
      if (batch.length >= 500) {
        await collection.insertMany(batch, { ordered: true });
        count += batch.length;
        batch = [];
      }
    }
    if (batch.length > 0) {
      await collection.insertMany(batch, { ordered: true });
      count += batch.length;
    }
    if (count !== expected) throw new BackupError(`La colección ${name} tiene ${count} documentos en la copia y el manifiesto dice ${expected}: la copia está incompleta.`);
  }
  return manifest;
}

/** Uploaded pictures live on disk beside the database (`DATA_DIR/assets`); resized variants are a cache. */
const FILES = 'assets';
const REGENERATED = new Set(['variants']);

/** Copies the uploads into the backup (`files/assets`); returns how many files. */
export function backupFiles(dataDir: string, dir: string): number {
  const from = path.join(dataDir, FILES);
  if (!fs.existsSync(from)) return 0;
  let files = 0;
  fs.cpSync(from, path.join(dir, 'files', FILES), {
    recursive: true,
    filter: (source) => {
      const relative = path.relative(from, source);
      if (REGENERATED.has(relative.split(path.sep)[0] ?? '')) return false;
      if (fs.statSync(source).isFile()) files += 1;
      return true;
    },
  });
  return files;
}

/** Puts the backup's uploads back under the data folder (beside any already there). */
export function restoreFiles(dir: string, dataDir: string): number {
  const from = path.join(dir, 'files', FILES);
  if (!fs.existsSync(from)) return 0;
  let files = 0;
  fs.cpSync(from, path.join(dataDir, FILES), {
    recursive: true,
    filter: (source) => {
      if (fs.statSync(source).isFile()) files += 1;
      return true;
    },
  });
  return files;
}
