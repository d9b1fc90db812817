// Builds the embedded database engine (FerretDB v1 over SQLite, see main.go) with Go, once.
// Skipped when the binary is newer than its sources, when MONGODB_URI is set, or when Go is
// missing (the BFF then explains at start-up what to install or set).
const { execFileSync, spawnSync } = require('node:child_process');
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
  execFileSync('go', ['build', '-trimpath', '-o', binary, '.'], {
    cwd: dir,
    stdio: 'inherit',
    env: { ...process.env, CGO_ENABLED: '0' },
  });
}

main();
