// The daily summary e-mail, in Spanish, as plain text and HTML (inline styles only: mail clients
// ignore style sheets).
import { escapeHtml, formatCop } from '../alerts/html';
import type { DigestOffer, HottestOfDay } from './content';

export interface DigestEmailInput {
  siteName: string;
  siteUrl: string;
  username: string;
  now: Date;
  hottest: HottestOfDay;
  matched: DigestOffer[];
  manageUrl: string;
  settingsUrl: string;
  unsubscribeUrl: string;
}

const LONG_DATE = new Intl.DateTimeFormat('es-CO', { timeZone: 'America/Bogota', day: 'numeric', month: 'long', year: 'numeric' });

function detailLine(offer: DigestOffer): string {
  return [offer.price !== null ? formatCop(offer.price) : offer.reduction, offer.shop, `${offer.temperature}°`].filter(Boolean).join(' · ');
}

function textSection(title: string, offers: DigestOffer[]): string[] {
  if (offers.length === 0) return [];
  return [title, '', ...offers.flatMap((offer) => [`- ${offer.title}`, `  ${detailLine(offer)}`, `  ${offer.url}`]), ''];
}

function htmlSection(title: string, offers: DigestOffer[]): string {
  if (offers.length === 0) return '';
  const rows = offers
    .map((offer) => {
      const image = offer.image
        ? `<img src="${escapeHtml(offer.image)}" alt="" width="80" height="80" style="display:block;width:80px;height:80px;object-fit:cover;border-radius:6px">`
        : '';
      return `<tr><td style="padding:8px 12px 8px 0;vertical-align:top;width:80px">${image}</td><td style="padding:8px 0;vertical-align:top"><a href="${escapeHtml(offer.url)}" style="color:#1f2937;font-weight:bold;text-decoration:none">${escapeHtml(offer.title)}</a><br><span style="color:#6b7280">${escapeHtml(detailLine(offer))}</span></td></tr>`;
    })
    .join('\n');
  return `<h2 style="font-size:18px;margin:24px 0 8px">${escapeHtml(title)}</h2>\n<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%">\n${rows}\n</table>`;
}

export function digestEmail(input: DigestEmailInput): { subject: string; text: string; html: string } {
  const { siteName, username, now, hottest, matched, manageUrl, settingsUrl, unsubscribeUrl } = input;
  const day = LONG_DATE.format(now);
  const subject = matched.length > 0 ? `Tu resumen de ofertas de ${siteName}: ${matched.length === 1 ? '1 oferta' : `${matched.length} ofertas`} para tus alertas` : `Tu resumen de ofertas de ${siteName} del ${day}`;
  const sections: Array<[string, DigestOffer[]]> = [
    ['Tus alertas encontraron', matched],
    ['Las ofertas más calientes de las últimas 24 horas', hottest.offers],
    ['Los códigos de descuento más calientes', hottest.coupons],
  ];
  const text = [
    `Hola ${username}:`,
    '',
    `Este es tu resumen de ofertas de ${siteName} del ${day}.`,
    '',
    ...sections.flatMap(([title, offers]) => textSection(title, offers)),
    `Administra tus alertas: ${manageUrl}`,
    `Cambia este resumen en Ajustes: ${settingsUrl}`,
    `Dejar de recibir este resumen: ${unsubscribeUrl}`,
  ].join('\n');
  const html = `<div style="font-family:Arial,Helvetica,sans-serif;font-size:15px;color:#1f2937;max-width:600px">
<p>Hola ${escapeHtml(username)}:</p>
<p>Este es tu resumen de ofertas de ${escapeHtml(siteName)} del ${escapeHtml(day)}.</p>
${sections.map(([title, offers]) => htmlSection(title, offers)).join('\n')}
<p style="margin-top:24px;color:#6b7280;font-size:13px"><a href="${escapeHtml(manageUrl)}">Administrar mis alertas</a> · <a href="${escapeHtml(settingsUrl)}">Ajustes</a> · <a href="${escapeHtml(unsubscribeUrl)}">Dejar de recibir este resumen</a></p>
</div>`;
  return { subject, text, html };
}
