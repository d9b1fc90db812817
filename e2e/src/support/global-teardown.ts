import fs from 'node:fs';
import { readServerState, STATE_FILE } from './server';

export default async function globalTeardown(): Promise<void> {
  if (!fs.existsSync(STATE_FILE)) return;
  const state = readServerState();
  try {
    // The server stops its embedded engine on SIGTERM.
    process.kill(-state.pid, 'SIGTERM');
  } catch {
    // already gone
  }
  await new Promise((r) => setTimeout(r, 1500));
  fs.rmSync(state.dataDir, { recursive: true, force: true });
  fs.rmSync(STATE_FILE, { force: true });
}
