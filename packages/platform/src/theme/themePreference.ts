export type Theme = 'light' | 'dark';

/** Spec §9: the preference is stored under this key. */
export const THEME_STORAGE_KEY = 'theme';
export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';
/** Spec §5, verbatim. */
export const INVALID_THEME_MESSAGE = 'Tema no válido. Debe ser "light" o "dark"';

export function isTheme(value: unknown): value is Theme {
  return value === 'light' || value === 'dark';
}

/** Spec §8: failing to read the theme is only logged. */
export function readSavedTheme(): Theme | null {
  // The server renders for no one in particular: no saved preference.
  if (typeof window === 'undefined') return null;
  try {
    const saved = window.localStorage.getItem(THEME_STORAGE_KEY);
    if (saved === null || isTheme(saved)) return saved;
    // Spec §5: anything else is an invalid theme; say so once, then forget it so the system decides.
    console.error(INVALID_THEME_MESSAGE, saved);
    window.localStorage.removeItem(THEME_STORAGE_KEY);
    return null;
  } catch (error) {
    console.error('No se pudo leer el tema guardado', error);
    return null;
  }
}

export function writeSavedTheme(theme: Theme | null): void {
  try {
    if (theme === null) window.localStorage.removeItem(THEME_STORAGE_KEY);
    else window.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch (error) {
    console.error('No se pudo guardar el tema', error);
  }
}

export function readSystemTheme(): Theme {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(DARK_SCHEME_QUERY).matches ? 'dark' : 'light';
}
