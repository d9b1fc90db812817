import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../test/build-test-app';
import type { LocalRemote } from '../modules/remotes/service';
import { IN_PROCESS_ORIGIN, inProcessFetch, serverCodeLoader } from './server-render';

function localRemote(): LocalRemote {
  const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gangazo-server-code-'));
  fs.mkdirSync(path.join(distDir, 'server'));
  fs.writeFileSync(path.join(distDir, 'server', 'remoteEntry.js'), 'module.exports = "código del contenedor";');
  fs.writeFileSync(path.join(distDir, 'secret.txt'), 'no');
  return { distDir, descriptor: { name: 'demo', version: '1.0.0', routes: ['/demo'], slots: [], platform: '^1.0.0', serverEntry: 'server/remoteEntry.js' } };
}

describe('serverCodeLoader', () => {
  const local = localRemote();
  const load = serverCodeLoader({ localRemotes: [local], allowedOrigins: ['https://cdn.example.co'], timeoutMs: 500 });

  test("reads this checkout's server container from disk", async () => {
    await expect(load(`${IN_PROCESS_ORIGIN}/mf/demo/server/remoteEntry.js`)).resolves.toBe('module.exports = "código del contenedor";');
  });

  test('refuses anything else: other files, unknown remotes, origins not allowed, path tricks', async () => {
    await expect(load(`${IN_PROCESS_ORIGIN}/mf/demo/secret.txt`)).rejects.toThrow('No hay un build local');
    await expect(load(`${IN_PROCESS_ORIGIN}/mf/demo/server/../secret.txt`)).rejects.toThrow();
    await expect(load(`${IN_PROCESS_ORIGIN}/mf/otro/server/remoteEntry.js`)).rejects.toThrow('No hay un build local');
    await expect(load('https://evil.example.com/server/remoteEntry.js')).rejects.toThrow('no está permitido');
    await expect(load('http://169.254.169.254/latest/meta-data')).rejects.toThrow('no está permitido');
  });

  test('an allowed origin that does not answer fails within the timeout', async () => {
    const slow = serverCodeLoader({ localRemotes: [], allowedOrigins: ['http://127.0.0.1:9'], timeoutMs: 300 });
    const started = Date.now();
    await expect(slow('http://127.0.0.1:9/server/remoteEntry.js')).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

describe('inProcessFetch', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  test("answers the page's API calls from the BFF's own routes", async () => {
    const fetchInProcess = inProcessFetch(app);
    const response = await fetchInProcess(new Request(`${IN_PROCESS_ORIGIN}/api/v1/medals`));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual(expect.objectContaining({ items: expect.any(Array) }));
  });

  test('never carries a session and never leaves the API', async () => {
    const fetchInProcess = inProcessFetch(app);
    const current = await fetchInProcess(new Request(`${IN_PROCESS_ORIGIN}/api/v1/users/current`, { headers: { authorization: 'Bearer x' } }));
    expect(current.status).toBe(401);
    await expect(fetchInProcess(new Request(`${IN_PROCESS_ORIGIN}/mf/coupons/server/remoteEntry.js`))).rejects.toThrow('fuera de la API');
    await expect(fetchInProcess(new Request('https://example.com/api/v1/medals'))).rejects.toThrow('fuera de la API');
  });
});
