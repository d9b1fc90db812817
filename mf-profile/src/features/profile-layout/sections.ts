/** The profile area's sections (spec §2 routes), in the order of the avatar menu. */
export interface ProfileSection {
  id: 'stats' | 'activity' | 'medals' | 'offers' | 'saved' | 'alerts' | 'settings';
  /** Appended to `/perfil/{id}`. */
  suffix: string;
  /** Title on your own profile (the avatar menu's words). */
  ownTitle: string;
  /** Title on someone else's profile. */
  otherTitle: string;
  /** Only the owner may see it. */
  ownerOnly: boolean;
}

export const PROFILE_SECTIONS: readonly ProfileSection[] = [
  { id: 'stats', suffix: '', ownTitle: 'Mis estadísticas', otherTitle: 'Estadísticas', ownerOnly: false },
  { id: 'activity', suffix: '/actividad', ownTitle: 'Mi actividad reciente', otherTitle: 'Actividad reciente', ownerOnly: false },
  { id: 'medals', suffix: '/medallas', ownTitle: 'Mis medallas', otherTitle: 'Medallas', ownerOnly: false },
  { id: 'offers', suffix: '/ofertas', ownTitle: 'Mis ofertas', otherTitle: 'Ofertas compartidas', ownerOnly: false },
  { id: 'saved', suffix: '/ofertas-favoritas', ownTitle: 'Ofertas Guardadas', otherTitle: 'Ofertas guardadas', ownerOnly: true },
  { id: 'alerts', suffix: '/alertas', ownTitle: 'Mis alertas', otherTitle: 'Alertas', ownerOnly: true },
  { id: 'settings', suffix: '/ajustes', ownTitle: 'Ajustes', otherTitle: 'Ajustes', ownerOnly: true },
];

export function sectionById(id: ProfileSection['id']): ProfileSection {
  const section = PROFILE_SECTIONS.find((candidate) => candidate.id === id);
  if (!section) throw new Error(`Sección de perfil desconocida: ${id}`);
  return section;
}

/** A MongoDB ObjectId, the only kind of `{id}` a profile address can hold. */
export function isUserId(value: string): boolean {
  return /^[0-9a-f]{24}$/i.test(value);
}
