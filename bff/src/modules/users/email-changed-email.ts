// The notice to an account's previous address when its e-mail changes, in Spanish. If someone else
// made the change (a stolen session), this is how the owner hears of it.
import { escapeHtml } from './mail-html';

/** `maria.gomez@gmail.com` → `ma***@g***.com`: enough to recognise, not to hand out. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  const dot = domain.lastIndexOf('.');
  const host = dot > 0 ? domain.slice(0, dot) : domain;
  const tld = dot > 0 ? domain.slice(dot) : '';
  return `${local.slice(0, 2)}***@${host.slice(0, 1)}***${tld}`;
}

export function emailChangedEmail(siteName: string, username: string, newEmail: string): { subject: string; text: string; html: string } {
  const subject = `El email de tu cuenta de ${siteName} cambió`;
  const masked = maskEmail(newEmail);
  const text = [
    `Hola ${username}:`,
    '',
    `El email de tu cuenta de ${siteName} se cambió a ${masked}. Por seguridad cerramos todas las sesiones abiertas.`,
    '',
    'Si fuiste tú, no tienes que hacer nada.',
    'Si no fuiste tú, responde a este correo cuanto antes para que te ayudemos a recuperar tu cuenta.',
  ].join('\n');
  const html = `<p>Hola ${escapeHtml(username)}:</p>
<p>El email de tu cuenta de ${escapeHtml(siteName)} se cambió a <strong>${escapeHtml(masked)}</strong>. Por seguridad cerramos todas las sesiones abiertas.</p>
<p>Si fuiste tú, no tienes que hacer nada.</p>
<p>Si no fuiste tú, responde a este correo cuanto antes para que te ayudemos a recuperar tu cuenta.</p>`;
  return { subject, text, html };
}
