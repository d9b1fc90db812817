// `GET|POST /api/v1/alerts/unsubscribe?token=…`: the link in every alert and summary e-mail.
// GET shows a page with one button (mail scanners open links; they must not unsubscribe anyone);
// POST, from that button or from the mail client's one-click (RFC 8058), applies it.
import { Types } from 'mongoose';
import { UserModel } from '../users/model';
import { escapeHtml } from './html';
import { stopAlertEmail, stopDigestAlerts } from './service';
import { readUnsubscribeToken, type UnsubscribeClaim } from './unsubscribe-token';

export function unsubscribePage(siteName: string, heading: string, body: string): string {
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(heading)} · ${escapeHtml(siteName)}</title></head>
<body><main><h1>${escapeHtml(heading)}</h1>${body}</main></body></html>`;
}

export function describeScope(claim: UnsubscribeClaim): string {
  return claim.scope.kind === 'digest' ? 'el resumen diario de ofertas' : 'los correos de esta alerta';
}

/** Applies the claim; false when what it names no longer exists (a deleted alert or account). */
export async function applyUnsubscribe(claim: UnsubscribeClaim): Promise<boolean> {
  if (claim.scope.kind === 'alert') return stopAlertEmail(claim.userId, claim.scope.alertId);
  const result = await UserModel.updateOne({ _id: new Types.ObjectId(claim.userId) }, { $set: { wantsDigest: false } });
  if (result.matchedCount === 0) return false;
  // «No more summary» covers the alerts that were waiting for it too: they stay in the bell only.
  await stopDigestAlerts(claim.userId);
  return true;
}

export function readClaim(secret: string, token: string | undefined): UnsubscribeClaim | null {
  return token ? readUnsubscribeToken(secret, token) : null;
}
