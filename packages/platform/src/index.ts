// Public surface of @gangazo/platform, the one singleton every remote shares with the shell.
// Anything not exported here is private to the platform.

// Store
export { rootReducer, type LazyLoadedSlices } from './store/rootReducer';
export { makeStore } from './store/makeStore';
export { useAppDispatch, useAppSelector, useAppStore } from './store/hooks';
export type { RootState, AppStore, AppDispatch, AppThunk } from './store/types';
export type { WithSlice } from '@reduxjs/toolkit';

// Data fetching
export { baseApi, hydrateApi, setServerFetch, ON_SERVER, SERVER_API_ORIGIN } from './api/baseApi';
export { skipToken } from '@reduxjs/toolkit/query/react';

// Session
export { TOKEN_STORAGE_KEY, readToken } from './session/tokenStorage';
export { sessionSlice, selectToken, selectHasSession, tokenChanged, type SessionState } from './session/sessionSlice';
export { currentUserApi, useGetCurrentUserQuery, type CurrentUser } from './session/currentUserApi';
export { useCurrentUser, type CurrentUserState } from './session/useCurrentUser';
export { loggedIn, logout } from './session/sessionThunks';
export { syncSessionAcrossTabs } from './session/syncSessionAcrossTabs';
export { isStaff, isUserRole, type UserRole } from './session/roles';

// Theme
export { themeSlice, toggleTheme, setTheme, resetTheme, systemThemeChanged, selectTheme, selectSavedTheme, type ThemeState } from './theme/themeSlice';
export { THEME_STORAGE_KEY, INVALID_THEME_MESSAGE, isTheme, readSavedTheme, readSystemTheme, type Theme } from './theme/themePreference';
export { startThemeSync } from './theme/startThemeSync';

// Alerts (notification dialog)
export { alertsSlice, selectAlert, type AlertState, type AlertType } from './alerts/alertsSlice';
export { showAlert, closeAlert, confirmAlert, CONFIRMATION_MS, type ShowAlertOptions } from './alerts/alertThunks';

// Modals the frame owns
export {
  uiSlice,
  openAuthModal,
  closeAuthModal,
  openShareModal,
  closeShareModal,
  selectAuthModal,
  selectShareModalOpen,
  type AuthView,
  type UiState,
} from './ui/uiSlice';

// Events, errors, monitoring
export { emitPlatformEvent, onPlatformEvent, type PlatformEventMap, type PlatformEventName } from './events/platformEvents';
export { ErrorBoundary, DEFAULT_ERROR_MESSAGE, type ErrorBoundaryProps, type ErrorFallbackProps } from './errors/ErrorBoundary';
export { reportError, MONITORING_PATH, type ErrorSource } from './errors/reportError';
export { failureReason, isChunkLoadError, isFederationLoadError, mayBeStaleBuild } from './errors/chunkReload';

// Remote contract
export { defineRemote, type RemoteModule, type RemoteStartupContext, type SlotName } from './remote/contract';
export { preloadRoute } from './remote/preloadRoute';

// Formatting and the document
export { formatCOP, formatCount } from './format/formatCOP';
export { formatDate } from './format/formatDate';
export { humanizeSlug } from './format/humanizeSlug';
export { setSiteName, pageTitle, usePageTitle } from './document/pageTitle';
export { setSiteUrl, absoluteUrl } from './document/siteUrl';
