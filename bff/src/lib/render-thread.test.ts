import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { transformFileSync } from '@swc/core';
import type { FastifyInstance } from 'fastify';
import type { ServerRenderRequest } from '@gangazo/contracts';
import { buildTestApp } from '../test/build-test-app';
import { RenderThread, type RenderThreadOptions } from './render-thread';
import { IN_PROCESS_ORIGIN, inProcessFetch } from './server-render';

/** The worker as the build makes it: its TypeScript and what it imports, compiled to CommonJS. */
function compileWorker(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gangazo-render-worker-'));
  for (const name of ['render-worker', 'render-worker-protocol', 'server-render']) {
    const { code } = transformFileSync(path.join(__dirname, `${name}.ts`), {
      jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
      module: { type: 'commonjs' },
    });
    fs.writeFileSync(path.join(dir, `${name}.js`), code);
  }
  return path.join(dir, 'render-worker.js');
}

/**
 * A shell server build in miniature: the contract render.js keeps (createRenderer → render), and a
 * page that reads the API through the fetch it is lent. `/colgada` never ends; `/rota` throws;
 * `/glotona` keeps memory until the thread has none left.
 */
function rendererFixture(): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'gangazo-render-fixture-')), 'render.js');
  fs.writeFileSync(
    file,
    `const { threadId } = require('node:worker_threads');
exports.createRenderer = async (options) => ({
  async render({ url }) {
    if (url === '/colgada') for (;;) {}
    if (url === '/rota') throw new Error('el remoto explotó');
    if (url === '/glotona') { const kept = []; for (;;) kept.push(new Array(1e5).fill(url)); }
    const response = await options.fetch(new Request('${IN_PROCESS_ORIGIN}/api/health'));
    return { html: '<h1>' + url + ' ' + response.status + '</h1>', state: { api: { thread: threadId } }, failures: [], timedOut: false };
  },
});`,
  );
  return file;
}

const request = (url: string): ServerRenderRequest => ({
  url,
  budgetMs: 200,
  bootstrap: { siteName: 'Gangazo', siteUrl: 'http://localhost', apiBase: '/api', remotes: [] },
});

describe('RenderThread', () => {
  let app: FastifyInstance;
  let thread: RenderThread | null;
  const workerFile = compileWorker();

  const startThread = (options: Partial<RenderThreadOptions> = {}) =>
    RenderThread.start({ file: rendererFixture(), localRemotes: [], allowedOrigins: [], codeTimeoutMs: 500, fetch: inProcessFetch(app), log: app.log, workerFile, ...options });

  beforeAll(async () => {
    app = await buildTestApp();
    await app.ready();
    thread = await startThread({ hungAfterBudgetMs: 300 });
  });
  afterAll(async () => {
    await thread?.close();
    await app.close();
  });

  test('renders in another thread, its API calls answered by the BFF on the main thread', async () => {
    expect(thread).not.toBeNull();
    const page = await thread!.render(request('/ofertas'));
    expect(page.html).toBe('<h1>/ofertas 200</h1>');
    expect(page.state).toEqual({ api: { thread: expect.any(Number) } });
    expect((page.state.api as { thread: number }).thread).not.toBe(0); // 0 is the main thread
  });

  test('a render that throws rejects with its message; the thread goes on rendering', async () => {
    await expect(thread!.render(request('/rota'))).rejects.toThrow('el remoto explotó');
    await expect(thread!.render(request('/'))).resolves.toMatchObject({ html: '<h1>/ 200</h1>' });
  });

  test('a render that never ends is given up after its budget, and the next render gets a new thread', async () => {
    const started = Date.now();
    await expect(thread!.render(request('/colgada'))).rejects.toThrow('no respondió en 500 ms');
    expect(Date.now() - started).toBeLessThan(3000);
    const first = await thread!.render(request('/'));
    const second = await thread!.render(request('/'));
    expect(first.html).toBe('<h1>/ 200</h1>');
    expect(second.state).toEqual(first.state);
  });

  test("a render that eats the thread's heap ends the thread, not the BFF; the next render gets a new one", async () => {
    const small = await startThread({ heapLimits: { maxOldGenerationSizeMb: 32, maxYoungGenerationSizeMb: 4 } });
    try {
      await expect(small!.render({ ...request('/glotona'), budgetMs: 10_000 })).rejects.toThrow(/el hilo de render terminó/);
      await expect(small!.render(request('/'))).resolves.toMatchObject({ html: '<h1>/ 200</h1>' });
    } finally {
      await small?.close();
    }
  });

  test('no thread without a renderer build to load', async () => {
    const none = await RenderThread.start({ file: '/no/existe/render.js', localRemotes: [], allowedOrigins: [], codeTimeoutMs: 500, fetch: inProcessFetch(app), log: app.log, workerFile });
    expect(none).toBeNull();
  });
});
