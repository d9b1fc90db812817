// A backup taken from one database and restored into a fresh one gives back every document, with
// its types, and every index; refusals leave both sides untouched.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import mongoose from 'mongoose';
import { buildTestApp } from '../test/build-test-app';
import { createCatalogFixture } from '../test/catalog-fixtures';
import { createUser } from '../test/login';
import { BackupError, backupFiles, dumpDatabase, restoreDatabase, restoreFiles } from './dump';

const { EJSON, Binary, Int32, Long, Double } = mongoose.mongo.BSON;
const temp = (name: string) => fs.mkdtempSync(path.join(os.tmpdir(), `gangazo-${name}-`));

function db(): mongoose.mongo.Db {
  const current = mongoose.connection.db;
  if (!current) throw new Error('sin base de datos');
  return current;
}

/** Every document of every collection, as canonical Extended JSON, in _id order. */
async function snapshot(): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  const names = (await db().listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name).filter((n) => !n.startsWith('system.'));
  for (const name of names.sort()) {
    const docs = await db().collection(name).find({}).sort({ _id: 1 }).toArray();
    if (docs.length > 0) out[name] = docs.map((doc) => EJSON.stringify(doc, { relaxed: false }));
  }
  return out;
}

async function indexSnapshot(): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  const names = (await db().listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name).filter((n) => !n.startsWith('system.'));
  for (const name of names.sort()) {
    const indexes = await db().collection(name).indexes();
    out[name] = indexes.map((index) => `${index.name} ${JSON.stringify(index.key)} ${index.unique ? 'unique' : ''}`).sort();
  }
  return out;
}

test('backup → restore into a fresh database: every document (with its types) and every index comes back', async () => {
  const backup = temp('backup');
  const targetDir = temp('restored');
  let before: Record<string, string[]>;
  let beforeIndexes: Record<string, string[]>;
  let source: FastifyInstance | undefined;
  let target: FastifyInstance | undefined;
  try {
    source = await buildTestApp();
    await createCatalogFixture({ multipleCodes: 3 });
    const { token } = await createUser(source);
    await source.inject({ method: 'POST', url: '/api/v1/forum', headers: { authorization: `Bearer ${token}` }, payload: { title: 'Un tema para la copia de seguridad', body: '<p>Hola <strong>parceros</strong></p>', category_id: 'tecnologia' } });
    // Types a plain JSON export would lose.
    await db().collection('backup_probe').insertOne({
      when: new Date('2026-11-25T12:34:56.789Z'),
      small: new Int32(7),
      big: Long.fromString('9007199254740993'),
      real: new Double(2),
      bytes: new Binary(Buffer.from([0, 1, 2, 250])),
      nested: { list: [1, 'dos', null, { tres: true }] },
      text: 'Ñandú — “comillas” y emojis 🛒',
    });
    before = await snapshot();
    beforeIndexes = await indexSnapshot();
    expect(Object.keys(before).length).toBeGreaterThan(5);

    const manifest = await dumpDatabase(db(), backup, new Date('2026-11-25T13:00:00Z'));
    expect(manifest.createdAt).toBe('2026-11-25T13:00:00.000Z');
    expect(Object.fromEntries(Object.entries(manifest.collections).filter(([, count]) => count > 0))).toEqual(Object.fromEntries(Object.entries(before).map(([name, docs]) => [name, docs.length])));
    // A second backup into the same folder is refused.
    await expect(dumpDatabase(db(), backup)).rejects.toThrow(BackupError);
    await source.close();
    source = undefined;

    target = await buildTestApp({ dataDir: targetDir });
    await restoreDatabase(db(), backup);
    expect(await snapshot()).toEqual(before);
    expect(await indexSnapshot()).toEqual(beforeIndexes);
    // Started again on the restored data (as after `npm run restore`), the site serves its offers.
    await target.close();
    target = await buildTestApp({ dataDir: targetDir });
    expect((await target.inject({ method: 'GET', url: '/api/gangazo/offers?page=1' })).json().items.length).toBeGreaterThan(0);

    // Into a database that holds data: refused unless --replace, which leaves exactly the backup.
    await db().collection('backup_probe').insertOne({ extra: 'no debería quedar' });
    await expect(restoreDatabase(db(), backup)).rejects.toThrow(/La base de datos ya tiene datos .*usa --replace/);
    await restoreDatabase(db(), backup, { replace: true });
    expect(await snapshot()).toEqual(before);
  } finally {
    await source?.close();
    await target?.close();
    fs.rmSync(backup, { recursive: true, force: true });
    fs.rmSync(targetDir, { recursive: true, force: true });
  }
});

test('a folder that is not a complete backup is refused before anything is written', async () => {
  const app = await buildTestApp();
  const dir = temp('not-a-backup');
  try {
    await expect(restoreDatabase(db(), dir)).rejects.toThrow(`En ${dir} no hay una copia de seguridad (falta manifest.json).`);
    fs.writeFileSync(path.join(dir, 'manifest.json'), '{"format":"otra-cosa","collections":{}}');
    await expect(restoreDatabase(db(), dir)).rejects.toThrow('no es una copia de seguridad de Gangazo');
    fs.writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify({ format: 'gangazo-backup/1', createdAt: '', collections: { '../fuera': 1 } }));
    await expect(restoreDatabase(db(), dir)).rejects.toThrow('nombra una colección no válida: ../fuera');
    // Counts that do not match the files: the copy is incomplete.
    fs.writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify({ format: 'gangazo-backup/1', createdAt: '', collections: { cortada: 3 } }));
    fs.writeFileSync(path.join(dir, 'cortada.jsonl'), `${EJSON.stringify({ a: 1 })}\n`);
    await expect(restoreDatabase(db(), dir)).rejects.toThrow('La colección cortada tiene 1 documentos en la copia y el manifiesto dice 3');
  } finally {
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('the uploaded pictures go with the backup (not the resized copies, made again on demand)', () => {
  const dataDir = temp('data');
  const backup = temp('backup-files');
  const restored = temp('data-restored');
  try {
    fs.mkdirSync(path.join(dataDir, 'assets', 'offer'), { recursive: true });
    fs.mkdirSync(path.join(dataDir, 'assets', 'avatars'), { recursive: true });
    fs.mkdirSync(path.join(dataDir, 'assets', 'variants', 'offer'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'assets', 'offer', '0123456789abcdef01234567.webp'), Buffer.from([1, 2, 3]));
    fs.writeFileSync(path.join(dataDir, 'assets', 'avatars', 'ana.webp'), Buffer.from([4, 5]));
    fs.writeFileSync(path.join(dataDir, 'assets', 'variants', 'offer', 'x-320.webp'), Buffer.from([9]));
    expect(backupFiles(dataDir, backup)).toBe(2);
    expect(restoreFiles(backup, restored)).toBe(2);
    expect(fs.readFileSync(path.join(restored, 'assets', 'offer', '0123456789abcdef01234567.webp'))).toEqual(Buffer.from([1, 2, 3]));
    expect(fs.readFileSync(path.join(restored, 'assets', 'avatars', 'ana.webp'))).toEqual(Buffer.from([4, 5]));
    expect(fs.existsSync(path.join(restored, 'assets', 'variants'))).toBe(false);
  } finally {
    for (const dir of [dataDir, backup, restored]) fs.rmSync(dir, { recursive: true, force: true });
  }
});
