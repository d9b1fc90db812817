import type { RemoteHealth } from '@gangazo/contracts';
import { useCurrentUser } from '@gangazo/platform';
import { Card, Spinner } from '@gangazo/ui';
import { errorMessage } from '../admin-api/apiError';
import { useGetRemotesHealthQuery, useGetRemotesQuery } from '../admin-api/adminApi';
import { formatCount } from '../shared/format';
import { RemoteCard, sourceLabel, type HealthState } from './RemoteCard';
import { RemoteHealthBlock } from './RemoteHealthBlock';
import { formatLoadTime, formatShare } from './remoteView';
import styles from './Remotes.module.css';

/** The last hour moves while ops watch it; the registry and history change only by a deploy. */
export const HEALTH_POLL_MS = 30_000;

/**
 * The Remotos tool: every registered remote (`GET /api/v1/remotes`); for admins and superadmins its
 * last hour (`GET /api/v1/remotes/health`) and deploy history, and for superadmins the way back.
 */
export function RemotesSection() {
  const { user } = useCurrentUser();
  const seesOperations = user?.role === 'admin' || user?.role === 'superadmin';
  const canRollBack = user?.role === 'superadmin';
  const registry = useGetRemotesQuery();
  const healthQuery = useGetRemotesHealthQuery(undefined, { skip: !seesOperations, pollingInterval: HEALTH_POLL_MS });

  if (registry.isLoading) return <Spinner label="Cargando remotos…" />;
  if (registry.error || !registry.data) return <p role="alert">{errorMessage(registry.error, 'No pudimos cargar el registro de remotos.')}</p>;
  const remotes = registry.data.remotes;
  if (remotes.length === 0) return <p>No hay remotos registrados.</p>;

  const byName = new Map<string, RemoteHealth>((healthQuery.data?.remotes ?? []).map((health) => [health.name, health]));
  const healthOf = (name: string): HealthState =>
    healthQuery.isLoading ? { status: 'loading' } : healthQuery.error || !healthQuery.data ? { status: 'failed' } : { status: 'ready', health: byName.get(name) };
  const shell = byName.get('shell');

  return (
    <div className={styles.page}>
      <p className={styles.intro}>
        {seesOperations
          ? 'Lo que el sitio carga ahora y cómo les fue en la última hora a los navegadores que lo reportaron a este servidor.'
          : 'Lo que el sitio carga ahora. La salud y el historial de despliegues son para administradores.'}
      </p>
      {seesOperations && healthQuery.error && <p role="alert">{errorMessage(healthQuery.error, 'No pudimos cargar la salud de los remotos.')}</p>}
      <div className={styles.summaryBox} tabIndex={0} role="group" aria-label="Remotos registrados: desliza para ver todas las columnas">
        <table className={styles.summary}>
          <caption className={styles.caption}>Remotos registrados</caption>
          <thead>
            <tr>
              <th scope="col">Remoto</th>
              <th scope="col">Versión</th>
              <th scope="col">Origen</th>
              {seesOperations && (
                <>
                  <th scope="col" className={styles.num}>
                    Cargas correctas (1 h)
                  </th>
                  <th scope="col" className={styles.num}>
                    Carga p75
                  </th>
                  <th scope="col" className={styles.num}>
                    Errores (1 h)
                  </th>
                </>
              )}
            </tr>
          </thead>
          <tbody>
            {remotes.map((remote) => {
              const health = byName.get(remote.name);
              return (
                <tr key={remote.name}>
                  <th scope="row">{remote.name}</th>
                  <td>{remote.version}</td>
                  <td>{sourceLabel(remote)}</td>
                  {seesOperations && (
                    <>
                      <td className={styles.num}>{health?.loadSuccessRate != null ? formatShare(health.loadSuccessRate) : '—'}</td>
                      <td className={styles.num}>{health?.p75LoadMs != null ? formatLoadTime(health.p75LoadMs) : '—'}</td>
                      <td className={health && health.errorsLastHour > 0 ? `${styles.num} ${styles.bad}` : styles.num}>
                        {health ? formatCount(health.errorsLastHour) : '—'}
                      </td>
                    </>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {remotes.map((remote) => (
        <RemoteCard key={remote.name} remote={remote} seesOperations={seesOperations} canRollBack={canRollBack} health={healthOf(remote.name)} />
      ))}
      {seesOperations && shell && (
        <Card as="section" aria-labelledby="remoto-shell" className={styles.remote}>
          <header className={styles.remoteHeader}>
            <h3 id="remoto-shell">Marco del sitio (shell)</h3>
          </header>
          <p className={styles.intro}>Errores que no son de ningún remoto: el marco, la barra superior y el arranque de la página.</p>
          <RemoteHealthBlock name="shell" health={shell} showLoads={false} />
        </Card>
      )}
    </div>
  );
}
