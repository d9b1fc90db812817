// `npm run bench`: search latency on the embedded engine with a large catalog.
//
// Seeds 20 000 offers (kind 'offer') plus 5 000 coupons on top, with shops, categories and users, into
// its own temporary engine — never the site's .data — restarts the app on that data as a server would, then runs a realistic mix of
// searches one at a time (a single shopper) through the real route, and prints p50/p95/p99 per
// kind of query. Exits 1 if any p95 is over the budget.
//
// Options: --offers=<n> (default 20000), --coupons=<n> (default a quarter of the offers, 0 for none),
// --budget=<ms> (default 50), --rounds=<n> (default 150),
// --engine=ferretdb|auto (default ferretdb: the slowest engine is the one that must meet it).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { EngineKind } from '../db/engine';
import { seedBenchCatalog } from './catalog';

interface Options {
  offers: number;
  /** null: a quarter of the offers. */
  coupons: number | null;
  budget: number;
  rounds: number;
  engine: EngineKind | 'auto';
}

function parseOptions(argv: string[]): Options {
  const options: Options = { offers: 20_000, coupons: null, budget: 50, rounds: 150, engine: 'ferretdb' };
  for (const arg of argv) {
    const [key, value] = arg.replace(/^--/, '').split('=');
    if (key === 'offers' || key === 'budget' || key === 'rounds') {
      const number = Number(value);
      if (!Number.isInteger(number) || number <= 0) throw new Error(`--${key} debe ser un entero positivo`);
      options[key] = number;
    } else if (key === 'coupons') {
      const number = Number(value);
      if (!Number.isInteger(number) || number < 0) throw new Error('--coupons debe ser un entero mayor o igual a 0');
      options.coupons = number;
    } else if (key === 'engine' && (value === 'ferretdb' || value === 'auto')) options.engine = value;
    else throw new Error(`Opción desconocida: ${arg}`);
  }
  return options;
}

/** Query kinds and the terms a shopper types for each (the dropdown searches as they type). */
const MIX: Record<string, string[]> = {
  'prefijo (3 letras)': ['tel', 'sam', 'zap', 'lav', 'nev', 'cel', 'aud', 'bic', 'por', 'cam'],
  'palabra completa': ['televisor', 'samsung', 'zapatos', 'lavadora', 'xiaomi', 'audífonos', 'colchón', 'bicicleta'],
  'sin tildes': ['telefono', 'nino', 'exito', 'camara', 'portatil', 'colchon', 'panales', 'jabon'],
  'varias palabras': ['televisor samsung', 'zapatos niño', 'nevera haceb doble', 'celular xiaomi 128', 'tenis nike talla 38', 'portatil lenovo negro'],
  'escribiendo': ['tele', 'telev', 'televi', 'televis', 'televiso', 'televisor', 'televisor s', 'televisor sa', 'televisor sam'],
  tiendas: ['éxito', 'falabella', 'alkosto', 'mercado libre', 'juan valdez', 'crepes'],
  'sin resultados': ['zzzzqq', 'xkcdqw', 'qwertyuiop', 'ñandú volador'],
  // Terms under 3 letters or digits ('.*.*', '(a+)+$') are refused with a 400 before any search.
  'metacaracteres': ['tv (55")', 'lg.*4k', '[4k] lg', '(sam+)+$', 'samsung|lg', '\\d+ nevera'],
};

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? 0;
}

