// `npm run bench`, second part: the pages a crowd opens from a shared link, as a server would
// answer them. Loads the demo into its own temporary engine, starts the real app (server rendering
// with the checkout's production builds) on a local port and measures, in one run:
//   - the server-rendered HTML of the home and of an offer page with 50 concurrent connections,
//     each request from its own client address, beside a bare Fastify route returning the same
//     bytes (the ratio and the p99 are what count);
//   - Lighthouse (mobile, simulated throttling, median of 3) on the home, an offer and a shop page,
//     with the compressed JavaScript the home loads.
// A benchmark, not a test: it reports figures against the goals and exits 0 unless it cannot run.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { buildApp } from '../app';
import { loadConfig, REPO_ROOT } from '../config';
import { runSeed } from '../seed';
import { bare, CONNECTIONS, crowd, SECONDS } from './crowd';
import { freshMemoryMicrosPerPage, SLOW_FRESH_MEMORY_US } from './machine';

const run = promisify(execFile);
const GOALS = { htmlP99Ms: 50, lighthouse: 95, lcpMs: 1500, tbtMs: 150, cls: 0.02, homeScriptKb: 150 } as const;
// As a browser asks: the page goes compressed.
const PAGE_REQUEST = { accept: 'text/html', 'accept-encoding': 'br, gzip' };

interface LighthouseFigures {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Compressed JavaScript the page fetched before it was interactive (the shell's mark). */
  scriptKb: number;
  /** All the compressed JavaScript of the run, including what loads afterwards (the slots). */
  allScriptKb: number;
  /** What the largest paint was (a picture, a title…), to tell a slow picture from a late paint. */
  lcpElement: string;
}

/** The shell's performance mark once the page answers clicks (shell/src/ShellApp.tsx). */
const INTERACTIVE_MARK = 'gangazo:interactive';

async function lighthouse(url: string, outDir: string, index: number): Promise<LighthouseFigures | null> {
  const bin = path.join(REPO_ROOT, 'node_modules', '.bin', 'lighthouse');
  const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (!fs.existsSync(bin) || !fs.existsSync(chrome)) return null;
  const output = path.join(outDir, `lighthouse-${index}.json`);
  await run(
    bin,
    [
      url,
      '--quiet',
      '--only-categories=performance',
      '--output=json',
      `--output-path=${output}`,
      '--chrome-flags=--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run',
    ],
    { env: { ...process.env, CHROME_PATH: chrome }, timeout: 180_000 },
  );
  const report = JSON.parse(fs.readFileSync(output, 'utf8')) as {
    categories: { performance: { score: number } };
    audits: Record<
      string,
      {
        numericValue?: number;
        details?: { items?: { resourceType?: string; transferSize?: number; networkRequestTime?: number; name?: string; startTime?: number; items?: { node?: { nodeLabel?: string; snippet?: string } }[] }[] };
      }
    >;
  };
  const audit = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  const requests = report.audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((r) => r.resourceType === 'Script');
  // Both times are the run's own (observed, from the navigation's start). Without the mark (a page
  // that never became interactive) everything counts.
  const interactiveAt = report.audits['user-timings']?.details?.items?.find((mark) => mark.name === INTERACTIVE_MARK)?.startTime ?? Number.POSITIVE_INFINITY;
  const bytes = (list: typeof scripts) => list.reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  return {
    score: Math.round(report.categories.performance.score * 100),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    scriptKb: bytes(scripts.filter((r) => (r.networkRequestTime ?? 0) < interactiveAt)) / 1024,
    allScriptKb: bytes(scripts) / 1024,
    lcpElement: describeNode(report.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node),
  };
}

/** `img «Vuelo Bogotá…»`: the element's tag and the start of its label. */
function describeNode(node: { nodeLabel?: string; snippet?: string } | undefined): string {
  if (!node) return '?';
  const tag = /^<([a-z0-9-]+)/i.exec(node.snippet ?? '')?.[1] ?? '?';
  const label = (node.nodeLabel ?? '').replace(/\s+/g, ' ').trim();
  return label ? `${tag} «${label.length > 30 ? `${label.slice(0, 30)}…` : label}»` : tag;
}

/**
 * Lighthouse now and then fails to record a load's trace (NO_NAVSTART, NO_FCP on a busy machine):
 * such a run is made again, twice at most, instead of ending the benchmark.
 */
async function lighthouseWithRetry(url: string, outDir: string, index: number): Promise<LighthouseFigures | null> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouse(url, outDir, index);
    } catch (error) {
      if (attempt >= 3) throw error;
      const reason = error instanceof Error ? (/Runtime error encountered: ([^\n]*)/.exec(error.message)?.[1] ?? error.message.split('\n')[0]) : String(error);
      process.stdout.write(`  (Lighthouse falló en ${url}: ${reason}; se repite)\n`);
    }
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

