import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { DeployError, deployRemote } from './deploy-remote.cjs';
import { LEDGER } from './previous-builds.cjs';

interface Received {
  method: string;
  url: string;
  authorization?: string;
  body: string;
}

/** A stand-in for the BFF (and for a static host taking uploads): records requests, answers `reply`. */
async function recorder(reply: (req: Received) => { status: number; body?: unknown }) {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const entry = { method: req.method ?? '', url: req.url ?? '', authorization: req.headers.authorization, body: Buffer.concat(chunks).toString() };
      received.push(entry);
      const { status, body } = reply(entry);
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body ?? {}));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received, close: () => new Promise((r) => server.close(r)) };
}

function checkout(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'gangazo-deploy-'));
  const dist = path.join(root, 'mf-demo', 'dist');
  fs.mkdirSync(path.join(dist, 'server'), { recursive: true });
  fs.writeFileSync(path.join(root, 'mf-demo', 'remote.json'), '{}');
  fs.writeFileSync(path.join(dist, 'remote.json'), JSON.stringify({ name: 'demo', version: '1.4.0', routes: ['/demo'], slots: [], platform: '^1.0.0', serverEntry: 'server/remoteEntry.js' }));
  fs.writeFileSync(path.join(dist, 'mf-manifest.json'), '{"name":"demo"}');
  fs.writeFileSync(path.join(dist, 'remoteEntry.aaaaaaaaaaaaaaaa.js'), 'entry');
  fs.writeFileSync(path.join(dist, 'remoteEntry.aaaaaaaaaaaaaaaa.js.map'), 'map');
  fs.writeFileSync(path.join(dist, 'remoteEntry.0000000000000000.js'), 'a previous build, kept for open tabs');
  fs.writeFileSync(path.join(dist, 'server', 'remoteEntry.js'), 'server');
  const current = ['mf-manifest.json', 'remote.json', 'remoteEntry.aaaaaaaaaaaaaaaa.js', 'remoteEntry.aaaaaaaaaaaaaaaa.js.map'];
  fs.writeFileSync(path.join(dist, LEDGER), JSON.stringify({ builds: [{ at: 1, files: ['remoteEntry.0000000000000000.js'] }, { at: 2, files: current }] }));
  return root;
}

const quiet = () => undefined;

test("copies the current build into <to>/<name>/<version>-<hash>/ and registers it with the BFF", async () => {
  const bff = await recorder(() => ({ status: 200, body: { name: 'demo' } }));
  const root = checkout();
  const to = fs.mkdtempSync(path.join(os.tmpdir(), 'gangazo-cdn-'));
  try {
    const result = await deployRemote({
      argv: ['demo', '--to', to, '--public-url', 'https://cdn.example.co/remotos', '--skip-build'],
      env: { GANGAZO_URL: bff.origin, REMOTES_DEPLOY_TOKEN: 'demo-token' },
      root,
      log: quiet,
    });
    const [folder] = fs.readdirSync(path.join(to, 'demo'));
    expect(folder).toMatch(/^1\.4\.0-[0-9a-f]{10}$/);
    // This build's files and its server container; not the source map, not an older build's file.
    expect(fs.readdirSync(path.join(to, 'demo', folder as string)).sort()).toEqual(['mf-manifest.json', 'remote.json', 'remoteEntry.aaaaaaaaaaaaaaaa.js', 'server']);
    expect(fs.readFileSync(path.join(to, 'demo', folder as string, 'server', 'remoteEntry.js'), 'utf8')).toBe('server');
    const base = `https://cdn.example.co/remotos/demo/${folder}`;
    expect(result).toEqual({ version: '1.4.0', entry: `${base}/mf-manifest.json` });
    expect(bff.received).toHaveLength(1);
    expect(bff.received[0]).toMatchObject({ method: 'PUT', url: '/api/v1/remotes/demo', authorization: 'Bearer demo-token' });
    expect(JSON.parse(bff.received[0]?.body ?? '')).toEqual({
      version: '1.4.0',
      entry: `${base}/mf-manifest.json`,
      serverEntry: `${base}/server/remoteEntry.js`,
      routes: ['/demo'],
      slots: [],
      platform: '^1.0.0',
    });
  } finally {
    await bff.close();
  }
});

test('uploads to a URL prefix with PUT and uses it as the public address', async () => {
  const host = await recorder(() => ({ status: 201 }));
  const bff = await recorder(() => ({ status: 200 }));
  try {
    await deployRemote({
      argv: ['mf-demo', '--to', `${host.origin}/remotos/`, '--skip-build'],
      env: { GANGAZO_URL: bff.origin, REMOTES_DEPLOY_TOKEN: 't', DEPLOY_UPLOAD_TOKEN: 'subida' },
      root: checkout(),
      log: quiet,
    });
    const uploads = host.received.map((r) => r.url).sort();
    expect(uploads).toHaveLength(4);
    expect(uploads[0]).toMatch(/^\/remotos\/demo\/1\.4\.0-[0-9a-f]{10}\/mf-manifest\.json$/);
    expect(host.received.every((r) => r.method === 'PUT' && r.authorization === 'Bearer subida')).toBe(true);
    expect(JSON.parse(bff.received[0]?.body ?? '').entry).toBe(`${host.origin}${uploads[0]}`);
  } finally {
    await host.close();
    await bff.close();
  }
});

test("the BFF's refusal is the error, in its words, with a non-zero exit code", async () => {
  const bff = await recorder(() => ({ status: 422, body: { message: 'El remoto «demo» pide la plataforma ^2.0.0 y el shell ofrece 1.1.0.' } }));
  const to = fs.mkdtempSync(path.join(os.tmpdir(), 'gangazo-cdn-'));
  try {
    const run = deployRemote({ argv: ['demo', '--to', to, '--public-url', 'http://x', '--skip-build'], env: { GANGAZO_URL: bff.origin, REMOTES_DEPLOY_TOKEN: 't' }, root: checkout(), log: quiet });
    await expect(run).rejects.toThrow('El BFF rechazó el despliegue de «demo» 1.4.0 (422): El remoto «demo» pide la plataforma ^2.0.0 y el shell ofrece 1.1.0.');
    await expect(run).rejects.toMatchObject({ exitCode: 1 });
  } finally {
    await bff.close();
  }
});

test.each([
  [[], {}, 'Uso: npm run deploy:remote'],
  [['demo', '--to', '/tmp/x', '--skip-build'], { REMOTES_DEPLOY_TOKEN: 't' }, 'Falta --public-url'],
  [['demo', '--to', '/tmp/x', '--public-url', 'http://x', '--skip-build'], {}, 'Falta REMOTES_DEPLOY_TOKEN'],
  [['nadie', '--to', '/tmp/x'], { REMOTES_DEPLOY_TOKEN: 't' }, 'No hay un remoto «nadie»'],
  [['demo', '--to', '/tmp/x', '--otra'], {}, 'Argumento desconocido: --otra'],
])('wrong use %j is explained (exit code 2)', async (argv, env, message) => {
  const run = deployRemote({ argv, env, root: checkout(), log: quiet });
  await expect(run).rejects.toThrow(message);
  await expect(run).rejects.toBeInstanceOf(DeployError);
  await expect(run).rejects.toMatchObject({ exitCode: 2 });
});
