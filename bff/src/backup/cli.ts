// `npm run backup -- <folder>` and `npm run restore -- <folder> [--replace]`: the whole database to
// plain files and back, with the same settings (and database engine) as `npm start`. With the
// embedded engine, stop the server first (one engine process per data folder).
import mongoose from 'mongoose';
import { ConfigError, loadConfig } from '../config';
import { EngineUnavailableError, startEngine } from '../db/engine';
import { describeUri } from '../plugins/db';
import { BackupError, backupFiles, dumpDatabase, restoreDatabase, restoreFiles } from './dump';

const USAGE = [
  'Uso:',
  '  npm run backup -- <carpeta>                copia toda la base de datos a <carpeta> (nueva o vacía)',
  '  npm run restore -- <carpeta> [--replace]   carga la copia de <carpeta>; --replace borra antes los datos que haya',
].join('\n');

async function main(command: string | undefined, argv: string[]): Promise<number> {
  const replace = argv.includes('--replace');
  const folders = argv.filter((arg) => !arg.startsWith('--'));
  const unknown = argv.filter((arg) => arg.startsWith('--') && !(command === 'restore' && arg === '--replace'));
  if ((command !== 'backup' && command !== 'restore') || folders.length !== 1 || unknown.length > 0) {
    if (unknown.length > 0) console.error(`Opción desconocida: ${unknown.join(' ')}`);
    console.log(USAGE);
    return 2;
  }
  const dir = folders[0] as string;
  const config = loadConfig();
  const engine = await startEngine({ mongodbUri: config.mongodbUri, dataDir: config.dataDir });
  try {
    await mongoose.connect(engine.uri, { serverSelectionTimeoutMS: 10_000 }).catch((error: Error) => {
      throw new EngineUnavailableError(`No se pudo conectar con la base de datos en ${describeUri(engine.uri)}: ${error.message.split('\n')[0]}`);
    });
    const db = mongoose.connection.db;
    if (!db) throw new EngineUnavailableError('No hay conexión con la base de datos.');
    const started = Date.now();
    const manifest = command === 'backup' ? await dumpDatabase(db, dir) : await restoreDatabase(db, dir, { replace });
    // The uploaded pictures are files beside the database: they go with it.
    const files = command === 'backup' ? backupFiles(config.dataDir, dir) : restoreFiles(dir, config.dataDir);
    const documents = Object.values(manifest.collections).reduce((sum, count) => sum + count, 0);
    const collections = Object.keys(manifest.collections).length;
    const verb = command === 'backup' ? 'Copia guardada en' : 'Copia cargada desde';
    console.log(`${verb} ${dir}: ${collections} colecciones, ${documents} documentos y ${files} imágenes subidas, en ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    return 0;
  } finally {
    await mongoose.disconnect().catch(() => undefined);
    await engine.stop();
  }
}

main(process.argv[2], process.argv.slice(3)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ConfigError || error instanceof EngineUnavailableError || error instanceof BackupError) console.error(`\n  ${error.message}\n`);
    else console.error(error);
    process.exit(1);
  },
);
