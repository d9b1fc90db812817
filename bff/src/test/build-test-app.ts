// Builds the real app against a fresh embedded engine in a temporary folder. Close it in afterAll.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../app';
import { REPO_ROOT, loadConfig, type Config } from '../config';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

/** Moderation settings under which every account is trusted (the suites' default). */
export const TRUST_EVERYONE = { trustMinPosts: 0, trustMinAccountHours: 0, newAccountPostsPerHour: 3, reportsToHide: 3, expiryReports: 3, commentIntervalSeconds: 0 } as const;

/** With `overrides.dataDir` it is a restart on that folder's data, which the caller removes. */
export async function buildTestApp(overrides: Partial<Config> = {}, options: Pick<BuildOptions, 'onRoute'> = {}): Promise<FastifyInstance> {
  const ownDataDir = overrides.dataDir === undefined;
  const dataDir = overrides.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'gangazo-test-'));
  const staticRoot = overrides.staticRoot ?? fs.mkdtempSync(path.join(os.tmpdir(), 'gangazo-static-'));
  const config = loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED: 'off', DATA_DIR: dataDir },
    // Fresh test accounts are trusted (they publish at once) unless a test asks for the real rules.
    { jwtSecret: TEST_JWT_SECRET, staticRoot, moderation: TRUST_EVERYONE, ...overrides, dataDir },
  );
  return buildApp(config, {
    ...options,
    engine: 'ferretdb',
    onClose: () => {
      if (ownDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  });
}

/** A checkout-like folder with a built shell and one built remote, for static-serving tests. */
export function makeStaticFixture(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'gangazo-fixture-'));
  const shell = path.join(root, 'shell', 'dist');
  fs.mkdirSync(path.join(shell, 'assets'), { recursive: true });
  fs.writeFileSync(
    path.join(shell, 'index.html'),
    '<!doctype html><html lang="es"><head><meta charset="utf-8"><!--gangazo:head--></head><body><div id="root"></div><!--gangazo:bootstrap--><script src="/assets/main.0123456789abcdef.js"></script></body></html>',
  );
  fs.writeFileSync(path.join(shell, 'assets', 'main.0123456789abcdef.js'), 'console.log("shell")');
  const remote = path.join(root, 'mf-demo', 'dist');
  fs.mkdirSync(remote, { recursive: true });
  fs.writeFileSync(path.join(remote, 'remote.json'), JSON.stringify({ name: 'demo', version: '1.2.3', routes: ['/demo/:id'], slots: [], platform: '^1.0.0' }));
  fs.writeFileSync(path.join(remote, 'mf-manifest.json'), JSON.stringify({ metaData: { remoteEntry: { name: 'remoteEntry.abcdef0123456789.js', path: '' } } }));
  fs.writeFileSync(path.join(remote, 'remoteEntry.abcdef0123456789.js'), 'var demo = {};');
  fs.writeFileSync(path.join(remote, 'remoteEntry.abcdef0123456789.js.map'), '{"version":3,"sources":["secret.ts"]}');
  fs.writeFileSync(path.join(remote, 'remoteEntry.abcdef0123456789.js.br'), Buffer.from([0x0b, 0x07, 0x80, 0x76, 0x61, 0x72, 0x20, 0x64, 0x65, 0x6d, 0x6f, 0x20, 0x3d, 0x20, 0x7b, 0x7d, 0x3b, 0x03]));
  return root;
}

/**
 * `makeStaticFixture` plus a stand-in build of every remote in this checkout, each declaring the
 * routes of its source `remote.json`: the registry then has the site's real page routes.
 */
export function makeSiteFixture(): string {
  const root = makeStaticFixture();
  for (const folder of fs.readdirSync(REPO_ROOT).filter((name) => name.startsWith('mf-'))) {
    const source = path.join(REPO_ROOT, folder, 'remote.json');
    if (!fs.existsSync(source)) continue;
    const dist = path.join(root, folder, 'dist');
    fs.mkdirSync(dist, { recursive: true });
    const descriptor = { ...(JSON.parse(fs.readFileSync(source, 'utf8')) as object), version: '0.0.0-test' };
    fs.writeFileSync(path.join(dist, 'remote.json'), JSON.stringify(descriptor));
    fs.writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify({ metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } } }));
  }
  return root;
}
