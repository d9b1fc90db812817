import fastifyJwt from '@fastify/jwt';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, ForbiddenError, UnauthorizedError } from '../errors';

export const ROLES = ['user', 'editor', 'admin', 'superadmin'] as const;
export type Role = (typeof ROLES)[number];
export const STAFF_ROLES: readonly Role[] = ['editor', 'admin', 'superadmin'];

/** Claims inside a session token. `tv` is the user's token version: bumping it revokes tokens. */
export interface SessionClaims {
  sub: string;
  role: Role;
  tv: number;
  /** This session's own id: signing out revokes it alone (tokens issued before it existed have none). */
  sid?: string;
  /** Expiry (seconds since the epoch), set by the signer. */
  exp?: number;
  /** Set by the verifier (never signed into a token): the account's e-mail is not confirmed yet. */
  unconfirmed?: true;
  /** A token for one narrow use (`docs`: reading /api/docs); never accepted as a session. */
  scope?: 'docs';
}

export const EMAIL_UNCONFIRMED_MESSAGE =
  'Confirma tu email para votar, comentar y compartir: abre el enlace que te enviamos al registrarte. ¿No te llegó? Pide otro en Ajustes.';

/** Checks that a token's account still exists and its token version still matches. */
export type SessionVerifier = (claims: SessionClaims) => Promise<SessionClaims | null>;

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: SessionClaims;
    user: SessionClaims;
  }
}

type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: a valid, unrevoked session is required (401 otherwise). */
    requireUser: Guard;
    /** preHandler factory: the session's role must be one of these (403 otherwise). */
    requireRole: (...roles: Role[]) => Guard;
    /** preHandler: a session whose account has confirmed its e-mail (401, else 403 `EMAIL_UNCONFIRMED`). */
    requireConfirmedUser: Guard;
    /** preHandler: reads the session when there is one; never rejects. */
    optionalUser: Guard;
    /** Where the users module plugs in revocation checks. */
    setSessionVerifier: (verifier: SessionVerifier) => void;
    /** A token's claims if it is valid, of this scope (none: a session), and its account still stands by it. */
    verifyToken: (token: string, scope?: SessionClaims['scope']) => Promise<SessionClaims | null>;
  }
  interface FastifyRequest {
    session: SessionClaims | null;
  }
}

export interface AuthPluginOptions {
  secret: string;
  expiresIn: string;
}

export default fp<AuthPluginOptions>(
  async (app, options) => {
    await app.register(fastifyJwt, { secret: options.secret, sign: { expiresIn: options.expiresIn } });
    let verifier: SessionVerifier = async (claims) => claims;

    app.decorate('setSessionVerifier', (next: SessionVerifier) => {
      verifier = next;
    });
    app.decorateRequest('session', null);

    async function readSession(request: FastifyRequest): Promise<SessionClaims | null> {
      if (!request.headers.authorization) return null;
      try {
        const claims = await request.jwtVerify<SessionClaims>();
        // A scoped token (docs) opens its one door, not the API.
        if (claims.scope) return null;
        return await verifier(claims);
      } catch {
        return null;
      }
    }

    app.decorate('verifyToken', async (token: string, scope?: SessionClaims['scope']) => {
      try {
        const claims = app.jwt.verify<SessionClaims>(token);
        if (claims.scope !== scope) return null;
        const verified = await verifier(claims);
        return verified && scope ? { ...verified, scope } : verified;
      } catch {
        return null;
      }
    });

    app.decorate('requireUser', async (request: FastifyRequest) => {
      const session = await readSession(request);
      if (!session) throw UnauthorizedError();
      request.session = session;
    });
    // Voting, commenting and sharing need a proven address: a batch of throwaway accounts would
    // otherwise raise a deal's temperature or flood the forum (staff accounts are made confirmed).
    app.decorate('requireConfirmedUser', async (request: FastifyRequest) => {
      const session = await readSession(request);
      if (!session) throw UnauthorizedError();
      if (session.unconfirmed) throw new AppError('EMAIL_UNCONFIRMED', EMAIL_UNCONFIRMED_MESSAGE);
      request.session = session;
    });
    app.decorate('optionalUser', async (request: FastifyRequest) => {
      request.session = await readSession(request);
    });
    app.decorate('requireRole', (...roles: Role[]) => async (request: FastifyRequest) => {
      const session = await readSession(request);
      if (!session) throw UnauthorizedError();
      if (!roles.includes(session.role)) throw ForbiddenError();
      request.session = session;
    });
  },
  { name: 'auth' },
);
