// The notice an account's owner gets when many wrong passwords were tried on it, in Spanish.
// Nobody is locked out by them (limits are per client); the owner is told, once per window.
import { escapeHtml } from './mail-html';

export function failedLoginsEmail(siteName: string, username: string, attempts: number, settingsLink: string): { subject: string; text: string; html: string } {
  const subject = `Intentos fallidos de entrar a tu cuenta de ${siteName}`;
  const lines = [
    `Hola ${username}:`,
    '',
    `En la última hora hubo ${attempts} intentos de iniciar sesión en tu cuenta de ${siteName} con una contraseña equivocada.`,
    'Tu cuenta sigue funcionando con normalidad y puedes entrar como siempre.',
    '',
    'Si no fuiste tú, alguien podría estar intentando adivinar tu contraseña. Te recomendamos elegir una nueva en tus ajustes, larga y que no uses en otros sitios:',
    '',
    settingsLink,
    '',
    'Si fuiste tú, no tienes que hacer nada.',
  ];
  const html = `<p>Hola ${escapeHtml(username)}:</p>
<p>En la última hora hubo ${attempts} intentos de iniciar sesión en tu cuenta de ${escapeHtml(siteName)} con una contraseña equivocada. Tu cuenta sigue funcionando con normalidad y puedes entrar como siempre.</p>
<p>Si no fuiste tú, alguien podría estar intentando adivinar tu contraseña. Te recomendamos <a href="${escapeHtml(settingsLink)}">elegir una nueva en tus ajustes</a>, larga y que no uses en otros sitios.</p>
<p>Si fuiste tú, no tienes que hacer nada.</p>`;
  return { subject, text: lines.join('\n'), html };
}
