import { matchPath, type RouteObject } from 'react-router';

/** The first of `routes` whose path matches all of `pathname` (so a catch-all `*` listed last is the fallback). */
export function matchingRoute(routes: readonly RouteObject[], pathname: string): RouteObject | undefined {
  return routes.find((route) => route.path !== undefined && matchPath({ path: route.path, end: true }, pathname) !== null);
}
