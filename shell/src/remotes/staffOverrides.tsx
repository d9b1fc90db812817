// A staff member's choice of another build (override.ts) and the banner naming it: loaded by
// bootstrap.tsx only when overrideHint.ts says a choice may apply, so no other visitor downloads it.
import { createRoot } from 'react-dom/client';
import { readToken } from '@gangazo/platform';
import { VersionBanner } from '../frame/VersionBanner';
import { removeOverride, resolveOverrides, versionsFromBff } from './override';
import type { ChosenVersions, VersionOverride } from './versionChoice';

/** How long a staff member's page waits for the versions of the remotes they override. */
const OVERRIDE_LOOKUP_MS = 1_500;

/** The overrides a staff member chose, checked against the BFF's list for their session (override.ts). */
export function staffOverrides(storage: Storage | null): Promise<VersionOverride[]> {
  const token = readToken();
  return resolveOverrides({
    storage,
    search: window.location.search,
    signedIn: Boolean(token),
    fetchVersions: versionsFromBff(token ?? '', OVERRIDE_LOOKUP_MS),
    dropParam: () => {
      const url = new URL(window.location.href);
      url.searchParams.delete('probar');
      window.history.replaceState(window.history.state, '', url);
    },
  });
}

/** The banner naming each override, in a root of its own at the end of the body; 'Quitar' reloads without it. */
export function showVersionBanner(chosen: ChosenVersions, storage: Storage | null): void {
  if (chosen.overrides.length === 0) return;
  const host = document.createElement('div');
  host.id = 'gangazo-version-banner';
  document.body.append(host);
  createRoot(host).render(
    <VersionBanner
      overrides={chosen.overrides}
      onRemove={(remote) => {
        removeOverride(storage, remote);
        window.location.reload();
      }}
    />,
  );
}
