import { configureStore } from '@reduxjs/toolkit';
import { baseApi } from '../api/baseApi';
import { rootReducer } from './rootReducer';
import type { RootState } from './types';

/** The one store of the page; the shell makes it, tests make one per test. */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(baseApi.middleware),
  });
}