async function openApp(dataDir: string, engine: EngineKind | 'auto'): Promise<FastifyInstance> {
  const config = loadConfig(
    { NODE_ENV: 'production', LOG_LEVEL: 'silent', SEED: 'off', DATA_DIR: dataDir, JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256' },
    { staticRoot: dataDir },
  );
  return buildApp(config, { engine });
}

/** The home page's four tabs, first page each. */
const FEEDS: Record<string, string> = {
  Destacadas: '/api/gangazo/offers?order=top&page=1&per_page=10',
  Hot: '/api/gangazo/offers?order=hot&page=1&per_page=10',
  Nuevas: '/api/gangazo/offers?order=news&page=1&per_page=10',
  Cupones: '/api/gangazo/offers/coupons?order=news&page=1&per_page=10',
};

async function timedGet(app: FastifyInstance, url: string): Promise<number> {
  const started = performance.now();
  const response = await app.inject({ method: 'GET', url });
  const elapsed = performance.now() - started;
  if (response.statusCode !== 200) throw new Error(`${url} respondió ${response.statusCode}: ${response.body}`);
  return elapsed;
}

async function timedSearch(app: FastifyInstance, term: string, ip: string): Promise<number> {
  const started = performance.now();
  const response = await app.inject({ method: 'GET', url: `/api/v1/search/${encodeURIComponent(term)}`, remoteAddress: ip });
  const elapsed = performance.now() - started;
  if (response.statusCode !== 200) throw new Error(`'${term}' respondió ${response.statusCode}: ${response.body}`);
  return elapsed;
}

async function main(): Promise<number> {
  const options = parseOptions(process.argv.slice(2));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gangazo-bench-'));
  const log = (line: string) => process.stdout.write(`${line}\n`);
  try {
    const coupons = options.coupons ?? Math.round(options.offers / 4);
    log(`Sembrando ${options.offers} ofertas y ${coupons} cupones en un motor temporal (${dataDir})…`);
    let started = performance.now();
    let app = await openApp(dataDir, options.engine);
    const seeded = await seedBenchCatalog(options.offers, coupons, log);
    await app.close();
    log(
      `Sembrado en ${((performance.now() - started) / 1000).toFixed(1)} s: ${seeded.shops} tiendas, ${seeded.categories} categorías, ${seeded.users} usuarios, ${seeded.offers} ofertas y ${seeded.coupons} cupones.`,
    );

    // A restart on existing data: the index loads once, then serves every search from memory.
    started = performance.now();
    app = await openApp(dataDir, options.engine);
    log(`Motor: ${app.database.kind}. Arranque en ${Math.round(performance.now() - started)} ms.`);
    started = performance.now();
    await timedSearch(app, 'televisor', '192.0.2.1');
    log(`Primera búsqueda (carga el índice): ${Math.round(performance.now() - started)} ms.\n`);

    const results: { kind: string; samples: number[] }[] = [];
    // Interleaved rounds, so background work (logging searches) is spread over every kind.
    for (const kind of Object.keys(MIX)) results.push({ kind, samples: [] });
    for (let round = 0; round < options.rounds; round++) {
      for (const result of results) {
        const terms = MIX[result.kind] ?? [];
        const term = terms[round % terms.length] ?? '';
        // A new visitor every few rounds, so searches are logged as they would be in production.
        result.samples.push(await timedSearch(app, term, `198.51.100.${(round % 50) + 1}`));
      }
    }
    // The home feeds on the same catalog: informative (no budget), since FerretDB sorts in memory
    // and the hot ranking decays every active offer's temperature by its age.
    const feeds: { kind: string; samples: number[] }[] = Object.keys(FEEDS).map((kind) => ({ kind, samples: [] }));
    for (let round = 0; round < Math.min(options.rounds, 30); round++) {
      for (const feed of feeds) feed.samples.push(await timedGet(app, FEEDS[feed.kind] ?? '/'));
    }
    await app.close();

    let failed = false;
    log(`${'Consulta'.padEnd(22)} ${'n'.padStart(5)} ${'p50'.padStart(8)} ${'p95'.padStart(8)} ${'p99'.padStart(8)}   (ms, presupuesto p95 ≤ ${options.budget})`);
    for (const { kind, samples } of results) {
      const sorted = [...samples].sort((a, b) => a - b);
      const p95 = percentile(sorted, 95);
      const over = p95 > options.budget;
      failed ||= over;
      log(
        `${kind.padEnd(22)} ${String(sorted.length).padStart(5)} ${percentile(sorted, 50).toFixed(2).padStart(8)} ${p95.toFixed(2).padStart(8)} ${percentile(sorted, 99).toFixed(2).padStart(8)}${over ? '   ← supera el presupuesto' : ''}`,
      );
    }
    log(`\n${'Portada (informativo)'.padEnd(22)} ${'n'.padStart(5)} ${'p50'.padStart(8)} ${'p95'.padStart(8)} ${'p99'.padStart(8)}   (ms)`);
    for (const { kind, samples } of feeds) {
      const sorted = [...samples].sort((a, b) => a - b);
      log(`${kind.padEnd(22)} ${String(sorted.length).padStart(5)} ${percentile(sorted, 50).toFixed(2).padStart(8)} ${percentile(sorted, 95).toFixed(2).padStart(8)} ${percentile(sorted, 99).toFixed(2).padStart(8)}`);
    }
    log(failed ? '\nFALLA: algún p95 de búsqueda supera el presupuesto.' : '\nOK: todos los p95 de búsqueda dentro del presupuesto.');
    return failed ? 1 : 0;
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`bench: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(2);
  },
);
