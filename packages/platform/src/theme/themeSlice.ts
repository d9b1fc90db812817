import { createSlice } from '@reduxjs/toolkit';
import { INVALID_THEME_MESSAGE, isTheme, readSavedTheme, readSystemTheme, type Theme } from './themePreference';

export interface ThemeState {
  /** The user's choice saved under localStorage `theme`; `null` means "follow the system". */
  saved: Theme | null;
  /** What `prefers-color-scheme` says right now. */
  system: Theme;
}

export const themeSlice = createSlice({
  name: 'theme',
  initialState: (): ThemeState => ({ saved: readSavedTheme(), system: readSystemTheme() }),
  reducers: {
    toggleTheme(state) {
      state.saved = (state.saved ?? state.system) === 'dark' ? 'light' : 'dark';
    },
    setTheme: {
      reducer(state, action: { payload: Theme }) {
        state.saved = action.payload;
      },
      // Validated when the action is created, so a bad value never reaches the store (spec §5).
      prepare(value: unknown) {
        if (!isTheme(value)) {
          console.error(INVALID_THEME_MESSAGE);
          throw new Error(INVALID_THEME_MESSAGE);
        }
        return { payload: value };
      },
    },
    resetTheme(state) {
      state.saved = null;
    },
    systemThemeChanged(state, action: { payload: Theme }) {
      state.system = action.payload;
    },
  },
  selectors: {
    // Spec §4: the saved preference wins; only while nothing is saved does the system decide.
    selectTheme: (state): Theme => state.saved ?? state.system,
    selectSavedTheme: (state) => state.saved,
  },
});

export const { toggleTheme, setTheme, resetTheme, systemThemeChanged } = themeSlice.actions;
export const { selectTheme, selectSavedTheme } = themeSlice.selectors;
