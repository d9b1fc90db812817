// The contract with the shell's server build (`shell/dist/server/render.js`) and the two things the
// BFF lends it: answering the page's API calls in process, and the code of remotes' server
// containers — from this checkout's builds or from allowed origins only.
import fs from 'node:fs';
import path from 'node:path';
import type { ServerRenderer, ServerRendererOptions } from '@gangazo/contracts';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import type { LocalRemote } from '../modules/remotes/service';

/** The origin the shell's server build gives API and local remote URLs; never a real host. */
export const IN_PROCESS_ORIGIN = 'http://gangazo.internal';

export type PageRenderer = ServerRenderer;

interface RendererModule {
  createRenderer(options: ServerRendererOptions): Promise<ServerRenderer>;
}

/** Headers a rendered page's API call may carry into the BFF: never the visitor's session. */
const FORWARDED_HEADERS = ['accept', 'content-type'];

/** `fetch` for the renderer, answered by the BFF's own routes through `inject` (no socket). */
export function inProcessFetch(app: FastifyInstance): (input: Request) => Promise<Response> {
  return async (input) => {
    const url = new URL(input.url);
    if (url.origin !== IN_PROCESS_ORIGIN || !url.pathname.startsWith('/api/')) {
      throw new Error(`El renderizador pidió una URL fuera de la API: ${url.origin}${url.pathname}`);
    }
    const headers: Record<string, string> = { 'x-gangazo-render': '1' };
    for (const name of FORWARDED_HEADERS) {
      const value = input.headers.get(name);
      if (value) headers[name] = value;
    }
    const response = await app.inject({ method: input.method as HTTPMethods, url: url.pathname + url.search, headers });
    const contentType = response.headers['content-type'];
    return new Response(response.rawPayload, {
      status: response.statusCode,
      headers: typeof contentType === 'string' ? { 'content-type': contentType } : {},
    });
  };
}

const LOCAL_SERVER_CODE = /^\/mf\/([a-z][a-z0-9_]{1,30})\/(server\/[A-Za-z0-9_.-]+\.js)$/;

/**
 * The code of a remote's server container: this checkout's build read from disk, or a deployed one
 * fetched from an allowed origin (`SSR_ALLOWED_ORIGINS`) with a short timeout. Anything else is
 * refused: a registry entry must never be a way to run arbitrary code in the BFF.
 */
export function serverCodeLoader(options: { localRemotes: LocalRemote[]; allowedOrigins: string[]; timeoutMs: number }): (url: string) => Promise<string> {
  return async (raw) => {
    const url = new URL(raw);
    if (url.origin === IN_PROCESS_ORIGIN) {
      const match = LOCAL_SERVER_CODE.exec(url.pathname);
      const local = match ? options.localRemotes.find((remote) => remote.descriptor.name === match[1]) : undefined;
      if (!match || !local) throw new Error(`No hay un build local para ${url.pathname}`);
      return fs.promises.readFile(path.join(local.distDir, match[2] as string), 'utf8');
    }
    if (!options.allowedOrigins.includes(url.origin)) throw new Error(`El origen ${url.origin} no está permitido para código de servidor`);
    const response = await fetch(url, { signal: AbortSignal.timeout(options.timeoutMs), redirect: 'error' });
    if (!response.ok) throw new Error(`${url.href} respondió ${response.status}`);
    return response.text();
  };
}

/** Loads the shell's renderer from its build, or null when there is none (development builds). */
export async function loadPageRenderer(file: string, options: ServerRendererOptions): Promise<PageRenderer | null> {
  if (!fs.existsSync(file)) return null;
  // The build is CommonJS made for Node, loaded at run time, never bundled into the BFF. Its
  // exports arrive as a promise: federation first negotiates the shared singletons (asyncStartup).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const module = (await (require(file) as Promise<RendererModule> | RendererModule));
  return module.createRenderer(options);
}
