import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Spec §2/§4: the auth modal shows one view at a time. */
export type AuthView = 'login' | 'register' | 'recover';

export interface UiState {
  authModal: { open: boolean; view: AuthView };
  shareModalOpen: boolean;
}

const initialState: UiState = { authModal: { open: false, view: 'login' }, shareModalOpen: false };

/** Modals that the shell frame and several remotes open. */
export const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    openAuthModal: {
      reducer(state, action: PayloadAction<AuthView>) {
        state.authModal = { open: true, view: action.payload };
        // One modal at a time: a guest choosing in the share modal lands in the auth modal.
        state.shareModalOpen = false;
      },
      prepare: (view: AuthView = 'login') => ({ payload: view }),
    },
    closeAuthModal(state) {
      state.authModal.open = false;
    },
    openShareModal(state) {
      state.shareModalOpen = true;
    },
    closeShareModal(state) {
      state.shareModalOpen = false;
    },
  },
  selectors: {
    selectAuthModal: (state) => state.authModal,
    selectShareModalOpen: (state) => state.shareModalOpen,
  },
});

export const { openAuthModal, closeAuthModal, openShareModal, closeShareModal } = uiSlice.actions;
export const { selectAuthModal, selectShareModalOpen } = uiSlice.selectors;
