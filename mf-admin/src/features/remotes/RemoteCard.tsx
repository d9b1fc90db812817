import type { RemoteEntry, RemoteHealth } from '@gangazo/contracts';
import { Card, Spinner } from '@gangazo/ui';
import { formatDateTime } from '../shared/format';
import table from '../shared/Table.module.css';
import { RemoteHealthBlock } from './RemoteHealthBlock';
import { RemoteHistory } from './RemoteHistory';
import { CanaryActions } from './CanaryActions';
import styles from './Remotes.module.css';

/** The last hour of every remote arrives in one request; each card shows its part. */
export type HealthState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; health: RemoteHealth | undefined };

export interface RemoteCardProps {
  remote: RemoteEntry;
  /** Admins and superadmins: the last hour and the history. Editors see the registry only. */
  seesOperations: boolean;
  /** Superadmin: rollback, and promoting or dropping a canary. */
  canRollBack: boolean;
  health: HealthState;
}

export const sourceLabel = (remote: RemoteEntry) => (remote.source === 'deployed' ? 'Desplegado' : 'Local');

/** One remote: what is live, how it did in the last hour and how it got there. */
export function RemoteCard({ remote, seesOperations, canRollBack, health }: RemoteCardProps) {
  const headingId = `remoto-${remote.name}`;
  const { canary } = remote;
  return (
    <Card as="section" aria-labelledby={headingId} className={styles.remote}>
      <header className={styles.remoteHeader}>
        <h3 id={headingId}>{remote.name}</h3>
        <span className={remote.source === 'deployed' ? table.badgeOk : table.badge}>{sourceLabel(remote)}</span>
      </header>
      <dl className={styles.facts}>
        <dt>Versión en vivo</dt>
        <dd>{remote.version}</dd>
        <dt>Entrada</dt>
        <dd>
          <code>{remote.entry}</code>
        </dd>
        {canary && (
          <>
            <dt>Canario</dt>
            <dd>
              {canary.percent} % de los navegadores cargan la versión {canary.version} (<code>{canary.entry}</code>), desde el{' '}
              <time dateTime={canary.updatedAt}>{formatDateTime(canary.updatedAt)}</time>
            </dd>
          </>
        )}
        <dt>Actualizado</dt>
        <dd>
          <time dateTime={remote.updatedAt}>{formatDateTime(remote.updatedAt)}</time>
        </dd>
      </dl>
      {canary && canRollBack && <CanaryActions name={remote.name} version={remote.version} canary={canary} />}
      {seesOperations && (
        <>
          {health.status === 'loading' ? (
            <Spinner label={`Cargando la última hora de ${remote.name}…`} />
          ) : health.status === 'ready' && health.health ? (
            <RemoteHealthBlock name={remote.name} health={health.health} />
          ) : health.status === 'ready' ? (
            <p className={table.muted}>Aún no hay datos de la última hora de {remote.name}.</p>
          ) : null}
          <RemoteHistory remote={remote} canRollBack={canRollBack} />
        </>
      )}
    </Card>
  );
}
