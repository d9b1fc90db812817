export type UserRole = 'user' | 'editor' | 'admin' | 'superadmin';

const STAFF_ROLES: ReadonlySet<UserRole> = new Set(['admin', 'editor', 'superadmin']);

/** Spec §6: admin, editor and superadmin see the Dashboard link. */
export function isStaff(role: UserRole | null | undefined): boolean {
  return role != null && STAFF_ROLES.has(role);
}

export function isUserRole(value: unknown): value is UserRole {
  return value === 'user' || value === 'editor' || value === 'admin' || value === 'superadmin';
}
