import { useLocation, useRoutes, type RouteObject } from 'react-router';
import { renderWithProviders, type RenderWithProvidersOptions, type RenderWithProvidersResult } from './renderWithProviders';

/** Stands in for the rest of the site, so a test can see where a remote navigated to. */
function OutsideRemote() {
  const location = useLocation();
  return <output data-testid="outside-remote">{`${location.pathname}${location.search}`}</output>;
}

function RouteObjects({ routes }: { routes: RouteObject[] }) {
  return useRoutes([...routes, { path: '*', element: <OutsideRemote /> }]);
}

/**
 * Renders a remote's route objects at `options.route`, as the shell would (absolute paths).
 * A path the remote does not own renders `data-testid="outside-remote"` with that path.
 *   renderRoutes(remote.routes, { route: '/forum' })
 */
export function renderRoutes(routes: RouteObject[], options: RenderWithProvidersOptions = {}): RenderWithProvidersResult {
  return renderWithProviders(<RouteObjects routes={routes} />, options);
}
