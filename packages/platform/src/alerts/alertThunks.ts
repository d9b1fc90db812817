import type { AppThunk } from '../store/types';
import { nextAlertId, registerAlertCallback, takeAlertCallback } from './alertCallbacks';
import { alertsSlice, type AlertType } from './alertsSlice';

export interface ShowAlertOptions {
  title: string;
  message: string;
  type: AlertType;
  /** When given, the dialog shows an 'OK' button that runs it and closes. */
  onOk?: () => void;
}

/** Shows the notification dialog (spec §2), replacing any alert already shown. */
export const showAlert =
  (options: ShowAlertOptions): AppThunk<number> =>
  (dispatch, getState) => {
    const previous = getState().alerts;
    if (previous.isActive) takeAlertCallback(previous.id);
    const id = nextAlertId();
    if (options.onOk) registerAlertCallback(id, options.onOk);
    dispatch(
      alertsSlice.actions.alertShown({
        id,
        title: options.title,
        message: options.message,
        type: options.type,
        hasOk: options.onOk !== undefined,
      }),
    );
    return id;
  };

/** 'Cerrar': hides the dialog without running the OK callback. */
export const closeAlert = (): AppThunk => (dispatch, getState) => {
  const { id } = getState().alerts;
  takeAlertCallback(id);
  dispatch(alertsSlice.actions.alertClosed(id));
};

/** 'OK': runs the callback given to `showAlert`, then hides the dialog. */
export const confirmAlert = (): AppThunk => (dispatch, getState) => {
  const { id } = getState().alerts;
  const callback = takeAlertCallback(id);
  dispatch(alertsSlice.actions.alertClosed(id));
  callback?.();
};
