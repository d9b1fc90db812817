import { readToken } from '@gangazo/platform';

/** In-site dashboard (the mf-admin remote), used when no separate admin site is configured. */
export const ADMIN_ROUTE = '/admin';

/** Where a one-time code for the admin site is asked for (staff only, good for 60 s). */
export const DASHBOARD_CODE_PATH = '/api/v1/dashboard_codes';

/** The separate admin site's address (SPEC §1), or `null` when there is none. Never with a token. */
export function externalDashboardUrl(adminUrl: string | undefined): string | null {
  if (!adminUrl) return null;
  try {
    return new URL(adminUrl, window.location.href).href;
  } catch {
    return null;
  }
}

/**
 * Opens the admin site with a one-time `code` it trades for a session of its own, never the session
 * token itself (a URL lands in history, logs and Referer). Without a code (the request failed), the
 * admin site opens as it is and asks to sign in.
 */
export async function openExternalDashboard(adminUrl: string, go: (url: string) => void = (url) => window.location.assign(url)): Promise<void> {
  const url = new URL(adminUrl, window.location.href);
  const token = readToken();
  try {
    const res = await fetch(DASHBOARD_CODE_PATH, { method: 'POST', headers: token ? { Authorization: `Bearer ${token}` } : {} });
    if (res.ok) {
      const { code } = (await res.json()) as { code?: unknown };
      if (typeof code === 'string') url.searchParams.set('code', code);
    }
  } catch {
    // Offline or refused: the admin site still opens, without a code.
  }
  go(url.href);
}
