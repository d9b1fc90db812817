import { useRoutes, type RouteObject } from 'react-router';

/**
 * The shell's routes, matched against the location of whichever router is around them:
 * `BrowserRouter` in the browser, `StaticRouter` on the server, `MemoryRouter` in tests.
 *
 * A declarative router rather than a data router (`createBrowserRouter`): the site uses no loaders
 * or actions (data comes from RTK Query), and the data router is half of react-router's code, about
 * 15 KB compressed that every first visit downloaded before the page answered a tap.
 */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}
