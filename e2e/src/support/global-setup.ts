import fs from 'node:fs';
import { startServer, STATE_FILE } from './server';

export default async function globalSetup(): Promise<void> {
  const { state, child } = await startServer();
  child.unref();
  fs.writeFileSync(STATE_FILE, JSON.stringify(state));
}
