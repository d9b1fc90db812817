// The alert e-mail, in Spanish, as plain text and HTML.
import { escapeHtml } from './html';

export interface AlertMailOffer {
  title: string;
  /** Absolute. */
  url: string;
  /** Absolute, from the image endpoint; null when the offer has none. */
  image: string | null;
  price: string | null;
  shop: string | null;
}

export function alertMatchEmail(input: {
  siteName: string;
  username: string;
  alertLabel: string;
  offer: AlertMailOffer;
  manageUrl: string;
  unsubscribeUrl: string;
}): { subject: string; text: string; html: string } {
  const { siteName, username, alertLabel, offer, manageUrl, unsubscribeUrl } = input;
  const subject = `Nueva oferta para tu alerta «${alertLabel}»: ${offer.title}`.slice(0, 200);
  const details = [offer.price, offer.shop].filter(Boolean).join(' · ');
  const text = [
    `Hola ${username}:`,
    '',
    `Tu alerta «${alertLabel}» encontró una oferta en ${siteName}:`,
    '',
    offer.title,
    ...(details ? [details] : []),
    offer.url,
    '',
    `Administra tus alertas: ${manageUrl}`,
    `No recibir más correos de esta alerta: ${unsubscribeUrl}`,
  ].join('\n');
  const image = offer.image ? `<p><a href="${escapeHtml(offer.url)}"><img src="${escapeHtml(offer.image)}" alt="" width="160" height="160"></a></p>` : '';
  const html = `<p>Hola ${escapeHtml(username)}:</p>
<p>Tu alerta «${escapeHtml(alertLabel)}» encontró una oferta en ${escapeHtml(siteName)}:</p>
${image}<p><a href="${escapeHtml(offer.url)}"><strong>${escapeHtml(offer.title)}</strong></a>${details ? `<br>${escapeHtml(details)}` : ''}</p>
<p><a href="${escapeHtml(manageUrl)}">Administrar mis alertas</a> · <a href="${escapeHtml(unsubscribeUrl)}">No recibir más correos de esta alerta</a></p>`;
  return { subject, text, html };
}
