import { openAuthModal, showAlert, useAppDispatch, useCurrentUser } from '@gangazo/platform';
import { errorMessage, errorStatus } from '../coupon-modal/apiError';

/**
 * Actions only members can take (vote, save, comment): a guest gets the auth modal instead
 * (spec §6), and a refused or failed call says why in the notification dialog.
 */
export function useSignedInAction() {
  const dispatch = useAppDispatch();
  const { user, isLoading } = useCurrentUser();
  const run = async (action: () => Promise<unknown>, failure: string): Promise<boolean> => {
    if (!user) {
      dispatch(openAuthModal('login'));
      return false;
    }
    try {
      await action();
      return true;
    } catch (error) {
      if (errorStatus(error) === 401) dispatch(openAuthModal('login'));
      else dispatch(showAlert({ title: '¡Upps!', message: errorMessage(error, failure), type: 'error' }));
      return false;
    }
  };
  return { run, signedIn: user !== null, checkingSession: isLoading };
}
