// Verifies Google ID tokens (the `credential` of Google Identity Services) against Google's
// published keys: signature, issuer, audience (our client id) and expiry. The keys URL is a setting,
// so tests serve their own key set.
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { UnauthorizedError } from '../../errors';
import type { GoogleProfile } from './service';

const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

export type GoogleTokenVerifier = (credential: string) => Promise<GoogleProfile>;

export function createGoogleVerifier(clientId: string, jwksUrl: string): GoogleTokenVerifier {
  const keys = createRemoteJWKSet(new URL(jwksUrl), { timeoutDuration: 5000, cooldownDuration: 30_000, cacheMaxAge: 6 * 60 * 60 * 1000 });
  return async (credential) => {
    let claims: Record<string, unknown>;
    try {
      ({ payload: claims } = await jwtVerify(credential, keys, { issuer: GOOGLE_ISSUERS, audience: clientId, algorithms: ['RS256'], clockTolerance: 30 }));
    } catch {
      throw UnauthorizedError('No pudimos verificar tu cuenta de Google. Por favor, intenta de nuevo.');
    }
    const { sub, email, email_verified: emailVerified, name, picture } = claims;
    if (typeof sub !== 'string' || !sub || typeof email !== 'string' || !email) {
      throw UnauthorizedError('Tu cuenta de Google no compartió un email.');
    }
    if (emailVerified !== true && emailVerified !== 'true') throw UnauthorizedError('El email de tu cuenta de Google no está verificado.');
    return {
      sub,
      email,
      name: typeof name === 'string' ? name : '',
      picture: typeof picture === 'string' && /^https:\/\//.test(picture) ? picture : null,
    };
  };
}
