// Where each share button sends the visitor: the networks' own share addresses, with the page's
// canonical address and its title. Nothing about who shares is added to the link.
export interface ShareTarget {
  id: 'whatsapp' | 'facebook' | 'x' | 'telegram';
  label: string;
  href: string;
}

export function shareTargets(url: string, title: string): ShareTarget[] {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    { id: 'whatsapp', label: 'WhatsApp', href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}` },
    { id: 'facebook', label: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { id: 'x', label: 'X', href: `https://x.com/intent/post?text=${t}&url=${u}` },
    { id: 'telegram', label: 'Telegram', href: `https://t.me/share/url?url=${u}&text=${t}` },
  ];
}

/** What the page's alert says after "Copiar enlace" (the pattern of copying a code, spec §8). */
export function linkCopiedAlert(ok: boolean): { title: string; message: string; type: 'info' | 'error' } {
  return ok
    ? { title: '¡Muy Bien!', message: 'Enlace copiado con exito', type: 'info' }
    : { title: '¡Upps!', message: 'No pudimos copiar el enlace. Cópialo de la barra de direcciones.', type: 'error' };
}
