// Default BFF answers for a profile page: the session (when signed in), the public profile of the
// owner and of another user, and their stats. Tests add or override handlers per case.
import type { UserStats } from '@gangazo/contracts';
import { OTHER_ID, OWNER, OWNER_ID, publicProfile, stats } from './fixtures';
import { apiError, mockApi, type RecordedRequest } from '@gangazo/platform/testing';

type Handler = (request: RecordedRequest) => Response | Promise<Response>;

export interface ProfileSetup {
  /** Sign in as the owner (APP_TOKEN + GET /api/v1/users/current). */
  signedIn?: boolean;
  stats?: Partial<UserStats>;
  handlers?: Record<string, Handler>;
}

export function setUpProfileApi({ signedIn = true, stats: statsOverrides = {}, handlers = {} }: ProfileSetup = {}): RecordedRequest[] {
  if (signedIn) localStorage.setItem('APP_TOKEN', 'jwt-1');
  return mockApi({
    'GET /api/v1/users/current': (request) =>
      request.authorization === 'Bearer jwt-1' || request.authorization === 'Bearer jwt-2' ? Response.json(OWNER) : apiError(401, 'Debes iniciar sesión para continuar.'),
    [`GET /api/v1/users/${OWNER_ID}`]: () => Response.json(publicProfile(OWNER_ID)),
    [`GET /api/v1/users/${OTHER_ID}`]: () => Response.json(publicProfile(OTHER_ID)),
    [`GET /api/v1/users/${OWNER_ID}/stats`]: () => Response.json(stats(statsOverrides)),
    [`GET /api/v1/users/${OTHER_ID}/stats`]: () => Response.json(stats(statsOverrides)),
    'GET /api/v1/digest/subscription': () => Response.json({ wants_digest: false }),
    ...handlers,
  });
}
