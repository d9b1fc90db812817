// `npm run seed [-- --reset]`: loads the demo data with the same settings (and the same database
// engine) as `npm start`. Stop the server first when it uses the embedded engine.
import { loadConfig } from '../config';
import { runCommand, withCommandApp } from '../lib/command';
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
  // Seeding at start-up is off in the command's app, so it does not race this command.
  return withCommandApp(loadConfig(), async (app) => {
    console.log(`Base de datos: ${app.database.kind}${reset ? ' · borrando los datos…' : ''}`);
    try {
      const result = await runSeed(app, { reset, log: (message) => console.log(`  ${message}`) });
      console.log(`Listo en ${(result.durationMs / 1000).toFixed(1)} s.`);
      return 0;
    } catch (error) {
      if (error instanceof AlreadySeededError || error instanceof SeedBusyError) {
        console.error(error.message);
        return 1;
      }
      throw error;
    }
  });
}

runCommand(main);
