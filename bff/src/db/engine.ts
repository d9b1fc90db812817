// Finds a database for the BFF. In order: MONGODB_URI; a `mongod` on PATH; MongoDB through
// mongodb-memory-server (needs to download its binary, so it fails fast offline); FerretDB v1
// over SQLite, built from the Go module proxy by bff/engine. Embedded data lives under DATA_DIR.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import dns from 'node:dns/promises';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { dataDirProblem } from '../lib/data-dir';
import { EngineSupervisor, stopProcess, type EngineStatus } from './supervisor';

export type EngineKind = 'external' | 'mongod' | 'memory-server' | 'ferretdb';

export interface RunningEngine {
  kind: EngineKind;
  /** Connection string including the database name. */
  uri: string;
  stop(): Promise<void>;
  /** Engines this process runs and restarts (the embedded one) tell when they go down and come back. */
  onStatus?(listener: (status: EngineStatus) => void): void;
}

export interface EngineOptions {
  mongodbUri: string | undefined;
  dataDir: string;
  /** Restricts the search, e.g. `ferretdb` in tests. */
  prefer?: EngineKind | 'auto';
  dbName?: string;
  log?: (message: string) => void;
}

export class EngineUnavailableError extends Error {}

const ENGINE_DIR = path.resolve(__dirname, '..', '..', 'engine');
const FERRETDB_BINARY = path.join(ENGINE_DIR, 'bin', 'gangazo-engine');
const MEMORY_SERVER_FAILURE = 'memory-server-unavailable';
const MEMORY_SERVER_RETRY_MS = 24 * 60 * 60 * 1000;
const MEMORY_SERVER_DOWNLOAD_HOST = 'fastdl.mongodb.org';

export async function startEngine(options: EngineOptions): Promise<RunningEngine> {
  const dbName = options.dbName ?? 'gangazo';
  const log = options.log ?? (() => undefined);
  const prefer = options.prefer ?? 'auto';

  if (options.mongodbUri) {
    return { kind: 'external', uri: options.mongodbUri, stop: async () => undefined };
  }
  ensureDataDir(options.dataDir);

  if ((prefer === 'auto' || prefer === 'mongod') && commandExists('mongod')) {
    log('Base de datos: mongod del sistema');
    return startMongod(options.dataDir, dbName);
  }
  if (prefer === 'auto' || prefer === 'memory-server') {
    const engine = await tryMemoryServer(options.dataDir, dbName, log);
    if (engine) return engine;
  }
  let ferret: FerretOutcome | 'not-tried' = 'not-tried';
  if (prefer === 'auto' || prefer === 'ferretdb') {
    ferret = ensureFerretBinary(log);
    if (ferret === 'ready') {
      log('Base de datos: motor embebido (FerretDB sobre SQLite)');
      return startFerret(options.dataDir, dbName, log);
    }
  }
  throw new EngineUnavailableError(noEngineMessage(ferret));
}

/** The data folder, made if missing; one that cannot be (a file there, no permission) stops the start. */
function ensureDataDir(dataDir: string): void {
  const problem = dataDirProblem(dataDir);
  if (problem) throw new EngineUnavailableError(problem);
}

/** Whether the embedded engine's binary could be had. */
type FerretOutcome = 'ready' | 'no-go' | 'build-failed';

/** The one sentence the start stops with when no database can be had. */
export function noEngineMessage(ferret: Exclude<FerretOutcome, 'ready'> | 'not-tried'): string {
  if (ferret === 'build-failed') {
    // Telling someone with Go to install Go sends them the wrong way: the reason is Go's error, printed just above.
    return 'No hay base de datos disponible: Go está instalado pero no pudo compilar el motor embebido (el error de Go está justo encima; hace falta Go 1.24 o más reciente con acceso a proxy.golang.org), así que define MONGODB_URI con la dirección de un MongoDB o instala mongod.';
  }
  return 'No hay base de datos disponible: define MONGODB_URI con la dirección de un MongoDB, instala mongod, o instala Go 1.24 o más reciente para compilar el motor embebido.';
}

function commandExists(command: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('sin puerto'))));
    });
  });
}

