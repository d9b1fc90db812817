// Server rendering off the event loop. Rendering a page costs tens of milliseconds of CPU; done on
// the BFF's main thread, every request that arrived meanwhile (API reads, cached pages, assets)
// waited for it, so a page re-rendered in the background every few seconds showed up as the p99 of
// everything else. Here the shell's renderer runs in a worker thread (render-worker.ts); the page's
// API calls come back to the main thread, which answers them through its own routes.
import fs from 'node:fs';
import path from 'node:path';
import { type ResourceLimits, Worker } from 'node:worker_threads';
import type { ServerRenderedPage, ServerRenderRequest } from '@gangazo/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { FromRenderWorker, RenderWorkerData, ToRenderWorker } from './render-worker-protocol';
import type { PageRenderer } from './server-render';

/** The compiled worker beside this file; absent when the BFF runs from its TypeScript sources (tests). */
const WORKER_FILE = path.join(__dirname, 'render-worker.js');
/** How long past a render's own budget the main thread waits before it takes the thread for hung. */
const HUNG_AFTER_BUDGET_MS = 5_000;
/** Loading the shell's server build and the remotes' code on a cold start. */
const START_TIMEOUT_MS = 60_000;
/**
 * The thread's heap. A small young generation: V8 sizes it for throughput (up to 16 MB a
 * semi-space), but renders are few, and with 20 000 offers it took the BFF's resident peak from
 * ~380 to ~436 MB (goal 400). A ceiling on the old one (~45 MB in use after the warm-up): a
 * runaway render ends the thread, its pages are left to the browser and the next render starts a
 * new one, instead of the whole BFF running out of memory.
 */
const HEAP_LIMITS: ResourceLimits = { maxYoungGenerationSizeMb: 8, maxOldGenerationSizeMb: 256 };

export interface RenderThreadOptions extends RenderWorkerData {
  /** Answers the page's API calls (the BFF's own routes, in process). */
  fetch: (input: Request) => Promise<Response>;
  log: FastifyBaseLogger;
  /** The worker's script: the compiled render-worker.js beside this file unless told (tests compile their own). */
  workerFile?: string;
  /** How long past a render's own budget the main thread waits before it takes the thread for hung. */
  hungAfterBudgetMs?: number;
  /** The thread's heap limits (HEAP_LIMITS unless told). */
  heapLimits?: ResourceLimits;
}

interface Waiting {
  /** The thread asked: only its exit fails this render. */
  worker: Worker;
  resolve: (page: ServerRenderedPage) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

export class RenderThread implements PageRenderer {
  private worker: Worker | null = null;
  private ready: Promise<boolean> = Promise.resolve(false);
  private readonly renders = new Map<number, Waiting>();
  private nextId = 0;
  private closed = false;

  private constructor(private readonly options: RenderThreadOptions) {}

  /** A started thread whose renderer loaded, or null (no compiled worker, no shell server build, or it failed to start). */
  static async start(options: RenderThreadOptions): Promise<RenderThread | null> {
    if (!fs.existsSync(options.workerFile ?? WORKER_FILE) || !fs.existsSync(options.file)) return null;
    const thread = new RenderThread(options);
    thread.spawn();
    if (await thread.ready) return thread;
    await thread.close();
    return null;
  }

  async render(request: ServerRenderRequest): Promise<ServerRenderedPage> {
    if (this.closed) throw new Error('el hilo de render está cerrado');
    if (!this.worker) this.spawn();
    if (!(await this.ready) || !this.worker) throw new Error('el hilo de render no está disponible');
    const worker = this.worker;
    const id = ++this.nextId;
    const limitMs = request.budgetMs + (this.options.hungAfterBudgetMs ?? HUNG_AFTER_BUDGET_MS);
    return new Promise<ServerRenderedPage>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.renders.delete(id);
        reject(new Error(`el hilo de render no respondió en ${limitMs} ms`));
        // A thread stuck in a loop renders nothing more: the next render starts a new one.
        this.options.log.error('render en el servidor: el hilo no responde; se reinicia');
        if (this.worker === worker) this.worker = null;
        void worker.terminate();
      }, limitMs);
      this.renders.set(id, { worker, resolve, reject, timer });
      worker.postMessage({ type: 'render', id, request } satisfies ToRenderWorker);
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.worker?.terminate();
  }

  private spawn(): void {
    const { file, localRemotes, allowedOrigins, codeTimeoutMs } = this.options;
    const worker = new Worker(this.options.workerFile ?? WORKER_FILE, {
      workerData: { file, localRemotes, allowedOrigins, codeTimeoutMs } satisfies RenderWorkerData,
      resourceLimits: this.options.heapLimits ?? HEAP_LIMITS,
    });
    this.worker = worker;
    this.ready = new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), START_TIMEOUT_MS);
      worker.on('message', (message: FromRenderWorker) => {
        if (message.type !== 'ready') return;
        clearTimeout(timer);
        if (!message.available && message.message) this.options.log.error({ err: message.message }, 'render en el servidor: el hilo no pudo cargar el renderizador');
        resolve(message.available);
      });
      worker.once('exit', () => {
        clearTimeout(timer);
        resolve(false);
      });
    });
    worker.on('message', (message: FromRenderWorker) => this.receive(worker, message));
    worker.on('error', (error) => this.options.log.error({ err: error }, 'render en el servidor: error en el hilo'));
    worker.on('exit', (code) => {
      if (this.worker === worker) this.worker = null;
      for (const [id, waiting] of this.renders) {
        if (waiting.worker !== worker) continue;
        clearTimeout(waiting.timer);
        waiting.reject(new Error(`el hilo de render terminó (código ${code})`));
        this.renders.delete(id);
      }
    });
  }

  private receive(worker: Worker, message: FromRenderWorker): void {
    if (message.type === 'fetch') {
      this.answerFetch(worker, message);
      return;
    }
    if (message.type === 'ready') return;
    const waiting = this.renders.get(message.id);
    if (!waiting) return;
    this.renders.delete(message.id);
    clearTimeout(waiting.timer);
    if (message.type === 'rendered') waiting.resolve(message.page);
    else waiting.reject(new Error(message.message));
  }

  private answerFetch(worker: Worker, message: Extract<FromRenderWorker, { type: 'fetch' }>): void {
    const request = new Request(message.url, { method: message.method, headers: message.headers, ...(message.body === undefined ? {} : { body: message.body }) });
    this.options
      .fetch(request)
      .then(async (response) => {
        const body = await response.arrayBuffer();
        const reply: ToRenderWorker = { type: 'fetched', id: message.id, status: response.status, headers: Object.fromEntries(response.headers), body };
        worker.postMessage(reply, [body]);
      })
      .catch((error: unknown) => {
        worker.postMessage({ type: 'fetched', id: message.id, error: error instanceof Error ? error.message : String(error) } satisfies ToRenderWorker);
      });
  }
}
