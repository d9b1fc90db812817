// Who may read the API documentation (/api/docs) in production: staff only. A tool sends a staff
// session (`Authorization: Bearer …`); a browser comes from the admin dashboard with a one-time
// code (`/api/docs?code=…`, the same 60 s codes as the Dashboard link), traded here for an
// HttpOnly cookie that holds an hour-long token good for the docs alone (scope `docs`).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ForbiddenError, UnauthorizedError } from '../errors';
import { redeemDashboardCode } from '../modules/dashboard-codes/service';
import { STAFF_ROLES, type SessionClaims } from '../plugins/auth';

export const DOCS_COOKIE = 'gangazo_docs';
const DOCS_TOKEN_SECONDS = 60 * 60;
export const DOCS_STAFF_ONLY = 'La documentación de la API es solo para el equipo del sitio: ábrela desde el panel de administración.';

function cookie(request: FastifyRequest, name: string): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return null;
}

async function visitor(app: FastifyInstance, request: FastifyRequest): Promise<SessionClaims | null> {
  const bearer = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1];
  if (bearer) return app.verifyToken(bearer);
  const docsToken = cookie(request, DOCS_COOKIE);
  return docsToken ? app.verifyToken(docsToken, 'docs') : null;
}

/** onRequest hook for every /api/docs route (production only). */
export function docsAccessGuard(app: FastifyInstance) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const code = (request.query as { code?: unknown } | undefined)?.code;
    if (typeof code === 'string' && code !== '') {
      const user = await redeemDashboardCode(code);
      const token = app.jwt.sign({ sub: String(user._id), role: user.role, tv: user.tokenVersion, scope: 'docs' }, { expiresIn: DOCS_TOKEN_SECONDS });
      const secure = request.protocol === 'https' ? '; Secure' : '';
      // The code leaves the address bar at once (a 303 to the bare docs), the cookie goes to /api/docs alone.
      reply
        .header('set-cookie', `${DOCS_COOKIE}=${token}; Path=/api/docs; HttpOnly; SameSite=Strict; Max-Age=${DOCS_TOKEN_SECONDS}${secure}`)
        .header('cache-control', 'no-store');
      return void (await reply.redirect('/api/docs', 303));
    }
    const session = await visitor(app, request);
    if (!session) throw UnauthorizedError(DOCS_STAFF_ONLY);
    if (!STAFF_ROLES.includes(session.role)) throw ForbiddenError(DOCS_STAFF_ONLY);
    reply.header('cache-control', 'private, no-store');
  };
}
