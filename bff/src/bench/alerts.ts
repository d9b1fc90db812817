// `npm run bench` (alerts): matching one new offer against 10 000 active alerts on the embedded
// engine. Seeds the alerts (product + brand words, some with price caps, shops, excluded words and
// minimum temperatures) into its own temporary engine, restarts the app on that data (the index of
// active alerts loads at start), then publishes offers one at a time and times:
//   - matching: reading the offer and finding every alert it satisfies (budget: p95 ≤ 50 ms);
//   - the whole hook: the same plus writing each match, its notification and queueing mail (informative).
// Options: --alerts=<n> (default 10000), --rounds=<n> (default 100), --budget=<ms> (default 50).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Types } from 'mongoose';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { alertTokens } from '../modules/alerts/matching';
import { AlertMatchModel, AlertModel } from '../modules/alerts/model';
import { findMatchingAlerts, offerBecameVisible, offerForMatching } from '../modules/alerts/hooks';
import { activeAlertIndex } from '../modules/alerts/active-index';
import { createShop } from '../modules/shops/service';
import { createOffer } from '../modules/offers/create';
import { ATTRIBUTES, BRANDS, PRODUCTS, SHOPS, seededRandom } from './catalog';

interface Options {
  alerts: number;
  rounds: number;
  budget: number;
}

function parseOptions(argv: string[]): Options {
  const options: Options = { alerts: 10_000, rounds: 100, budget: 50 };
  for (const arg of argv) {
    const [key, value] = arg.replace(/^--/, '').split('=');
    const number = Number(value);
    if ((key === 'alerts' || key === 'rounds' || key === 'budget') && Number.isInteger(number) && number > 0) options[key] = number;
    else throw new Error(`Opción desconocida o no válida: ${arg}`);
  }
  return options;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
}

async function main(): Promise<number> {
  const options = parseOptions(process.argv.slice(2));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gangazo-bench-alerts-'));
  const log = (line: string) => process.stdout.write(`${line}\n`);
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', SEED: 'off', DATA_DIR: dataDir, JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256' }, { staticRoot: dataDir });
  const random = seededRandom(10_000);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  try {
    let app = await buildApp(config, { engine: 'ferretdb' });
    log(`Alertas: sembrando ${options.alerts} alertas activas en un motor temporal (${dataDir})…`);
    const shopIds: Types.ObjectId[] = [];
    for (const name of SHOPS.slice(0, 10)) shopIds.push((await createShop({ name }))._id);
    const users = Array.from({ length: Math.ceil(options.alerts / 10) }, () => new Types.ObjectId());
    const rows = Array.from({ length: options.alerts }, () => {
      const words = random() < 0.7 ? [pick(PRODUCTS), pick(BRANDS)] : [pick(PRODUCTS)];
      const excluded = random() < 0.2 ? [pick(ATTRIBUTES)] : [];
      return {
        userId: pick(users),
        words,
        tokens: alertTokens(words),
        excludedWords: excluded,
        excludedTokens: alertTokens(excluded),
        shopId: random() < 0.2 ? pick(shopIds) : null,
        maxPrice: random() < 0.4 ? Math.round(random() * 3_000) * 1_000 : null,
        minTemperature: random() < 0.1 ? 20 : null,
        email: 'none',
      };
    });
    for (let start = 0; start < rows.length; start += 1_000) await AlertModel.insertMany(rows.slice(start, start + 1_000));
    await app.close();

    let started = performance.now();
    app = await buildApp(config, { engine: 'ferretdb' });
    log(`Arranque con ${(await activeAlertIndex()).size} alertas activas en memoria: ${Math.round(performance.now() - started)} ms.`);

    const matching: number[] = [];
    const whole: number[] = [];
    let matched = 0;
    for (let round = 0; round < options.rounds; round++) {
      const title = `${pick(PRODUCTS)} ${pick(BRANDS)} ${pick(ATTRIBUTES)} ${pick(ATTRIBUTES)}`;
      const id = String(await createOffer({ kind: 'offer', title, price: Math.round(random() * 3_000) * 1_000, shopId: pick(shopIds), authorId: pick(users), status: 'published' }));
      started = performance.now();
      const offer = await offerForMatching(id, new Date());
      if (!offer) throw new Error(`La oferta ${id} no quedó visible`);
      await findMatchingAlerts(offer, (alert, row) => alert.minTemperature === null || row.temperature >= alert.minTemperature);
      matching.push(performance.now() - started);
      started = performance.now();
      matched += await offerBecameVisible(id);
      whole.push(performance.now() - started);
    }
    const written = await AlertMatchModel.countDocuments({});
    await app.close();

    const line = (label: string, samples: number[]) => {
      const sorted = [...samples].sort((a, b) => a - b);
      return `${label.padEnd(30)} ${String(sorted.length).padStart(5)} ${percentile(sorted, 50).toFixed(2).padStart(8)} ${percentile(sorted, 95).toFixed(2).padStart(8)} ${percentile(sorted, 99).toFixed(2).padStart(8)}`;
    };
    log(`${'Alertas'.padEnd(30)} ${'n'.padStart(5)} ${'p50'.padStart(8)} ${'p95'.padStart(8)} ${'p99'.padStart(8)}   (ms, presupuesto p95 ≤ ${options.budget})`);
    log(line(`Coincidencias (${options.alerts} alertas)`, matching));
    log(`${line('Gancho completo (informativo)', whole)}   ${(matched / options.rounds).toFixed(1)} avisos por oferta, ${written} en total`);
    const p95 = percentile([...matching].sort((a, b) => a - b), 95);
    const failed = p95 > options.budget;
    log(failed ? '\nFALLA: el p95 de coincidencias supera el presupuesto.' : '\nOK: coincidencias dentro del presupuesto.');
    return failed ? 1 : 0;
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`bench alertas: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(2);
  },
);
