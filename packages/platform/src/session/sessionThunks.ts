import { baseApi } from '../api/baseApi';
import { emitPlatformEvent } from '../events/platformEvents';
import type { AppThunk } from '../store/types';
import { tokenChanged } from './sessionSlice';
import { removeToken, saveToken } from './tokenStorage';

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
 * the caller's job: it owns the router.
 */
export const logout = (): AppThunk => (dispatch) => {
  removeToken();
  dispatch(tokenChanged(null));
  dispatch(baseApi.util.resetApiState());
  emitPlatformEvent('gangazo:session-changed', { loggedIn: false });
};
