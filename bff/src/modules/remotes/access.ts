// Who may change a remote: the ops token (every remote), a remote's own token (that remote only),
// and, for the history and rollback the admin page offers, a superadmin's session.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { ForbiddenError, UnauthorizedError } from '../../errors';
import { findUserById } from '../users/service';

/** The name every step of the ops token is recorded under. */
export const OPS = 'ops';

/** Equal strings, in a time that says nothing about where they differ or how long the secret is. */
export function sameSecret(presented: string, secret: string): boolean {
  const a = createHash('sha256').update(presented).digest();
  const b = createHash('sha256').update(secret).digest();
  return timingSafeEqual(a, b);
}

/**
 * The name of the deploy token presented: `ops`, a remote's name, or undefined. Every configured
 * token is compared (no early exit), so the time taken does not tell which one was close.
 */
export function deployTokenName(presented: string, config: Pick<Config, 'remotesDeployToken' | 'remotesDeployTokens'>): string | undefined {
  let found: string | undefined;
  if (config.remotesDeployToken !== undefined && sameSecret(presented, config.remotesDeployToken)) found = OPS;
  for (const { remote, token } of config.remotesDeployTokens) {
    if (sameSecret(presented, token) && found === undefined) found = remote;
  }
  return found;
}

const JWT_SHAPE = /^[\w-]+\.[\w-]+\.[\w-]+$/;

export interface AccessOptions {
  /** A superadmin's session may do it too (history, rollback: the admin page's buttons). */
  superadmin: boolean;
}

/**
 * Who is changing or reading `remote`, as recorded in its history: `ops`, the remote's own name, or
 * `superadmin:<username>`. Throws 401 without credentials and 403 for a token of another remote.
 */
export async function deployActor(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, remote: string, options: AccessOptions): Promise<string> {
  const { config } = app;
  const tokensConfigured = config.remotesDeployToken !== undefined || config.remotesDeployTokens.length > 0;
  if (!tokensConfigured && !options.superadmin) {
    throw ForbiddenError('El despliegue de remotos no está habilitado: define REMOTES_DEPLOY_TOKEN o REMOTES_DEPLOY_TOKENS.');
  }
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) throw UnauthorizedError('Falta el token de despliegue.');
  const presented = header.slice('Bearer '.length).trim();
  const name = deployTokenName(presented, config);
  if (name === OPS || name === remote) return name;
  if (name !== undefined) throw ForbiddenError(`El token de despliegue de «${name}» solo sirve para «${name}», no para «${remote}».`);
  if (options.superadmin && JWT_SHAPE.test(presented)) {
    await app.requireRole('superadmin')(request, reply);
    const user = request.session ? await findUserById(request.session.sub) : null;
    return `superadmin:${user?.username ?? request.session?.sub ?? 'desconocido'}`;
  }
  throw ForbiddenError('El token de despliegue no es válido.');
}
