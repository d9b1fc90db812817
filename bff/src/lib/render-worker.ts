// The page renderer's own thread (see worker-renderer.ts). It loads the shell's server build and
// the remotes' server code here, so rendering a page (tens of milliseconds of CPU, a few times a
// minute per page) never holds the BFF's event loop, where every other request waits. The page's
// API calls come back to the main thread, which answers them through its own routes.
import { parentPort, workerData } from 'node:worker_threads';
import type { ServerRenderRequest } from '@gangazo/contracts';
import { loadPageRenderer, serverCodeLoader } from './server-render';
import type { FetchReply, RenderWorkerData, ToRenderWorker, FromRenderWorker } from './render-worker-protocol';

const port = parentPort;
if (!port) throw new Error('render-worker.js solo corre como worker_thread');
const data = workerData as RenderWorkerData;

const fetches = new Map<number, { resolve: (response: Response) => void; reject: (error: Error) => void }>();
let nextFetch = 0;

const send = (message: FromRenderWorker) => port.postMessage(message);

async function fetchThroughMainThread(input: Request): Promise<Response> {
  const id = ++nextFetch;
  const body = input.method === 'GET' || input.method === 'HEAD' ? undefined : await input.text();
  return new Promise((resolve, reject) => {
    fetches.set(id, { resolve, reject });
    send({ type: 'fetch', id, url: input.url, method: input.method, headers: Object.fromEntries(input.headers), ...(body === undefined ? {} : { body }) });
  });
}

function answerFetch(reply: FetchReply): void {
  const waiting = fetches.get(reply.id);
  if (!waiting) return;
  fetches.delete(reply.id);
  if ('error' in reply) waiting.reject(new Error(reply.error));
  else waiting.resolve(new Response(reply.body, { status: reply.status, headers: reply.headers }));
}

const renderer = loadPageRenderer(data.file, {
  fetch: fetchThroughMainThread,
  loadCode: serverCodeLoader({ localRemotes: data.localRemotes, allowedOrigins: data.allowedOrigins, timeoutMs: data.codeTimeoutMs }),
});

async function render(id: number, request: ServerRenderRequest): Promise<void> {
  try {
    const loaded = await renderer;
    if (!loaded) throw new Error('no hay build de servidor del shell');
    send({ type: 'rendered', id, page: await loaded.render(request) });
  } catch (error) {
    send({ type: 'render-failed', id, message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
}

port.on('message', (message: ToRenderWorker) => {
  if (message.type === 'render') void render(message.id, message.request);
  else answerFetch(message);
});

renderer.then(
  (loaded) => send({ type: 'ready', available: loaded !== null }),
  (error: unknown) => send({ type: 'ready', available: false, message: error instanceof Error ? error.message : String(error) }),
);
