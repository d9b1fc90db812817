import { StrictMode } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import type { AppStore } from '@gangazo/platform';
import { ShellProvider, type ShellContextValue } from './ShellContext';

export interface ShellAppProps {
  store: AppStore;
  router: ReturnType<typeof createBrowserRouter>;
  shell: ShellContextValue;
}

/** Everything every page needs above the router: the one store and the registry of remotes. */
export function ShellApp({ store, router, shell }: ShellAppProps) {
  return (
    <StrictMode>
      <Provider store={store}>
        <ShellProvider value={shell}>
          <RouterProvider router={router} />
        </ShellProvider>
      </Provider>
    </StrictMode>
  );
}
