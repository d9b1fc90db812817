import type { AppDispatch } from '../store/types';
import { baseApi } from '../api/baseApi';
import { tokenChanged } from './sessionSlice';
import { TOKEN_STORAGE_KEY } from './tokenStorage';

/**
 * Logging in or out in one tab changes APP_TOKEN for all of them; the `storage` event lets the
 * other tabs follow instead of showing a stale user. Returns the function that stops listening.
 */
export function syncSessionAcrossTabs(dispatch: AppDispatch): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== TOKEN_STORAGE_KEY && event.key !== null) return;
    const token = event.key === null ? null : event.newValue || null;
    dispatch(tokenChanged(token));
    dispatch(token ? baseApi.util.invalidateTags(['CurrentUser']) : baseApi.util.resetApiState());
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
