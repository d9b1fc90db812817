// A remote's build as @gangazo/webpack-config emits it (mf-manifest.json in the federation plugin's
// shape, hashed entry and chunks, remote.json, server/remoteEntry.js), and the hosts a team's
// deploy may point at: one that serves a folder, one that never answers, one that refuses.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface RemoteBuildOptions {
  name: string;
  version?: string;
  routes?: string[];
  slots?: string[];
  platform?: string;
  /** A tag that changes every hashed name (two builds of one remote differ). */
  build?: string;
}

function hash(seed: string): string {
  return createHash('sha256').update(seed).digest('hex').slice(0, 16);
}

/** Writes the build into `dir` (created) and returns the names the manifest gives its `./remote`. */
export function writeRemoteBuild(dir: string, options: RemoteBuildOptions): { entry: string; chunks: string[] } {
  const { name, version = '1.0.0', routes = [`/${name}`], slots = [], platform = '^1.0.0', build = version } = options;
  const h = (part: string) => hash(`${name}:${build}:${part}`);
  const entry = `remoteEntry.${h('entry')}.js`;
  const expose = `__federation_expose_remote.${h('expose')}.js`;
  const lazy = `129.${h('lazy')}.js`;
  const css = `__federation_expose_remote.${h('css')}.css`;
  const shared = `696.${h('react')}.js`;
  fs.mkdirSync(path.join(dir, 'server'), { recursive: true });
  const manifest = {
    id: name,
    name,
    metaData: {
      name,
      type: 'app',
      buildInfo: { buildVersion: version, buildName: `@gangazo/mf-${name}` },
      remoteEntry: { name: entry, path: '', type: 'global' },
      types: { path: '', name: '', zip: '', api: '' },
      globalName: name,
      pluginVersion: '2.9.2',
      publicPath: 'auto',
    },
    shared: [
      {
        id: `${name}:react`,
        name: 'react',
        version: '19.3.1',
        singleton: true,
        requiredVersion: '^19.2.0',
        assets: { js: { async: [], sync: [shared] }, css: { async: [], sync: [] } },
      },
    ],
    remotes: [],
    exposes: [
      {
        id: `${name}:remote`,
        name: 'remote',
        assets: { js: { sync: [expose], async: [lazy] }, css: { sync: [css], async: [] } },
        path: './remote',
      },
    ],
  };
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  fs.writeFileSync(path.join(dir, 'remote.json'), JSON.stringify({ name, version, routes, slots, platform, serverEntry: 'server/remoteEntry.js' }));
  for (const file of [entry, expose, lazy, shared]) fs.writeFileSync(path.join(dir, file), `/* ${name} ${version} ${file} */`);
  fs.writeFileSync(path.join(dir, css), `.${name}{color:red}`);
  fs.writeFileSync(path.join(dir, 'server', 'remoteEntry.js'), `module.exports = { name: ${JSON.stringify(name)} };`);
  return { entry, chunks: [expose, lazy, css] };
}

export interface TestHost {
  origin: string;
  /** Paths asked for, in order. */
  requests: string[];
  close(): Promise<void>;
}

async function listen(server: http.Server, sockets: Set<Socket>): Promise<string> {
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function closer(server: http.Server, sockets: Set<Socket>): () => Promise<void> {
  return async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
}

/** Serves the files under `root` (GET; 404 for anything else), as a team's static host or CDN would. */
export async function serveFolder(root: string): Promise<TestHost> {
  const requests: string[] = [];
  const sockets = new Set<Socket>();
  const server = http.createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    requests.push(pathname);
    const file = path.join(root, path.normalize(pathname));
    if (!file.startsWith(root) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'access-control-allow-origin': '*' });
    fs.createReadStream(file).pipe(res);
  });
  const origin = await listen(server, sockets);
  return { origin, requests, close: closer(server, sockets) };
}

/** Accepts connections and never answers: the host that hangs. */
export async function hungHost(): Promise<TestHost> {
  const requests: string[] = [];
  const sockets = new Set<Socket>();
  const server = http.createServer((req) => {
    requests.push(req.url ?? '/');
  });
  const origin = await listen(server, sockets);
  return { origin, requests, close: closer(server, sockets) };
}

/** An origin on which nothing listens (the port was just released): connections are refused. */
export async function refusingOrigin(): Promise<string> {
  const sockets = new Set<Socket>();
  const server = http.createServer();
  const origin = await listen(server, sockets);
  await closer(server, sockets)();
  return origin;
}

export function tempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}
