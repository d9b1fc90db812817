import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { EngineUnavailableError } from './db/engine';

async function main() {
  const config = loadConfig();
  const app = await buildApp(config);
  const close = async () => {
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  await app.listen({ port: config.port, host: config.host });
  console.log(`\n  ${config.siteName} está listo en ${config.siteUrl}  (base de datos: ${app.database.kind})\n`);
}

main().catch((error: unknown) => {
  // Known start-up problems are told in one sentence; anything else with its stack.
  if (error instanceof ConfigError || error instanceof EngineUnavailableError) console.error(`\n  ${error.message}\n`);
  else console.error(error);
  process.exit(1);
});
