import type { RouteObject } from 'react-router';
import type { RemoteEntry } from '@gangazo/contracts';
import { Layout } from '../frame/Layout';
import { InformationPage, NotFoundPage } from '../frame/onDemandParts';
import { RemoteRoute } from '../remotes/RemoteRoute';
import { matchingRoute } from './matchingRoute';

/**
 * One route per path of every remote, under the frame's layout. When two remotes claim the same
 * path the first in the registry keeps it, so a bad deploy cannot take over another team's page.
 */
export function shellRoutes(remotes: readonly RemoteEntry[]): RouteObject[] {
  const owners = new Map<string, string>();
  for (const remote of remotes) {
    for (const path of remote.routes) {
      if (owners.has(path)) console.warn(`La ruta ${path} ya pertenece a «${owners.get(path)}»; se ignora la de «${remote.name}»`);
      else owners.set(path, remote.name);
    }
  }
  const remoteRoutes: RouteObject[] = [...owners].map(([path, remote]) => ({
    path,
    element: <RemoteRoute key={`${remote}:${path}`} remote={remote} path={path} />,
  }));
  return [{ element: <Layout />, children: [...remoteRoutes, { path: '/informacion/:slug', element: <InformationPage /> }, { path: '*', element: <NotFoundPage /> }] }];
}

/**
 * The route under the layout that draws `pathname` (a remote's, an information page, or the 404
 * last): the shell fetches its page's code before hydrating when it is loaded on demand.
 */
export function pageRouteFor(routes: readonly RouteObject[], pathname: string): RouteObject | undefined {
  return matchingRoute(routes[0]?.children ?? [], pathname);
}
