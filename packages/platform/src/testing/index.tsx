// Test helpers for every workspace: import from '@gangazo/platform/testing', never from app code.
export { renderWithProviders, type RenderWithProvidersOptions, type RenderWithProvidersResult } from './renderWithProviders';
export { renderRoutes } from './renderRoutes';
export { mockMatchMedia, type MatchMediaMock } from './mockMatchMedia';
export { mockApi, apiError, type RecordedRequest, type MockApiHandler } from './mockApi';
