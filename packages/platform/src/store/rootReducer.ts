import { combineSlices } from '@reduxjs/toolkit';
import { alertsSlice } from '../alerts/alertsSlice';
import { baseApi } from '../api/baseApi';
import { sessionSlice } from '../session/sessionSlice';
import { themeSlice } from '../theme/themeSlice';
import { uiSlice } from '../ui/uiSlice';

/**
 * Slices remotes add at run time. A remote declares its slice here by module augmentation and
 * injects it when its code loads:
 *
 *   declare module '@gangazo/platform' {
 *     interface LazyLoadedSlices extends WithSlice<typeof couponModalSlice> {}
 *   }
 *   couponModalSlice.injectInto(rootReducer);
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by module augmentation
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(baseApi, sessionSlice, themeSlice, alertsSlice, uiSlice).withLazyLoadedSlices<LazyLoadedSlices>();
