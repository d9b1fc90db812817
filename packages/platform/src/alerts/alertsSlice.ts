import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type AlertType = 'success' | 'error' | 'info' | 'warning';

/** Spec §3 Alert. The OK callback is not state: it lives in `alertCallbacks`, keyed by `id`. */
export interface AlertState {
  isActive: boolean;
  id: number;
  title: string;
  message: string;
  type: AlertType;
  /** Whether the dialog shows an 'OK' button (an OK callback was given). */
  hasOk: boolean;
  /** It closes by itself (a confirmation): it does not take the keyboard focus. */
  autoClose: boolean;
}

const initialState: AlertState = { isActive: false, id: 0, title: '', message: '', type: 'info', hasOk: false, autoClose: false };

export const alertsSlice = createSlice({
  name: 'alerts',
  initialState,
  reducers: {
    alertShown(_state, action: PayloadAction<Omit<AlertState, 'isActive'>>) {
      return { ...action.payload, isActive: true };
    },
    alertClosed(state, action: PayloadAction<number>) {
      // A late close of an alert that was already replaced must not hide the new one.
      if (state.id === action.payload) state.isActive = false;
    },
  },
  selectors: {
    selectAlert: (state) => state,
  },
});

export const { selectAlert } = alertsSlice.selectors;
