import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, type InitialEntry } from 'react-router';
import { makeStore } from '../store/makeStore';
import type { AppStore, RootState } from '../store/types';

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper' | 'queries'> {
  preloadedState?: Partial<RootState>;
  /** Initial URL of the MemoryRouter, e.g. `/perfil/42?tab=1`, or a location with navigation state. */
  route?: InitialEntry;
  /** Use an existing store instead of a fresh one. */
  store?: AppStore;
}

export interface RenderWithProvidersResult extends RenderResult {
  store: AppStore;
  user: ReturnType<typeof userEvent.setup>;
}

/** Renders `ui` the way the shell does: inside the one store and a router. */
export function renderWithProviders(ui: ReactElement, options: RenderWithProvidersOptions = {}): RenderWithProvidersResult {
  const { preloadedState, route = '/', store = makeStore(preloadedState), ...renderOptions } = options;
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <Provider store={store}>
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </Provider>
    );
  }
  const user = userEvent.setup();
  const result: RenderResult = render(ui, { ...renderOptions, wrapper: Wrapper });
  return { ...result, store, user };
}

