// DATA_DIR holds the embedded database, the development JWT secret and uploads. A path that cannot
// be that folder stops the start in one sentence saying why, never with a raw EEXIST stack.
import fs from 'node:fs';

/** Makes the data folder if missing; returns the Spanish sentence when it cannot be used, else null. */
export function dataDirProblem(dataDir: string): string | null {
  try {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.accessSync(dataDir, fs.constants.W_OK);
    return null;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const reason =
      code === 'EEXIST' || code === 'ENOTDIR'
        ? 'en su lugar (o en una carpeta superior) hay un archivo'
        : code === 'EACCES' || code === 'EPERM'
          ? 'no hay permiso para escribir en ella'
          : `el sistema respondió ${code ?? (error as Error).message}`;
    return `No se puede usar la carpeta de datos ${dataDir}: ${reason}. Elige otra con DATA_DIR=/ruta/a/una/carpeta.`;
  }
}
