// `npm run digest -- --now`: sends today's offers summary at once (Colombian day), with the same
// settings and database as `npm start`. Once per user and day still holds: a second run sends nothing new.
import { buildApp } from '../../app';
import { ConfigError, loadConfig } from '../../config';
import { EngineUnavailableError } from '../../db/engine';
import { createMailer } from '../../lib/mailer';
import { systemClock } from './clock';
import { runDigest } from './run';

const USAGE = 'Uso: npm run digest -- --now\n  --now  envía ya el resumen de hoy (una vez por usuario y día)';

async function main(argv: string[]): Promise<number> {
  if (!argv.includes('--now') || argv.some((arg) => arg !== '--now')) {
    console.log(USAGE);
    return argv.includes('--help') || argv.includes('-h') ? 0 : 2;
  }
  const config = loadConfig();
  // Seeding off (and no scheduler: only the server starts one): this command does one thing.
  const app = await buildApp({ ...config, seed: 'off', logLevel: config.logLevel === 'info' ? 'warn' : config.logLevel });
  try {
    const result = await runDigest(
      { mailer: createMailer(config), siteUrl: config.siteUrl, siteName: config.siteName, secret: config.jwtSecret, log: (message) => console.error(message) },
      systemClock(),
      { lock: false },
    );
    console.log(`Resumen del ${result.day}: ${result.sent} enviados, ${result.skipped} sin enviar (ya enviados hoy o sin novedades), ${result.failed} fallidos.`);
    console.log(config.smtpUrl ? 'Enviados por SMTP.' : `Escritos en ${config.dataDir}/mail/.`);
    return result.failed > 0 ? 1 : 0;
  } finally {
    await app.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ConfigError || error instanceof EngineUnavailableError) console.error(`\n  ${error.message}\n`);
    else console.error(error);
    process.exit(1);
  },
);
