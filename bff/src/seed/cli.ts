// `npm run seed [-- --reset]`: loads the demo data with the same settings (and the same database
// engine) as `npm start`. Stop the server first when it uses the embedded engine.
import { buildApp } from '../app';
import { ConfigError, loadConfig } from '../config';
import { EngineUnavailableError } from '../db/engine';
import { AlreadySeededError, SeedBusyError, runSeed } from './index';

const USAGE = 'Uso: npm run seed [-- --reset]\n  --reset  borra los datos (menos el registro de remotos) y vuelve a cargar los de demostración';

async function main(argv: string[]): Promise<number> {
  const unknown = argv.filter((arg) => arg !== '--reset' && arg !== '--help' && arg !== '-h');
  if (argv.includes('--help') || argv.includes('-h') || unknown.length > 0) {
    if (unknown.length > 0) console.error(`Opción desconocida: ${unknown.join(' ')}`);
    console.log(USAGE);
    return unknown.length > 0 ? 2 : 0;
  }
  const reset = argv.includes('--reset');
  const config = loadConfig();
  // The app is built with seeding off so the start-up task does not race this command.
  const app = await buildApp({ ...config, seed: 'off', logLevel: config.logLevel === 'info' ? 'warn' : config.logLevel });
  try {
    console.log(`Base de datos: ${app.database.kind}${reset ? ' · borrando los datos…' : ''}`);
    const result = await runSeed(app, { reset, log: (message) => console.log(`  ${message}`) });
    console.log(`Listo en ${(result.durationMs / 1000).toFixed(1)} s.`);
    return 0;
  } catch (error) {
    if (error instanceof AlreadySeededError || error instanceof SeedBusyError) {
      console.error(error.message);
      return 1;
    }
    throw error;
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
