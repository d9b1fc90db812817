import type { ShellBootstrap } from '@gangazo/contracts';

// Read once from the shell's bootstrap when the remote starts (see remote.tsx).
let settings: { siteName: string; googleClientId: string | null } = { siteName: 'Gangazo', googleClientId: null };

export function configureAuth(bootstrap: Pick<ShellBootstrap, 'siteName' | 'googleClientId'>): void {
  settings = { siteName: bootstrap.siteName || 'Gangazo', googleClientId: bootstrap.googleClientId ?? null };
}

export function authSettings(): { siteName: string; googleClientId: string | null } {
  return settings;
}
