// `npm run bench`, hot reads: the API calls every page makes, under a crowd, on the embedded engine.
// For the demo catalog and then for a large one (20 000 offers plus 5 000 coupons), each in its own
// temporary engine, the real server (`node dist/server.js`, its own process) listens on a local port
// and each endpoint gets 50 concurrent connections, every request from its own client address,
// beside a bare Fastify route returning the same bytes in the same run. Prints req/s, p99 and the
// ratio to bare (goal ≥ 0.5 with p99 ≤ 25 ms) and the server's resident memory, read from /proc
// (goal < 400 MB with the large catalog).
// BENCH_ONLY=<part of an endpoint's name> and BENCH_CATALOGS=demo|large narrow a run; BENCH_SECONDS
// and BENCH_OFFERS change its length and the large catalog's size.
// A benchmark, not a test: it reports figures against the goals and exits 0 unless it cannot run.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { runSeed } from '../seed';
import { seedBenchCatalog } from './catalog';
import { bare, CONNECTIONS, crowd, SECONDS } from './crowd';

const GOALS = { ratio: 0.5, p99Ms: 25, rssMb: 400 } as const;
const JSON_REQUEST = { accept: 'application/json' };
const ENV = { NODE_ENV: 'production', LOG_LEVEL: 'warn', SEED: 'off', JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256', TRUST_PROXY: 'loopback' };

async function openApp(dataDir: string): Promise<FastifyInstance> {
  return buildApp(loadConfig({ ...ENV, DATA_DIR: dataDir }, {}), { engine: 'ferretdb' });
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The real server on `dataDir`, in its own process; resolves once it listens. */
async function startServer(dataDir: string): Promise<{ child: ChildProcess; address: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(__dirname, '..', 'server.js')], {
    env: { ...process.env, ...ENV, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('está listo')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`el servidor terminó (código ${code}) antes de escuchar: ${output}`)));
  });
  const address = `http://127.0.0.1:${port}`;
  await untilPagesWarm(address);
  return { child, address };
}

/**
 * Waits for the server's page warm-up (`/api/health` → `pages`), as a balancer would before
 * sending it a crowd: measured during it, the API shared the machine with the warm-up's renders.
 */
async function untilPagesWarm(address: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const health = (await (await fetch(`${address}/api/health`)).json()) as { pages?: string };
    if (health.pages === 'ready' || health.pages === 'off') return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`el servidor no terminó de precalentar las páginas en ${timeoutMs / 1000} s`);
}

/** Resident memory now and at its peak, in MB, from /proc. */
function residentMemory(pid: number): { now: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const read = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN) / 1024;
  return { now: read('VmRSS'), peak: read('VmHWM') };
}

async function fetchBody(address: string, url: string): Promise<{ body: Buffer; contentType: string }> {
  const response = await fetch(`${address}${url}`, { headers: JSON_REQUEST });
  if (response.status !== 200) throw new Error(`${url} respondió ${response.status}: ${await response.text()}`);
  return { body: Buffer.from(await response.arrayBuffer()), contentType: response.headers.get('content-type') ?? 'application/json; charset=utf-8' };
}

async function getJson<T>(address: string, url: string): Promise<T> {
  return JSON.parse((await fetchBody(address, url)).body.toString('utf8')) as T;
}

/** The addresses a shopper's pages call, with real ids from the catalog. */
async function endpoints(address: string): Promise<[string, string][]> {
  const offers = await getJson<{ items: { id: string }[] }>(address, '/api/gangazo/offers?order=hot&page=1&per_page=10');
  const coupons = await getJson<{ items: { id: string; shop: { slug: string } | null }[] }>(address, '/api/gangazo/offers/coupons?order=news&page=1&per_page=10');
  const offer = offers.items[0]?.id;
  const coupon = coupons.items.find((item) => item.shop)?.id ?? coupons.items[0]?.id;
  const shop = coupons.items.find((item) => item.shop)?.shop?.slug;
  if (!offer || !coupon || !shop) throw new Error('el catálogo no tiene ofertas, cupones o tiendas');
  return [
    ['portada (página 1)', '/api/gangazo/offers?page=1&per_page=10'],
    ['oferta por id', `/api/v1/offers/${offer}`],
    ['cupón por id', `/api/v1/coupons/${coupon}`],
    ['tienda', `/api/v1/shops/search?id=${shop}`],
    ['cupones de la tienda', `/api/gangazo/shops/get_coupons_shops?id=${shop}&order=news&page=1`],
    ['búsqueda', '/api/v1/search/celular'],
  ];
}

