import { Suspense, use } from 'react';
import { ErrorBoundary } from '@gangazo/platform';
import { useShell } from '../ShellContext';
import { PageLoading } from '../frame/PageLoading';

interface RemoteRouteProps {
  remote: string;
  /** The absolute path as listed in remote.json; the remote's route object has the same one. */
  path: string;
}

function RemoteRouteContent({ remote, path }: RemoteRouteProps) {
  const { registry } = useShell();
  const module = use(registry.load(remote));
  const route = module.routes.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`El remoto «${remote}» no define la ruta ${path}`);
  if (route.element !== undefined) return <>{route.element}</>;
  if (route.Component) return <route.Component />;
  throw new Error(`La ruta ${path} de «${remote}» no tiene element ni Component`);
}

/** A page owned by a remote: loads it on first visit; a failure stays inside the page area. */
export function RemoteRoute({ remote, path }: RemoteRouteProps) {
  const { registry } = useShell();
  const version = registry.entry(remote)?.version ?? 'desconocida';
  return (
    <ErrorBoundary key={`${remote}:${path}`} source={remote} version={version} message="No pudimos cargar esta sección." onRetry={() => registry.forget(remote)}>
      <Suspense fallback={<PageLoading />}>
        <RemoteRouteContent remote={remote} path={path} />
      </Suspense>
    </ErrorBoundary>
  );
}
