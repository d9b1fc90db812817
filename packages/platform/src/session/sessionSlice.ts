import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { readToken } from './tokenStorage';

export interface SessionState {
  /** Mirrors localStorage APP_TOKEN so components re-render when the session changes. */
  token: string | null;
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: (): SessionState => ({ token: readToken() }),
  reducers: {
    tokenChanged(state, action: PayloadAction<string | null>) {
      state.token = action.payload;
    },
  },
  selectors: {
    selectToken: (state) => state.token,
    selectHasSession: (state) => state.token !== null,
  },
});

export const { tokenChanged } = sessionSlice.actions;
export const { selectToken, selectHasSession } = sessionSlice.selectors;
