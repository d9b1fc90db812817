import { closeAuthModal, currentUserApi, loggedIn, type AppThunk } from '@gangazo/platform';

/**
 * Spec §4: after a successful login the token is stored, the current user fetched, the session
 * refreshed and the modal closed.
 */
export const signedIn =
  (jwt: string): AppThunk<Promise<void>> =>
  async (dispatch) => {
    dispatch(loggedIn(jwt));
    const request = dispatch(currentUserApi.endpoints.getCurrentUser.initiate(undefined, { forceRefetch: true }));
    try {
      await request;
    } finally {
      request.unsubscribe();
    }
    dispatch(closeAuthModal());
  };
