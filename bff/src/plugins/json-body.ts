// Fastify's JSON parser refuses a body holding `__proto__` (or `constructor.prototype`), which is
// right, but reports it as invalid JSON, which it is not: the person reading the message would
// look for a syntax error that is not there. This parser keeps Fastify's (same limits, same
// refusal) and only tells the two cases apart.
import fp from 'fastify-plugin';
import { AppError } from '../errors';

export const FORBIDDEN_KEY_MESSAGE = 'El cuerpo de la solicitud contiene una clave no permitida («__proto__» o «constructor»).';

/** True when the text is JSON by the plain parser: Fastify refused it for a forbidden key, not its syntax. */
function isPlainJson(body: string): boolean {
  try {
    JSON.parse(body);
    return true;
  } catch {
    return false;
  }
}

export default fp(
  async (app) => {
    const { onProtoPoisoning, onConstructorPoisoning } = app.initialConfig;
    const fastifyJson = app.getDefaultJsonParser(onProtoPoisoning ?? 'error', onConstructorPoisoning ?? 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      fastifyJson(request, text, (error, value) => {
        const refused = (error as { code?: string } | null)?.code === 'FST_ERR_CTP_INVALID_JSON_BODY';
        if (refused && isPlainJson(text)) return done(new AppError('VALIDATION', FORBIDDEN_KEY_MESSAGE), undefined);
        return done(error, value);
      });
    });
  },
  { name: 'json-body' },
);
