// What a request gets while the database cannot answer: a 503 at once, in Spanish; a JSON body for
// the API and for programs, a page for people. Static files (the shell's and remotes' assets) are
// served from disk and stay available.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from './shell-html';

export const UNAVAILABLE_MESSAGE = 'La base de datos no está disponible en este momento. Intenta de nuevo en unos segundos.';
/** Seconds a client is told to wait (Retry-After), and the page's reload. */
export const RETRY_AFTER_SECONDS = 10;

const STATIC_FILE = /^\/(assets|mf)\/|^\/[^/]+\.(svg|png|ico|webmanifest|txt|js|css|map|woff2?)$/;
/** Answer on their own while the database is away: the health check (503 itself) and metrics for ops. */
const SELF_ANSWERING = new Set(['/api/health', '/api/metrics']);

export function needsDatabase(url: string): boolean {
  const path = url.split('?')[0] ?? url;
  return !STATIC_FILE.test(path) && !SELF_ANSWERING.has(path);
}

function wantsPage(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? '';
  return !path.startsWith('/api/') && (request.method === 'GET' || request.method === 'HEAD') && (request.headers.accept ?? '').includes('text/html');
}

const page = (siteName: string) => `<!doctype html>
<html lang="es">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta http-equiv="refresh" content="${RETRY_AFTER_SECONDS}">
    <meta name="robots" content="noindex">
    <title>Volvemos en un momento | ${escapeHtml(siteName)}</title>
    <style>
      body { margin: 0; min-height: 100vh; display: grid; place-items: center; font-family: system-ui, sans-serif; background: #f6f6f8; color: #1c1d22; }
      main { max-width: 32rem; padding: 2rem 1.5rem; text-align: center; }
      h1 { margin: 0 0 1rem; font-size: 1.5rem; }
      p { margin: 0 0 1.5rem; line-height: 1.5; }
      a { display: inline-block; padding: 0.75rem 1.25rem; border-radius: 8px; background: #c73a22; color: #fff; font-weight: 700; text-decoration: none; }
      @media (prefers-color-scheme: dark) { body { background: #16171b; color: #ececf1; } }
    </style>
  </head>
  <body>
    <main>
      <h1>Volvemos en un momento</h1>
      <p>No podemos mostrar las ofertas ahora mismo porque nuestra base de datos no responde. La página se recargará sola en unos segundos.</p>
      <a href="">Intentar de nuevo</a>
    </main>
  </body>
</html>
`;

export function sendUnavailable(request: FastifyRequest, reply: FastifyReply, siteName: string): FastifyReply {
  reply.status(503).header('retry-after', String(RETRY_AFTER_SECONDS)).header('cache-control', 'no-store');
  if (wantsPage(request)) return reply.type('text/html; charset=utf-8').send(page(siteName));
  return reply.type('application/json; charset=utf-8').send({ statusCode: 503, error: 'Service Unavailable', message: UNAVAILABLE_MESSAGE, code: 'DATABASE_UNAVAILABLE' });
}

const CONNECTIVITY_ERRORS = new Set([
  'MongoServerSelectionError',
  'MongooseServerSelectionError',
  'MongoNetworkError',
  'MongoNetworkTimeoutError',
  'MongoNotConnectedError',
  'MongoTopologyClosedError',
  'MongoClientClosedError',
  'MongoPoolClearedError',
]);

/** An operation that failed because the database could not be reached (not because of what was asked). */
export function isDatabaseUnreachable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return CONNECTIVITY_ERRORS.has(error.name) || (error.name === 'MongooseError' && /buffering timed out/.test(error.message));
}
