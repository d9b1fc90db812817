import { hydrateApi, readSavedTheme, readSystemTheme, readToken, setTheme, systemThemeChanged, tokenChanged, type AppStore, type RootState } from '@gangazo/platform';

export const SERVER_STATE_ELEMENT_ID = 'gangazo-state';

/** The store's start on a server-rendered page: what the server assumed (a guest, the light theme). */
export const SERVER_RENDERED_STATE: Partial<RootState> = {
  session: { token: null },
  theme: { saved: null, system: 'light' },
};

/** The data the server rendered the page with (`<script id="gangazo-state">`), or null. */
export function readServerState(doc: Document = document): { api: unknown } | null {
  const text = doc.getElementById(SERVER_STATE_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed = JSON.parse(text) as { api?: unknown };
    return parsed && typeof parsed === 'object' && 'api' in parsed ? { api: parsed.api } : null;
  } catch {
    return null;
  }
}

/**
 * Freezes a parsed JSON value all the way down. Immer does not walk into frozen data, and the
 * store's state is frozen anyway: without it, putting the page's data in the store walked every
 * card twice (immer's finalize, then its freeze), a long task on a phone.
 */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  }
  return value;
}

export const restoreVisitorState = {
  /** Before hydration: the server's api cache, so nothing on the page is fetched again. */
  hydrate(store: AppStore, state: { api: unknown }): void {
    store.dispatch(hydrateApi(deepFreeze(state)));
  },
  /** This visitor's session and theme, once the state the page hydrates against is taken. */
  visitor(store: AppStore): void {
    const saved = readSavedTheme();
    store.dispatch(systemThemeChanged(readSystemTheme()));
    if (saved) store.dispatch(setTheme(saved));
    store.dispatch(tokenChanged(readToken()));
  },
};
