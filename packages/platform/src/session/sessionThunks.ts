import { baseApi } from '../api/baseApi';
import { emitPlatformEvent } from '../events/platformEvents';
import type { AppThunk } from '../store/types';
import { tokenChanged } from './sessionSlice';
import { readToken, removeToken, saveToken } from './tokenStorage';

/** Where a session is ended on the server (`DELETE`): a copy of the token kept anywhere stops working. */
export const SIGN_OUT_PATH = '/api/v1/user_token';

/**
 * Spec §4: after a successful login (or social sign-in) the token is stored and the current user
 * fetched again. Components using `useCurrentUser` pick the new user up on their own.
 */
export const loggedIn =
  (token: string): AppThunk =>
  (dispatch) => {
    saveToken(token);
    dispatch(tokenChanged(token));
    dispatch(baseApi.util.invalidateTags(['CurrentUser']));
    emitPlatformEvent('gangazo:session-changed', { loggedIn: true });
  };

/**
 * Spec §4: logout removes the token and refreshes the user. Every cached response is dropped too,
 * because some of them (saved offers, profile data) belonged to that user. Navigating to `/` is
 * the caller's job: it owns the router. The server is told to revoke the session as well; the tab
 * does not wait for it (`keepalive` lets it finish while the page moves on).
 */
export const logout = (): AppThunk => (dispatch) => {
  const token = readToken();
  if (token) {
    try {
      void fetch(SIGN_OUT_PATH, { method: 'DELETE', headers: { Authorization: `Bearer ${token}` }, keepalive: true }).catch(() => undefined);
    } catch {
      // No network API at all: the token is still forgotten here.
    }
  }
  removeToken();
  dispatch(tokenChanged(null));
  dispatch(baseApi.util.resetApiState());
  emitPlatformEvent('gangazo:session-changed', { loggedIn: false });
};
