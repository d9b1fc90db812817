// Starts the real site (bff/dist/server.js serving the built shell and remotes) on a free port
// with its own data folder, and waits until it answers.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * Where global setup leaves the running site's state for the tests and the teardown: an environment
 * variable of this run's Jest process (its workers inherit it), not a shared file, so two runs on
 * one machine never read, or stop, each other's site.
 */
export const STATE_ENV = 'GANGAZO_E2E_SERVER';

/** The site's superadmin, created by the BFF on first start from SUPERADMIN_EMAIL / SUPERADMIN_PASSWORD. */
export const SUPERADMIN = { email: 'superadmin-e2e@gangazo.test', password: 'clave-superadmin-e2e-2026' } as const;
const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');

export interface ServerState {
  baseUrl: string;
  pid: number;
  dataDir: string;
  mailDir: string;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export async function startServer(extraEnv: Record<string, string> = {}): Promise<{ state: ServerState; child: ChildProcess }> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gangazo-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const serverFile = path.join(REPO_ROOT, 'bff', 'dist', 'server.js');
  if (!fs.existsSync(serverFile)) throw new Error('bff/dist/server.js is missing: build first (npm test builds it through turbo)');
  const logFile = fs.openSync(path.join(dataDir, 'server.log'), 'a');
  const child = spawn(process.execPath, [serverFile], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: baseUrl,
      DATA_DIR: dataDir,
      SEED: 'auto',
      LOG_LEVEL: 'warn',
      // The browser tests check what a page shows and how it loads, on a 2-core machine that is
      // also running Chromium; the 200 ms production budget for server rendering is the bench's.
      SSR_BUDGET_MS: '2000',
      SUPERADMIN_EMAIL: SUPERADMIN.email,
      SUPERADMIN_PASSWORD: SUPERADMIN.password,
      // The suites make fresh accounts that share and comment at once: every account is trusted and
      // comments need no wait. The moderation test puts its author under review through the staff API.
      TRUST_MIN_POSTS: '0',
      TRUST_MIN_ACCOUNT_HOURS: '0',
      COMMENT_INTERVAL_SECONDS: '0',
      // The daily summary would mail every demo member when a run crosses its hour: a test that
      // needs it runs it itself.
      DIGEST_SCHEDULER: 'off',
      ...extraEnv,
    },
    stdio: ['ignore', logFile, logFile],
    detached: true,
  });
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`the site exited while starting:\n${fs.readFileSync(path.join(dataDir, 'server.log'), 'utf8')}`);
    }
    try {
      const res = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  if (Date.now() >= deadline) throw new Error('the site did not start within 180 s');
  const state: ServerState = { baseUrl, pid: child.pid ?? 0, dataDir, mailDir: path.join(dataDir, 'mail') };
  return { state, child };
}

export function readServerState(): ServerState {
  const state = process.env[STATE_ENV];
  if (!state) throw new Error(`${STATE_ENV} is not set: run the e2e tests through Jest, whose global setup starts the site`);
  return JSON.parse(state) as ServerState;
}
