import { startServer, STATE_ENV } from './server';

export default async function globalSetup(): Promise<void> {
  const { state, child } = await startServer();
  child.unref();
  process.env[STATE_ENV] = JSON.stringify(state);
}
