// `npm run bench`, claims: a crowd grabbing codes of one multiple-code coupon at once, as when a
// coupon is shared in a big WhatsApp group. 1,000 claims start together, each from its own client
// address; meanwhile /api/health and the home feed are asked again and again. Goals: every claim
// answered within 10 s, no code handed out twice, and the rest of the site unhurt (p99 ≤ 250 ms).
// A benchmark, not a test: it reports figures against the goals and exits 0 unless it cannot run.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { Types } from 'mongoose';
import { UserModel } from '../modules/users/model';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createOffer } from '../modules/offers/create';
import { CodeClaimModel } from '../modules/multiple-codes/model';
import { addCodes } from '../modules/multiple-codes/service';
import { runSeed } from '../seed';

const CLAIMS = 1000;
const GOALS = { allAnsweredMs: 10_000, p99Ms: 250, menuP99Ms: 50 } as const;
/** Clients asking for one profile's counters as fast as they can (SPEC's public stats). */
const STATS_CLIENTS = 30;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/** Asks `url` again and again until `stop` says so; the latency of each answer. */
async function keepAsking(url: string, stop: () => boolean): Promise<number[]> {
  const latencies: number[] = [];
  while (!stop()) {
    const started = performance.now();
    const res = await fetch(url, { headers: { 'x-forwarded-for': '10.200.0.1' } });
    await res.arrayBuffer();
    latencies.push(performance.now() - started);
  }
  return latencies;
}

async function main(): Promise<number> {
  const log = (line: string) => process.stdout.write(`${line}\n`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gangazo-bench-claims-'));
  const config = loadConfig(
    { NODE_ENV: 'production', LOG_LEVEL: 'error', SEED: 'off', DATA_DIR: dataDir, JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256', TRUST_PROXY: 'loopback', SSR: 'off' },
    {},
  );
  const app = await buildApp(config, { engine: 'ferretdb' });
  try {
    log(`\nReclamos de códigos: cargando los datos de demostración en un motor temporal (${dataDir})…`);
    await runSeed(app, { reset: true, log: () => undefined });
    const offerId = await createOffer({ kind: 'coupon', title: `Cupón compartido en un grupo grande ${new Types.ObjectId().toHexString()}`, reduction: '20%', multipleCodes: true });
    await addCodes(offerId, Array.from({ length: CLAIMS }, (_, i) => `GRUPO-${String(i + 1).padStart(4, '0')}`));
    const address = await app.listen({ port: 0, host: '127.0.0.1' });

    let done = false;
    const health = keepAsking(`${address}/api/health`, () => done);
    const feed = keepAsking(`${address}/api/gangazo/offers?page=1`, () => done);
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: CLAIMS }, async (_, i) => {
        const res = await fetch(`${address}/api/v1/multiple_codes/claim?idOffer=${String(offerId)}`, {
          method: 'POST',
          headers: { 'x-forwarded-for': `10.${100 + (i >> 16)}.${(i >> 8) & 255}.${i & 255}` },
        });
        const body = (await res.json()) as { value?: string };
        return { status: res.status, value: body.value, ms: performance.now() - started };
      }),
    );
    const allAnsweredMs = performance.now() - started;
    done = true;
    const [healthMs, feedMs] = await Promise.all([health, feed]);

    const served = answers.filter((a) => a.status === 200);
    const byStatus = new Map<number, number>();
    for (const answer of answers) byStatus.set(answer.status, (byStatus.get(answer.status) ?? 0) + 1);
    const values = served.map((a) => a.value);
    const claimsInDb = await CodeClaimModel.countDocuments({ offerId });
    const duplicates = values.length - new Set(values).size;
    log(`${CLAIMS} reclamos a la vez sobre un cupón de ${CLAIMS} códigos (CLAIMS_PER_MINUTE=${config.claimsPerMinute}):`);
    log(`  todas las respuestas en ${(allAnsweredMs / 1000).toFixed(1)} s (objetivo ≤ ${GOALS.allAnsweredMs / 1000} s)${allAnsweredMs > GOALS.allAnsweredMs ? '   ← sobre el objetivo' : ''}`);
    log(`  respuestas: ${[...byStatus].sort(([a], [b]) => a - b).map(([status, count]) => `${count} × ${status}`).join(', ')}; p50 ${percentile(answers.map((a) => a.ms), 50).toFixed(0)} ms, p99 ${percentile(answers.map((a) => a.ms), 99).toFixed(0)} ms`);
    log(`  códigos entregados ${served.length}, reclamos guardados ${claimsInDb}, códigos repetidos ${duplicates}${duplicates > 0 || claimsInDb !== served.length ? '   ← ¡no cuadra!' : ''}`);
    for (const [name, latencies] of [
      ['/api/health', healthMs],
      ['portada (API)', feedMs],
    ] as const) {
      const p99 = percentile(latencies, 99);
      log(`  mientras tanto ${name.padEnd(14)} ${String(latencies.length).padStart(5)} respuestas, p99 ${p99.toFixed(0)} ms (objetivo ≤ ${GOALS.p99Ms} ms)${p99 > GOALS.p99Ms ? '   ← sobre el objetivo' : ''}`);
    }

    // Public counters asked without end by many clients: the menu (every page's) must not suffer.
    const someone = await UserModel.findOne({}, { _id: 1 }).lean<{ _id: Types.ObjectId }>();
    let statsDone = false;
    const menu = keepAsking(`${address}/api/v1/menu`, () => statsDone);
    let visitor = 0;
    const stats = await autocannon({
      url: `${address}/api/v1/users/${String(someone?._id)}/stats`,
      connections: STATS_CLIENTS,
      duration: 8,
      requests: [{ setupRequest: (request) => ({ ...request, headers: { ...request.headers, 'x-forwarded-for': `10.150.${(visitor += 1) >> 8 & 255}.${visitor & 255}` } }) }],
    });
    statsDone = true;
    const menuP99 = percentile(await menu, 99);
    log(`\n${STATS_CLIENTS} clientes pidiendo sin parar los contadores de un perfil: ${stats.requests.average.toFixed(0)} req/s, p99 ${stats.latency.p99} ms, ${stats.non2xx + stats.errors} errores`);
    log(`  mientras tanto /api/v1/menu p99 ${menuP99.toFixed(0)} ms (objetivo ≤ ${GOALS.menuP99Ms} ms)${menuP99 > GOALS.menuP99Ms ? '   ← sobre el objetivo' : ''}`);
    return 0;
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`bench de reclamos: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(2);
  },
);
