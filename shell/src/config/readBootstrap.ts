import type { RemoteEntry, RemotesResponse, ShellBootstrap } from '@gangazo/contracts';

export const BOOTSTRAP_ELEMENT_ID = 'gangazo-bootstrap';
const DEFAULT_SITE_NAME = 'Gangazo';

function isRemoteEntry(value: unknown): value is RemoteEntry {
  if (!value || typeof value !== 'object') return false;
  const entry = value as Partial<RemoteEntry>;
  return (
    typeof entry.name === 'string' &&
    typeof entry.version === 'string' &&
    typeof entry.entry === 'string' &&
    typeof entry.platform === 'string' &&
    Array.isArray(entry.routes) &&
    Array.isArray(entry.slots)
  );
}

/** Drops malformed registry entries instead of failing the whole page on one bad deploy. */
function validRemotes(value: unknown): RemoteEntry[] {
  return Array.isArray(value) ? value.filter(isRemoteEntry) : [];
}

/** The registry as it is now (`GET /api/v1/remotes`, never from a cache): 'Reintentar' asks it again. */
export async function fetchRegistry(timeoutMs: number): Promise<RemoteEntry[]> {
  const response = await fetch('/api/v1/remotes', { cache: 'no-store', signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new Error(`GET /api/v1/remotes respondió ${response.status}`);
  const body = (await response.json()) as Partial<RemotesResponse>;
  return validRemotes(body.remotes);
}

/**
 * Where the remotes live and how the site is named. The BFF inlines this JSON in the HTML
 * (`<script id="gangazo-bootstrap">`) to save a round trip; without it (a page not served by the
 * BFF) the registry is asked directly.
 */
export async function readBootstrap(doc: Document = document): Promise<ShellBootstrap> {
  const inline = doc.getElementById(BOOTSTRAP_ELEMENT_ID)?.textContent;
  if (inline) {
    try {
      const parsed = JSON.parse(inline) as Partial<ShellBootstrap>;
      return {
        siteName: parsed.siteName || DEFAULT_SITE_NAME,
        siteUrl: parsed.siteUrl || window.location.origin,
        apiBase: parsed.apiBase || '/api',
        remotes: validRemotes(parsed.remotes),
        ...(parsed.googleClientId ? { googleClientId: parsed.googleClientId } : {}),
        ...(parsed.adminUrl ? { adminUrl: parsed.adminUrl } : {}),
      };
    } catch (error) {
      console.error('El bootstrap del sitio no es JSON válido; se consulta el registro', error);
    }
  }
  const fallback: ShellBootstrap = { siteName: DEFAULT_SITE_NAME, siteUrl: window.location.origin, apiBase: '/api', remotes: [] };
  try {
    return { ...fallback, remotes: await fetchRegistry(8000) };
  } catch (error) {
    // The frame still renders; every remote route shows its fallback.
    console.error('No se pudo leer el registro de remotos', error);
    return fallback;
  }
}
