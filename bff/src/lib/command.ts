// What every `npm run <command>` of the BFF shares (seed, digest): the app built with the same
// settings and database as `npm start`, but with seeding off and quieter logs, closed at the end;
// and one exit path, where a known start-up failure is one Spanish sentence instead of a stack.
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { ConfigError, type Config } from '../config';
import { EngineUnavailableError } from '../db/engine';

/** Runs `work` with the app (no start-up seeding to race the command), then closes it. */
export async function withCommandApp<T>(config: Config, work: (app: FastifyInstance) => Promise<T>): Promise<T> {
  const app = await buildApp({ ...config, seed: 'off', logLevel: config.logLevel === 'info' ? 'warn' : config.logLevel });
  try {
    return await work(app);
  } finally {
    await app.close();
  }
}

/** Runs a command's `main` with its arguments and exits with its code. */
export function runCommand(main: (argv: string[]) => Promise<number>): void {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      if (error instanceof ConfigError || error instanceof EngineUnavailableError) console.error(`\n  ${error.message}\n`);
      else console.error(error);
      process.exit(1);
    },
  );
}