async function main(): Promise<number> {
  const log = (line: string) => process.stdout.write(`${line}\n`);
  if (!fs.existsSync(path.join(REPO_ROOT, 'shell', 'dist', 'server', 'render.js'))) {
    log('bench de páginas: falta el build de producción (npm run build); se omite.');
    return 1;
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gangazo-bench-pages-'));
  const config = loadConfig(
    // Request logs at `warn`: the figures are about rendering and serving, not about writing logs to a terminal.
    { NODE_ENV: 'production', LOG_LEVEL: 'warn', SEED: 'off', DATA_DIR: dataDir, JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256', TRUST_PROXY: 'loopback' },
    {},
  );
  const app = await buildApp(config, { engine: 'ferretdb' });
  try {
    log(`Páginas: cargando los datos de demostración en un motor temporal (${dataDir})…`);
    await runSeed(app, { reset: true, log: () => undefined });
    // As a started server does (src/startup.ts): without it the first Lighthouse run of a page
    // measured a cold render left to the browser, not what a visitor gets.
    await app.warmUpPages();
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const feed = (await app.inject({ method: 'GET', url: '/api/gangazo/offers?order=top&page=1&per_page=1' })).json<{ items: { public_url: string }[] }>();
    const shops = (await app.inject({ method: 'GET', url: '/api/gangazo/shops/get_top_shops?top=true' })).json<{ shops: { public_url?: string; slug?: string }[] }>();
    const offerPath = feed.items[0]?.public_url ?? '/';
    const shopPath = shops.shops[0]?.public_url ?? (shops.shops[0]?.slug ? `/cupones/${shops.shops[0].slug}` : '/');

    log(`\nHTML renderizado en el servidor, ${CONNECTIONS} conexiones, ${SECONDS} s, una dirección de cliente por petición`);
    log(`${'página'.padEnd(16)} ${'req/s'.padStart(8)} ${'p99 ms'.padStart(8)} ${'bare req/s'.padStart(11)} ${'bare p99'.padStart(9)} ${'razón'.padStart(7)}   (objetivo p99 ≤ ${GOALS.htmlP99Ms} ms)`);
    for (const [name, pagePath] of [
      ['portada', '/'],
      ['oferta', offerPath],
    ] as const) {
      // The bytes as they go over the wire (node's fetch would decompress them).
      const sample = await app.inject({ method: 'GET', url: pagePath, headers: PAGE_REQUEST });
      const encoding = typeof sample.headers['content-encoding'] === 'string' ? sample.headers['content-encoding'] : null;
      const site = await crowd(`${address}${pagePath}`, PAGE_REQUEST);
      const base = await bare(
        sample.rawPayload,
        { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache', ...(encoding ? { 'content-encoding': encoding } : {}) },
        PAGE_REQUEST,
      );
      const note = site.errors > 0 ? `   ${site.errors} errores` : site.p99 > GOALS.htmlP99Ms ? '   ← p99 sobre el objetivo' : '';
      log(
        `${name.padEnd(16)} ${site.requestsPerSecond.toFixed(0).padStart(8)} ${site.p99.toFixed(0).padStart(8)} ${base.requestsPerSecond.toFixed(0).padStart(11)} ${base.p99.toFixed(0).padStart(9)} ${(site.requestsPerSecond / base.requestsPerSecond).toFixed(2).padStart(7)}${note}`,
      );
    }

    log(`\nLighthouse móvil (mediana de 3): objetivo ≥ ${GOALS.lighthouse}, LCP ≤ ${GOALS.lcpMs} ms, TBT ≤ ${GOALS.tbtMs} ms, CLS ≤ ${GOALS.cls}; JS de la portada antes de ser interactiva ≤ ${GOALS.homeScriptKb} KB comprimido (entre paréntesis, con lo que carga después)`);
    const freshMemory = await freshMemoryMicrosPerPage();
    log(
      `(este equipo: ${freshMemory.toFixed(1)} µs por página de 4 KB de memoria nueva${
        freshMemory > SLOW_FRESH_MEMORY_US
          ? `: lento, sobre ${SLOW_FRESH_MEMORY_US} µs cada tarea del navegador dura más y TBT crece mucho más que las tareas; las cifras de abajo son tanto del equipo como de la página)`
          : ')'
      }`,
    );
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gangazo-lighthouse-'));
    for (const [name, pagePath] of [
      ['portada', '/'],
      ['oferta', offerPath],
      ['tienda', shopPath],
    ] as const) {
      const runs: LighthouseFigures[] = [];
      for (let i = 0; i < 3; i++) {
        const figures = await lighthouseWithRetry(`${address}${pagePath}`, outDir, runs.length);
        if (!figures) break;
        runs.push(figures);
      }
      if (runs.length === 0) {
        log('  (Lighthouse o Chromium no están instalados: se omite)');
        break;
      }
      const pick = (key: Exclude<keyof LighthouseFigures, 'lcpElement'>) => median(runs.map((r) => r[key]));
      log(
        `${name.padEnd(10)} puntaje ${String(pick('score')).padStart(3)}  LCP ${pick('lcp').toFixed(0).padStart(5)} ms  TBT ${pick('tbt').toFixed(0).padStart(4)} ms  CLS ${pick('cls').toFixed(3)}  JS ${pick('scriptKb').toFixed(0)} KB (${pick('allScriptKb').toFixed(0)} KB)`,
      );
      // Each run, so a median's spread shows (this machine's figures move between runs).
      log(`           cada corrida: ${runs.map((r) => `LCP ${r.lcp.toFixed(0)} (${r.lcpElement}) · TBT ${r.tbt.toFixed(0)}`).join('; ')}`);
    }
    fs.rmSync(outDir, { recursive: true, force: true });
    return 0;
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`bench de páginas: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(2);
  },
);
