import { StrictMode, useEffect, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { AppStore, RootState } from '@gangazo/platform';
import { ShellProvider, type ShellContextValue } from './ShellContext';

export interface ShellAppProps {
  store: AppStore;
  shell: ShellContextValue;
  /** The router and its routes: `BrowserRouter` in the browser, `StaticRouter` on the server (router/AppRoutes.tsx). */
  children: ReactNode;
  /**
   * The state the server rendered the page with. Every part hydrates against it, however late
   * (a remote's part hydrates after the frame), and then updates to the store's own state (the
   * visitor's session and theme) like any other change.
   */
  serverState?: RootState;
}

/** The attribute `<html data-interactive>`: set once the page answers clicks (hydrated, or drawn in the browser). */
export const INTERACTIVE_ATTRIBUTE = 'data-interactive';
/** The performance mark set at the same moment. */
export const INTERACTIVE_MARK = 'gangazo:interactive';

/**
 * Marks the page as interactive after its first commit in the browser (never on the server), for
 * the browser tests and for anything that must not act on server HTML that cannot answer yet; the
 * event of the same name lets the BFF's loader replay the taps it held meanwhile (bff
 * lib/shell-html.ts SCRIPT_AFTER_PAINT).
 */
function useMarkInteractive(): void {
  useEffect(() => {
    document.documentElement.setAttribute(INTERACTIVE_ATTRIBUTE, 'true');
    // `npm run bench` reads this mark: the JavaScript a page needs is what it fetched before it.
    if (typeof performance.mark === 'function') performance.mark(INTERACTIVE_MARK);
    document.dispatchEvent(new Event(INTERACTIVE_MARK));
  }, []);
}

/**
 * Everything every page needs above the router: the one store and the registry of remotes. The
 * server renders the very same tree, so the browser can hydrate it.
 */
export function ShellApp({ store, shell, children, serverState }: ShellAppProps) {
  useMarkInteractive();
  return (
    <StrictMode>
      <Provider store={store} {...(serverState ? { serverState } : {})}>
        <ShellProvider value={shell}>{children}</ShellProvider>
      </Provider>
    </StrictMode>
  );
}
