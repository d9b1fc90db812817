// What a visitor is told is missing when a remote fails (Spanish, lower case to fit a sentence).
const LABELS: Record<string, string> = {
  auth: 'el inicio de sesión',
  search: 'el buscador',
  coupons: 'las ofertas y cupones',
  forum: 'el foro',
  profile: 'el perfil',
  admin: 'el panel de administración',
};

export function remoteLabel(name: string): string {
  return LABELS[name] ?? `la sección «${name}»`;
}
