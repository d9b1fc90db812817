// Signed unsubscribe links (RFC 8058 one-click): the token names the user and what to stop (one
// alert's e-mail, or the daily summary) and is signed with the server's secret, so it works without
// signing in and only for that user. It does not expire: an old e-mail's link must still work.
import { createHmac, timingSafeEqual } from 'node:crypto';

export type UnsubscribeScope = { kind: 'alert'; alertId: string } | { kind: 'digest' };

export interface UnsubscribeClaim {
  userId: string;
  scope: UnsubscribeScope;
}

const ID = /^[0-9a-f]{24}$/;

function signature(secret: string, body: string): string {
  return createHmac('sha256', secret).update(`gangazo-unsubscribe:v1:${body}`).digest('base64url');
}

export function unsubscribeToken(secret: string, claim: UnsubscribeClaim): string {
  const body = `${claim.userId}.${claim.scope.kind === 'alert' ? claim.scope.alertId : 'digest'}`;
  return `${body}.${signature(secret, body)}`;
}

/** The claim, or null for anything not signed by this secret. */
export function readUnsubscribeToken(secret: string, token: string): UnsubscribeClaim | null {
  const [userId, what, signed, extra] = token.split('.');
  if (extra !== undefined || !userId || !what || !signed || !ID.test(userId) || !(what === 'digest' || ID.test(what))) return null;
  const expected = Buffer.from(signature(secret, `${userId}.${what}`));
  const given = Buffer.from(signed);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { userId, scope: what === 'digest' ? { kind: 'digest' } : { kind: 'alert', alertId: what } };
}

export function unsubscribeUrl(siteUrl: string, secret: string, claim: UnsubscribeClaim): string {
  return `${siteUrl}/api/v1/alerts/unsubscribe?token=${encodeURIComponent(unsubscribeToken(secret, claim))}`;
}

/** The headers every alert and summary e-mail carries (RFC 2369 + RFC 8058). */
export function unsubscribeHeaders(url: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}
