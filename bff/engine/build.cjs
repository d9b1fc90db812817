// Builds the embedded database engine (FerretDB v1 over SQLite, see main.go) with Go, once.
// Skipped when the binary is newer than its sources, when MONGODB_URI is set, or when Go is
// missing. A failed build is reported in one line and exits 0: MONGODB_URI or a mongod may
// still give the BFF a database, and its start-up is what says so when none can be had.
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const dir = __dirname;
const binary = path.join(dir, 'bin', 'gangazo-engine');
const sources = ['main.go', 'go.mod', 'go.sum'].map((f) => path.join(dir, f));

function isFresh() {
  if (!fs.existsSync(binary)) return false;
  const built = fs.statSync(binary).mtimeMs;
  return sources.every((s) => fs.statSync(s).mtimeMs <= built);
}

function main() {
  if (process.env.MONGODB_URI) return;
  if (isFresh()) return;
  if (spawnSync('go', ['version'], { stdio: 'ignore' }).status !== 0) {
    console.warn('gangazo-engine: Go no está instalado; se usará MONGODB_URI o un mongod del sistema.');
    return;
  }
  console.log('gangazo-engine: compilando FerretDB (la primera vez tarda alrededor de un minuto)…');
  // Go's stderr is kept, not shown: on success it is only download progress, on failure its last lines are the reason.
  const build = spawnSync('go', ['build', '-trimpath', '-o', binary, '.'], {
    cwd: dir,
    stdio: ['ignore', 'inherit', 'pipe'],
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, CGO_ENABLED: '0' },
  });
  if (build.status === 0 && !build.error) return;
  console.error(
    `gangazo-engine: no se pudo compilar el motor de base de datos embebido (Go dijo: «${goReason(build)}»); ` +
      'instala Go 1.24 o más reciente con acceso al proxy de módulos (proxy.golang.org), o define MONGODB_URI con la dirección de un MongoDB, o pon mongod en el PATH.',
  );
}

const REASON_LINES = 3;
const REASON_CHARS = 400;

/** The last few lines Go printed, on one line, without the download progress. */
function goReason(build) {
  if (build.error) return build.error.message;
  const lines = String(build.stderr ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('go: downloading'));
  const reason = lines.slice(-REASON_LINES).join(' / ') || (build.signal ? `terminado por ${build.signal}` : `código de salida ${build.status}`);
  return reason.length > REASON_CHARS ? `…${reason.slice(-REASON_CHARS)}` : reason;
}

main();
