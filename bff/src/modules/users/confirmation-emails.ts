// The two mails a registration can send, in Spanish: the link that confirms a new address, and
// the notice to the owner of an address someone tried to register again. The form answers the
// same in both cases (no way to learn who has an account); the mailbox tells the owner which.
import { escapeHtml } from './mail-html';

interface Mail {
  subject: string;
  text: string;
  html: string;
}

export function confirmationEmail(siteName: string, username: string, link: string): Mail {
  const subject = `Confirma tu email en ${siteName}`;
  const text = [
    `Hola ${username}:`,
    '',
    `Gracias por unirte a ${siteName}. Abre este enlace para confirmar tu email y entrar (vale durante dos días y solo una vez):`,
    '',
    link,
    '',
    'Cuando lo confirmes podrás votar, comentar y compartir ofertas, códigos y temas en el foro.',
    'Si no creaste esta cuenta, ignora este correo.',
  ].join('\n');
  const html = `<p>Hola ${escapeHtml(username)}:</p>
<p>Gracias por unirte a ${escapeHtml(siteName)}. Confirma tu email para votar, comentar y compartir ofertas, códigos y temas en el foro.</p>
<p><a href="${escapeHtml(link)}">Confirmar mi email</a> (el enlace vale durante dos días y solo una vez).</p>
<p>Si no creaste esta cuenta, ignora este correo.</p>`;
  return { subject, text, html };
}

export function alreadyRegisteredEmail(siteName: string, username: string, siteUrl: string): Mail {
  const subject = `Ya tienes una cuenta en ${siteName}`;
  const text = [
    `Hola ${username}:`,
    '',
    `Alguien (quizá tú) intentó crear una cuenta nueva en ${siteName} con este email, pero ya tienes una: tu nombre de usuario es ${username}.`,
    '',
    `Para entrar, usa «Iniciar sesión» en ${siteUrl}. Si olvidaste tu contraseña, elige «¿Olvidaste tu contraseña?» en esa misma ventana.`,
    '',
    'Si no fuiste tú, ignora este correo: no se creó ninguna cuenta y la tuya no cambió.',
  ].join('\n');
  const html = `<p>Hola ${escapeHtml(username)}:</p>
<p>Alguien (quizá tú) intentó crear una cuenta nueva en ${escapeHtml(siteName)} con este email, pero ya tienes una: tu nombre de usuario es <strong>${escapeHtml(username)}</strong>.</p>
<p>Para entrar, usa «Iniciar sesión» en <a href="${escapeHtml(siteUrl)}">${escapeHtml(siteUrl)}</a>. Si olvidaste tu contraseña, elige «¿Olvidaste tu contraseña?» en esa misma ventana.</p>
<p>Si no fuiste tú, ignora este correo: no se creó ninguna cuenta y la tuya no cambió.</p>`;
  return { subject, text, html };
}
