import type { UserRole } from '@gangazo/platform';

export type ToolId = 'overview' | 'moderation' | 'offers' | 'codes' | 'comments' | 'users' | 'remotes';

export interface Tool {
  id: ToolId;
  path: string;
  label: string;
  /** Who sees the tool. The BFF checks the same roles on every request. */
  roles: readonly UserRole[];
}

const STAFF: readonly UserRole[] = ['editor', 'admin', 'superadmin'];

/** The dashboard's tools, in the order of the left menu. Paths are listed in remote.json too. */
export const TOOLS: readonly Tool[] = [
  { id: 'overview', path: '/admin', label: 'Resumen', roles: STAFF },
  { id: 'moderation', path: '/admin/moderacion', label: 'Moderación', roles: STAFF },
  { id: 'offers', path: '/admin/ofertas', label: 'Ofertas y cupones', roles: STAFF },
  { id: 'codes', path: '/admin/codigos', label: 'Códigos de cupones', roles: STAFF },
  { id: 'comments', path: '/admin/comentarios', label: 'Comentarios', roles: STAFF },
  { id: 'users', path: '/admin/usuarios', label: 'Usuarios', roles: ['admin', 'superadmin'] },
  { id: 'remotes', path: '/admin/remotos', label: 'Remotos', roles: STAFF },
];

export function toolById(id: ToolId): Tool {
  const tool = TOOLS.find((candidate) => candidate.id === id);
  if (!tool) throw new Error(`Unknown tool ${id}`);
  return tool;
}
