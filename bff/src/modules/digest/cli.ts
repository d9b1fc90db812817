// `npm run digest -- --now`: sends today's offers summary at once (Colombian day), with the same
// settings and database as `npm start`. Once per user and day still holds: a second run sends nothing new.
import { loadConfig } from '../../config';
import { runCommand, withCommandApp } from '../../lib/command';
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
  // No scheduler here (only the server starts one): this command does one thing.
  return withCommandApp(config, async () => {
    const result = await runDigest(
      { mailer: createMailer(config), siteUrl: config.siteUrl, siteName: config.siteName, secret: config.jwtSecret, log: (message) => console.error(message) },
      systemClock(),
      { lock: false },
    );
    console.log(`Resumen del ${result.day}: ${result.sent} enviados, ${result.skipped} sin enviar (ya enviados hoy o sin novedades), ${result.failed} fallidos.`);
    console.log(config.smtpUrl ? 'Enviados por SMTP.' : `Escritos en ${config.dataDir}/mail/.`);
    return result.failed > 0 ? 1 : 0;
  });
}

runCommand(main);