async function measure(server: { child: ChildProcess; address: string }, label: string, log: (line: string) => void): Promise<void> {
  const { address } = server;
  log(`\n${label}: ${CONNECTIONS} conexiones, ${SECONDS} s, una dirección de cliente por petición`);
  log(
    `${'endpoint'.padEnd(22)} ${'req/s'.padStart(8)} ${'p99 ms'.padStart(7)} ${'bare req/s'.padStart(11)} ${'bare p99'.padStart(9)} ${'razón'.padStart(6)}   (objetivo razón ≥ ${GOALS.ratio}, p99 ≤ ${GOALS.p99Ms} ms)`,
  );
  const only = process.env.BENCH_ONLY;
  for (const [name, url] of await endpoints(address)) {
    if (only && !name.includes(only)) continue;
    const sample = await fetchBody(address, url);
    // A second of load first, so neither side is measured cold (JIT, caches).
    await crowd(`${address}${url}`, JSON_REQUEST, 1);
    const site = await crowd(`${address}${url}`, JSON_REQUEST);
    const base = await bare(sample.body, { 'content-type': sample.contentType }, JSON_REQUEST);
    const ratio = site.requestsPerSecond / base.requestsPerSecond;
    const misses = [site.errors > 0 ? `${site.errors} errores` : '', ratio < GOALS.ratio ? 'razón bajo el objetivo' : '', site.p99 > GOALS.p99Ms ? 'p99 sobre el objetivo' : '']
      .filter(Boolean)
      .join(', ');
    log(
      `${name.padEnd(22)} ${site.requestsPerSecond.toFixed(0).padStart(8)} ${site.p99.toFixed(0).padStart(7)} ${base.requestsPerSecond.toFixed(0).padStart(11)} ${base.p99.toFixed(0).padStart(9)} ${ratio.toFixed(2).padStart(6)}${misses ? `   ← ${misses}` : ''}`,
    );
  }
  const memory = residentMemory(server.child.pid ?? 0);
  log(
    `memoria residente del BFF: ${memory.now.toFixed(0)} MB, pico ${memory.peak.toFixed(0)} MB${memory.peak > GOALS.rssMb ? `   ← sobre el objetivo de ${GOALS.rssMb} MB` : ''}`,
  );
}

async function withCatalog(label: string, seed: (app: FastifyInstance) => Promise<void>, log: (line: string) => void): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gangazo-bench-hot-'));
  try {
    const app = await openApp(dataDir);
    await seed(app);
    await app.close();
    // A start on existing data, as a server would start.
    const server = await startServer(dataDir);
    try {
      await measure(server, label, log);
    } finally {
      const exited = new Promise((resolve) => server.child.once('exit', resolve));
      server.child.kill('SIGTERM');
      await exited;
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<number> {
  const log = (line: string) => process.stdout.write(`${line}\n`);
  const offers = Number(process.env.BENCH_OFFERS ?? 20_000);
  const catalogs = process.env.BENCH_CATALOGS ?? 'demo,large';
  if (catalogs.includes('demo')) await withCatalog('Lecturas frecuentes, catálogo de demostración', async (app) => {
    await runSeed(app, { reset: true, log: () => undefined });
  }, log);
  if (catalogs.includes('large')) await withCatalog(
    `Lecturas frecuentes, ${offers} ofertas y ${offers / 4} cupones`,
    async () => {
      await seedBenchCatalog(offers, offers / 4, () => undefined);
    },
    log,
  );
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`bench de lecturas frecuentes: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(2);
  },
);
