import type { AppStore } from '../store/types';
import { systemThemeChanged } from './themeSlice';
import { DARK_SCHEME_QUERY, writeSavedTheme } from './themePreference';

/**
 * Connects the theme state to the page: applies `data-theme` on <html>, mirrors the saved
 * preference into localStorage, and reports system scheme changes (which only show while nothing
 * is saved, see `selectTheme`). Returns the function that stops all of it.
 */
export function startThemeSync(store: AppStore): () => void {
  const root = document.documentElement;
  let previous = store.getState().theme;
  const apply = () => {
    const { saved, system } = store.getState().theme;
    root.dataset.theme = saved ?? system;
  };
  apply();

  const unsubscribe = store.subscribe(() => {
    const current = store.getState().theme;
    if (current === previous) return;
    if (current.saved !== previous.saved) writeSavedTheme(current.saved);
    previous = current;
    apply();
  });

  const media = typeof window.matchMedia === 'function' ? window.matchMedia(DARK_SCHEME_QUERY) : null;
  const onSystemChange = (event: MediaQueryListEvent) => {
    store.dispatch(systemThemeChanged(event.matches ? 'dark' : 'light'));
  };
  media?.addEventListener('change', onSystemChange);

  return () => {
    unsubscribe();
    media?.removeEventListener('change', onSystemChange);
  };
}
