import type { AppThunk } from '../store/types';
import { nextAlertId, registerAlertCallback, takeAlertCallback } from './alertCallbacks';
import { alertsSlice, type AlertType } from './alertsSlice';

export interface ShowAlertOptions {
  title: string;
  message: string;
  type: AlertType;
  /** When given, the dialog shows an 'OK' button that runs it and closes. */
  onOk?: () => void;
  /** Closes by itself after this long (confirmations: a copied code, a published offer). */
  autoCloseMs?: number;
}

/** How long a confirmation stays: long enough to read two short lines. */
export const CONFIRMATION_MS = 4_000;

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
        autoClose: options.autoCloseMs !== undefined && !options.onOk,
      }),
    );
    if (options.autoCloseMs !== undefined && !options.onOk) {
      // A later alert has its own id: this timer then closes nothing.
      setTimeout(() => dispatch(alertsSlice.actions.alertClosed(id)), options.autoCloseMs);
    }
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
