import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors';
import { isDatabaseUnreachable, sendUnavailable } from '../lib/unavailable';
import { spanishValidationMessage, type SchemaIssue } from '../lib/validation-messages';
import { emptyQueryMessage } from './empty-query';

const GENERIC_SERVER_ERROR = 'Ha ocurrido un error interno. Por favor, intenta de nuevo más tarde.';

function send(reply: FastifyReply, statusCode: number, message: string, code?: string) {
  const error = statusCode >= 500 ? 'Internal Server Error' : reasonPhrase(statusCode);
  return reply.status(statusCode).type('application/json; charset=utf-8').send({ statusCode, error, message, ...(code ? { code } : {}) });
}

function reasonPhrase(status: number): string {
  const phrases: Record<number, string> = {
    400: 'Bad Request',
    401: 'Unauthorized',
    403: 'Forbidden',
    404: 'Not Found',
    405: 'Method Not Allowed',
    406: 'Not Acceptable',
    409: 'Conflict',
    410: 'Gone',
    413: 'Payload Too Large',
    415: 'Unsupported Media Type',
    422: 'Unprocessable Entity',
    429: 'Too Many Requests',
  };
  return phrases[status] ?? 'Error';
}

/** Client errors keep a clear Spanish message; server errors are logged and hidden. */
export function handleError(error: FastifyError | AppError | Error, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) return send(reply, error.statusCode, error.message, error.code);

  const fastifyError = error as FastifyError & { validation?: SchemaIssue[]; validationContext?: string };
  if (fastifyError.validation) {
    const issue = fastifyError.validation[0];
    const context = fastifyError.validationContext;
    const message = issue ? (emptyQueryMessage(request, issue, context) ?? spanishValidationMessage(issue, context)) : 'La solicitud no es válida.';
    return send(reply, 400, message, 'VALIDATION');
  }

  // The database went away mid-request (the engine restarting, a lost server): a 503 like the
  // requests turned away before it, not a generic 500.
  if (isDatabaseUnreachable(error)) {
    request.log.warn({ err: error }, 'la base de datos no respondió');
    return sendUnavailable(request, reply, request.server.config.siteName);
  }

  const status = fastifyError.statusCode ?? 500;
  if (status >= 500) {
    request.log.error({ err: error }, 'error no controlado');
    return send(reply, 500, GENERIC_SERVER_ERROR);
  }
  return send(reply, status, clientMessage(fastifyError), fastifyError.code);
}

/** Messages for the errors Fastify and its plugins raise themselves, in Spanish. */
function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'TOO_MANY_REQUESTS':
      // Built by the rate-limit plugin with the wait in Spanish.
      return typeof error.message === 'string' && error.message ? error.message : 'Demasiadas solicitudes. Espera un momento e inténtalo de nuevo.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'El tipo de contenido de la solicitud no es compatible.';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'El cuerpo de la solicitud no es un JSON válido.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
      return 'La solicitud es demasiado grande.';
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return 'El formulario tiene demasiados campos.';
    case 'FST_FILES_LIMIT':
      return 'Solo se admite un archivo por formulario.';
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return 'Se esperaba un formulario multipart.';
    case 'FST_JWT_NO_AUTHORIZATION_IN_HEADER':
    case 'FST_JWT_AUTHORIZATION_TOKEN_EXPIRED':
    case 'FST_JWT_AUTHORIZATION_TOKEN_INVALID':
    case 'FST_JWT_AUTHORIZATION_TOKEN_UNTRUSTED':
    case 'FST_JWT_BAD_REQUEST':
      return 'Tu sesión no es válida o ha expirado. Inicia sesión de nuevo.';
    default:
      return error.statusCode === 429 ? 'Demasiadas solicitudes. Espera un momento e inténtalo de nuevo.' : 'La solicitud no es válida.';
  }
}

/** The router's limit on one path parameter (Fastify's default), set by app.ts. */
export const MAX_PATH_PARAM_LENGTH = 100;

/**
 * Fastify's `frameworkErrors`: what the router answers before any route runs. Its own answers are
 * in English, in another shape, and echo the whole URL; these keep the API's shape and language.
 */
export function handleFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  switch (error.code) {
    case 'FST_ERR_BAD_URL':
      // A path with a broken percent-escape (`/api/v1/offers/%zz`).
      return send(reply, 400, 'La dirección de la solicitud no es válida: tiene un carácter mal codificado.', 'VALIDATION');
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return send(reply, 400, `Un valor de la ruta es demasiado largo (máximo ${MAX_PATH_PARAM_LENGTH} caracteres).`, 'VALIDATION');
    default:
      request.log.error({ err: error }, 'error del enrutador');
      return send(reply, 500, GENERIC_SERVER_ERROR);
  }
}

/**
 * The name of the first number in a request part that is not finite, if any. Fastify's validator
 * (Ajv 8 with coerceTypes) turns `?page=1e400` or `?per_page=Infinity` into Infinity and lets it
 * past `maximum`, and JSON.parse reads `1e400` as Infinity too; the engine then fails on it (a 500).
 */
export function nonFiniteField(value: unknown, name = '', depth = 0): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? null : name || 'valor';
  if (depth > 6 || value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return null;
  for (const [key, child] of Object.entries(value)) {
    const found = nonFiniteField(child, key, depth + 1);
    if (found) return found;
  }
  return null;
}

export default fp(
  async (app) => {
    app.setErrorHandler(handleError);
    // After validation, so the values are the coerced ones every handler will see.
    app.addHook('preHandler', async (request) => {
      const field = nonFiniteField(request.query) ?? nonFiniteField(request.params) ?? nonFiniteField(request.body);
      if (field) throw new AppError('VALIDATION', `El campo «${field}» tiene un número fuera de rango.`);
    });
  },
  { name: 'errors' },
);
