import fs from 'node:fs';
import { readServerState, STATE_ENV } from './server';

export default async function globalTeardown(): Promise<void> {
  if (!process.env[STATE_ENV]) return;
  const state = readServerState();
  try {
    // The server stops its embedded engine on SIGTERM.
    process.kill(-state.pid, 'SIGTERM');
  } catch {
    // already gone
  }
  await new Promise((r) => setTimeout(r, 1500));
  fs.rmSync(state.dataDir, { recursive: true, force: true });
  delete process.env[STATE_ENV];
}
