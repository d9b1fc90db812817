/** Spec §4/§9: the session token lives in local storage under this key. */
export const TOKEN_STORAGE_KEY = 'APP_TOKEN';

// Storage can throw (private mode, disabled cookies); a session that cannot be read is no session.
export function readToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_STORAGE_KEY) || null;
  } catch {
    return null;
  }
}

export function saveToken(token: string): void {
  try {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
  } catch (error) {
    console.error('No se pudo guardar la sesión', error);
  }
}

export function removeToken(): void {
  try {
    window.localStorage.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // Nothing stored that we could remove.
  }
}
