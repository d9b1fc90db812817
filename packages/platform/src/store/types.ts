import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { makeStore } from './makeStore';
import type { rootReducer } from './rootReducer';

export type RootState = ReturnType<typeof rootReducer>;
export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
export type AppThunk<Result = void> = ThunkAction<Result, RootState, unknown, UnknownAction>;
