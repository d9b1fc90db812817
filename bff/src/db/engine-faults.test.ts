// The embedded engine killed under the BFF (as `kill -9` or an OOM kill would): requests are
// turned away at once with a Spanish 503 while it restarts, then everything works again with the
// data it had. And a start that cannot have its database says so in one sentence.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import mongoose from 'mongoose';
import { buildTestApp } from '../test/build-test-app';
import { EngineUnavailableError } from './engine';

/** The engine process serving this data folder, found as an operator would find it. */
function enginePid(dataDir: string): number | undefined {
  const lines = execFileSync('ps', ['-eo', 'pid=,args='], { encoding: 'utf8' }).split('\n');
  const line = lines.find((l) => l.includes('gangazo-engine') && l.includes(path.join(dataDir, 'db')));
  return line ? Number(line.trim().split(/\s+/)[0]) : undefined;
}

async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!ok(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = await read();
  }
  return value;
}

describe('the embedded engine dies while the BFF runs', () => {
  let app: FastifyInstance;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gangazo-faults-'));
    app = await buildTestApp({ dataDir });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test('503 at once in Spanish (JSON for the API, a page for people), then back with its data', async () => {
    await mongoose.connection.db?.collection('fault_probe').insertOne({ kept: 'antes del fallo' });
    expect((await app.inject({ method: 'GET', url: '/api/v1/menu' })).statusCode).toBe(200);
    const pid = enginePid(dataDir);
    expect(pid).toBeDefined();
    process.kill(pid as number, 'SIGKILL');

    const health = await until(() => app.inject({ method: 'GET', url: '/api/health' }), (res) => res.statusCode === 503, 2000);
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ status: 'degraded', database: { status: 'down' } });

    // While it is away (the restart waits a moment first): every answer within a second.
    let started = Date.now();
    const api = await app.inject({ method: 'GET', url: '/api/v1/menu' });
    const apiMs = Date.now() - started;
    started = Date.now();
    const page = await app.inject({ method: 'GET', url: '/ofertas/televisor-6b06de24a0419dbc9394f15b', headers: { accept: 'text/html,application/xhtml+xml' } });
    const pageMs = Date.now() - started;
    if (api.statusCode === 503) {
      expect(apiMs).toBeLessThan(1000);
      expect(api.headers['retry-after']).toBe('10');
      expect(api.json()).toEqual({ statusCode: 503, error: 'Service Unavailable', message: 'La base de datos no está disponible en este momento. Intenta de nuevo en unos segundos.', code: 'DATABASE_UNAVAILABLE' });
    }
    if (page.statusCode === 503) {
      expect(pageMs).toBeLessThan(1000);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('<title>Volvemos en un momento | Gangazo</title>');
      expect(page.body).toContain('La página se recargará sola en unos segundos.');
    }
    // At least one of them was seen while it was away (the restart takes longer than both).
    expect([api.statusCode, page.statusCode]).toContain(503);

    const back = await until(() => app.inject({ method: 'GET', url: '/api/health' }), (res) => res.statusCode === 200, 20_000);
    expect(back.json()).toMatchObject({ status: 'ok', database: { status: 'up' } });
    expect(enginePid(dataDir)).not.toBe(pid);
    expect((await app.inject({ method: 'GET', url: '/api/v1/menu' })).statusCode).toBe(200);
    expect(await mongoose.connection.db?.collection('fault_probe').findOne({ kept: 'antes del fallo' })).toMatchObject({ kept: 'antes del fallo' });
  });
});

describe('a start without its database says why in one sentence', () => {
  test('a file where the data folder belongs', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'gangazo-faults-')), 'datos');
    fs.writeFileSync(file, 'no soy una carpeta');
    const start = buildTestApp({ dataDir: file });
    await expect(start).rejects.toBeInstanceOf(EngineUnavailableError);
    await expect(start).rejects.toThrow(`No se puede usar la carpeta de datos ${file}: en su lugar (o en una carpeta superior) hay un archivo. Elige otra con DATA_DIR=/ruta/a/una/carpeta.`);
  });

  test('a MONGODB_URI nobody answers at (credentials left out of the sentence)', async () => {
    const started = Date.now();
    const start = buildTestApp({ mongodbUri: 'mongodb://usuario:clave-secreta@127.0.0.1:9/gangazo' });
    await expect(start).rejects.toBeInstanceOf(EngineUnavailableError);
    const error = (await start.catch((e: unknown) => e)) as Error;
    expect(error.message).toMatch(/^No se pudo conectar con la base de datos en mongodb:\/\/127\.0\.0\.1:9 \(.*\): revisa MONGODB_URI, o quítala para usar la base de datos embebida\.$/);
    expect(error.message).not.toContain('clave-secreta');
    expect(error.message).not.toContain('\n');
    expect(Date.now() - started).toBeLessThan(15_000);
  }, 30_000);
});
