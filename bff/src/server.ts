import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { EngineUnavailableError } from './db/engine';
import { startServerDigest } from './modules/digest/routes';

class StartError extends Error {}

async function main() {
  const config = loadConfig();
  const app: FastifyInstance = await buildApp(config);
  const close = async () => {
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close();
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      throw new StartError(`El puerto ${config.port} ya está en uso: cierra el otro proceso o elige otro con PORT=3001 npm start.`);
    }
    throw error;
  }
  // The daily offers summary's scheduler: only a serving instance sends it (DIGEST_SCHEDULER).
  startServerDigest(app);
  console.log(`\n  ${config.siteName} está listo en ${config.siteUrl}  (base de datos: ${app.database.kind})\n`);
}

main().catch((error: unknown) => {
  // Known start-up problems are told in one sentence; anything else with its stack.
  if (error instanceof ConfigError || error instanceof EngineUnavailableError || error instanceof StartError) console.error(`\n  ${error.message}\n`);
  else console.error(error);
  process.exit(1);
});
