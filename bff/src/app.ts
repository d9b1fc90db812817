import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type RouteOptions } from 'fastify';
import type { Config } from './config';
import type { EngineKind } from './db/engine';
import { moduleRoutes } from './modules';
import authPlugin from './plugins/auth';
import dbPlugin from './plugins/db';
import emptyQueryPlugin from './plugins/empty-query';
import errorsPlugin, { handleFrameworkError, MAX_PATH_PARAM_LENGTH } from './plugins/errors';
import jsonBodyPlugin from './plugins/json-body';
import metricsPlugin from './plugins/metrics';
import multipartPlugin from './plugins/multipart';
import openapiPlugin from './plugins/openapi';
import rateLimitPlugin from './plugins/rate-limit';
import httpCachePlugin from './plugins/http-cache';
import invalidationBroadcastPlugin from './plugins/invalidation-broadcast';
import remotesPlugin from './plugins/remotes';
import securityHeadersPlugin from './plugins/security-headers';
import { buildValidator } from './lib/validators';
import staticPlugin from './plugins/static';
import { startupTasks } from './startup';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

export interface BuildOptions {
  /** Restricts the embedded engine search (tests use `ferretdb`). */
  engine?: EngineKind | 'auto';
  /** Runs after everything else has closed (tests remove their temporary data here). */
  onClose?: () => void | Promise<void>;
  /** Called for every route as it is added (tests enumerate the routes with it). */
  onRoute?: (route: RouteOptions) => void;
}

const NOT_FOUND = { statusCode: 404, error: 'Not Found', message: 'No encontramos el recurso solicitado.', code: 'NOT_FOUND' };

/** Client routes get the shell (404 when no page is there, see sendShell); API paths, remote assets and missing files get a JSON 404. */
function wantsShell(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? '/';
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (path.startsWith('/api/') || path.startsWith('/mf/') || path === '/monitoring') return false;
  if (/\.[a-z0-9]{1,8}$/i.test(path)) return false;
  return (request.headers.accept ?? '*/*').includes('text/html') || (request.headers.accept ?? '') === '*/*';
}

// Reset links carry their single-use token in the query (`/restablecer-contrasena?token=…`), and a
// log line is read by more people, and kept longer, than the hour the token is good for.
const SECRET_QUERY_KEY = /^(?:token|[a-z0-9]*_token)$/i;
export const REDACTED = '[redacted]';

/** The URL with the value of every `token` (or `…_token`) query parameter replaced by `[redacted]`. */
export function redactUrlSecrets(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return url;
  const query = url
    .slice(start + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const rawKey = eq === -1 ? pair : pair.slice(0, eq);
      let key = rawKey;
      try {
        key = decodeURIComponent(rawKey.replace(/\+/g, ' '));
      } catch {
        // A malformed escape is compared as typed.
      }
      return SECRET_QUERY_KEY.test(key) ? `${rawKey}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, start)}?${query}`;
}

/** Fastify's default request serializer, with the URL redacted. */
export function serializeRequest(request: FastifyRequest): Record<string, unknown> {
  return {
    method: request.method,
    url: redactUrlSecrets(request.url),
    version: request.headers['accept-version'],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel, serializers: { req: serializeRequest } },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // The db plugin may compile the embedded engine with Go on a first start (about a minute on
    // 2 cores); Fastify's 10 s default would cut that off with a stack trace instead of waiting.
    pluginTimeout: 180_000,
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: true, useDefaults: true, allErrors: false } },
    // …except JSON bodies, checked without coercion (lib/validators.ts).
    schemaController: { compilersFactory: { buildValidator: buildValidator() } },
    routerOptions: { maxParamLength: MAX_PATH_PARAM_LENGTH },
    // A broken percent-escape or an over-long path parameter, answered by the router itself.
    frameworkErrors: handleFrameworkError,
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('config', config);
  const { onClose, onRoute } = options;
  if (onClose) app.addHook('onClose', async () => onClose());
  if (onRoute) app.addHook('onRoute', onRoute);

  await app.register(errorsPlugin);
  await app.register(emptyQueryPlugin);
  await app.register(jsonBodyPlugin);
  await app.register(metricsPlugin);
  await app.register(dbPlugin, { mongodbUri: config.mongodbUri, dataDir: config.dataDir, prefer: options.engine ?? 'auto' });
  await app.register(rateLimitPlugin, { redisUrl: config.redisUrl });
  await app.register(invalidationBroadcastPlugin, { redisUrl: config.redisUrl });
  await app.register(authPlugin, { secret: config.jwtSecret, expiresIn: config.jwtExpiresIn });
  await app.register(httpCachePlugin);
  await app.register(multipartPlugin);
  await app.register(openapiPlugin, { staffOnly: config.env === 'production' });
  await app.register(remotesPlugin, { staticRoot: config.staticRoot });
  await app.register(securityHeadersPlugin);
  await app.register(staticPlugin, { staticRoot: config.staticRoot, localRemotes: app.localRemotes });

  for (const routes of moduleRoutes) await app.register(routes);

  app.setNotFoundHandler(
    { preHandler: app.rateLimit({ max: 600, timeWindow: '1 minute' }) },
    (request: FastifyRequest, reply: FastifyReply) => (wantsShell(request) ? app.sendShell(request, reply) : reply.status(404).send(NOT_FOUND)),
  );

  await app.ready();
  for (const task of startupTasks) await task(app);
  return app;
}