async function waitForPort(port: number, timeoutMs: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new EngineUnavailableError(`El motor de base de datos se cerró al iniciar (código ${child.exitCode}).`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new EngineUnavailableError('El motor de base de datos no respondió a tiempo.');
}

async function startMongod(dataDir: string, dbName: string): Promise<RunningEngine> {
  const dbPath = path.join(dataDir, 'mongod');
  fs.mkdirSync(dbPath, { recursive: true });
  const port = await freePort();
  const child = spawn('mongod', ['--dbpath', dbPath, '--port', String(port), '--bind_ip', '127.0.0.1', '--quiet'], { stdio: 'ignore' });
  await waitForPort(port, 30000, child);
  return { kind: 'mongod', uri: `mongodb://127.0.0.1:${port}/${dbName}`, stop: () => stopProcess(child, false) };
}

async function tryMemoryServer(dataDir: string, dbName: string, log: (m: string) => void): Promise<RunningEngine | null> {
  // A failed download is remembered for a day so every start does not pay for it again.
  const marker = path.join(dataDir, MEMORY_SERVER_FAILURE);
  if (fs.existsSync(marker) && Date.now() - fs.statSync(marker).mtimeMs < MEMORY_SERVER_RETRY_MS) return null;
  // Offline machines cannot download MongoDB: find that out in a DNS lookup, not a failed download.
  if (!(await canResolve(MEMORY_SERVER_DOWNLOAD_HOST, 2000)) && !hasCachedMongoBinary()) {
    fs.writeFileSync(marker, new Date().toISOString());
    return null;
  }
  try {
    const { MongoMemoryServer } = await import('mongodb-memory-server-core');
    const dbPath = path.join(dataDir, 'mongodb');
    fs.mkdirSync(dbPath, { recursive: true });
    const server = await withTimeout(
      MongoMemoryServer.create({ instance: { dbPath, storageEngine: 'wiredTiger', ip: '127.0.0.1' } }),
      20000,
    );
    log('Base de datos: MongoDB (mongodb-memory-server)');
    return {
      kind: 'memory-server',
      uri: server.getUri(dbName),
      stop: async () => {
        await server.stop({ doCleanup: false });
      },
    };
  } catch {
    fs.writeFileSync(marker, new Date().toISOString());
    return null;
  }
}

async function canResolve(host: string, timeoutMs: number): Promise<boolean> {
  try {
    await withTimeout(dns.lookup(host), timeoutMs);
    return true;
  } catch {
    return false;
  }
}

function hasCachedMongoBinary(): boolean {
  const cache = path.join(os.homedir(), '.cache', 'mongodb-binaries');
  return fs.existsSync(cache) && fs.readdirSync(cache).some((f) => f.startsWith('mongod'));
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('tiempo agotado')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

function ensureFerretBinary(log: (m: string) => void): FerretOutcome {
  if (fs.existsSync(FERRETDB_BINARY)) return 'ready';
  if (!commandExists('go')) return 'no-go';
  log('Compilando el motor de base de datos embebido (una sola vez)…');
  spawnSync(process.execPath, [path.join(ENGINE_DIR, 'build.cjs')], { stdio: 'inherit' });
  // build.cjs exits 0 even when Go fails (so `npm run build` carries on): only the binary proves it worked.
  return fs.existsSync(FERRETDB_BINARY) ? 'ready' : 'build-failed';
}

async function startFerret(dataDir: string, dbName: string, log: (m: string) => void): Promise<RunningEngine> {
  const dbPath = path.join(dataDir, 'db');
  fs.mkdirSync(dbPath, { recursive: true });
  const first = await launchFerret(dbPath, '127.0.0.1:0');
  // A restart listens where the first one did, so the driver's connections find it again.
  const address = new URL(first.base).host;
  const supervisor = new EngineSupervisor({ running: first.child, launch: async () => (await launchFerret(dbPath, address)).child, log });
  return {
    kind: 'ferretdb',
    uri: `${first.base.replace(/\/$/, '')}/${dbName}`,
    stop: () => supervisor.stop(),
    onStatus: (listener) => supervisor.onStatus(listener),
  };
}

/** Starts the engine's process; resolves with its address once it says READY. */
async function launchFerret(dbPath: string, listen: string): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(FERRETDB_BINARY, ['-data', dbPath, '-listen', listen], { stdio: ['pipe', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const base = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new EngineUnavailableError('El motor de base de datos no respondió a tiempo.'));
    }, 30000);
    let out = '';
    const onExit = (code: number | null) => {
      clearTimeout(timer);
      reject(new EngineUnavailableError(`El motor de base de datos se cerró al iniciar (código ${code}): ${stderr.trim()}`));
    };
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const match = /READY (mongodb:\/\/\S+)/.exec(out);
      if (match?.[1]) {
        clearTimeout(timer);
        child.off('exit', onExit);
        child.stdout?.off('data', onData);
        resolve(match[1]);
      }
    };
    child.once('exit', onExit);
    child.stdout?.on('data', onData);
  });
  child.stdout?.resume();
  return { child, base };
}
