import { readToken } from '@gangazo/platform';

/** In-site dashboard (the mf-admin remote), used when no separate admin site is configured. */
export const ADMIN_ROUTE = '/admin';

/**
 * Spec §1: the admin site is reached through a link built from the admin host plus a token
 * query parameter. Returns `null` when there is no separate admin site.
 */
export function externalDashboardUrl(adminUrl: string | undefined): string | null {
  if (!adminUrl) return null;
  try {
    const url = new URL(adminUrl, window.location.href);
    const token = readToken();
    if (token) url.searchParams.set('token', token);
    return url.href;
  } catch {
    return null;
  }
}
