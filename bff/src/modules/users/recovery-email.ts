// The password-recovery e-mail, in Spanish, as plain text and simple HTML.
import { escapeHtml } from './mail-html';

export function recoveryEmail(siteName: string, username: string, link: string): { subject: string; text: string; html: string } {
  const subject = `Recupera tu contraseña de ${siteName}`;
  const text = [
    `Hola ${username}:`,
    '',
    `Recibimos una solicitud para restablecer la contraseña de tu cuenta en ${siteName}.`,
    'Abre este enlace para elegir una nueva (vale durante una hora y solo una vez):',
    '',
    link,
    '',
    'Si no fuiste tú, ignora este correo: tu contraseña no cambiará.',
  ].join('\n');
  const html = `<p>Hola ${escapeHtml(username)}:</p>
<p>Recibimos una solicitud para restablecer la contraseña de tu cuenta en ${escapeHtml(siteName)}.</p>
<p><a href="${escapeHtml(link)}">Elegir una nueva contraseña</a> (el enlace vale durante una hora y solo una vez).</p>
<p>Si no fuiste tú, ignora este correo: tu contraseña no cambiará.</p>`;
  return { subject, text, html };
}
