import { Spinner } from '@gangazo/ui';
import { errorMessage } from '../admin-api/apiError';
import { useGetRemotesQuery } from '../admin-api/adminApi';
import { formatDateTime } from '../shared/format';
import styles from '../shared/Table.module.css';

/** What the shell loads right now (the run-time registry, `GET /api/v1/remotes`), read-only. */
export function RemotesSection() {
  const { data, error, isLoading } = useGetRemotesQuery();
  if (isLoading) return <Spinner label="Cargando remotos…" />;
  if (error || !data) return <p role="alert">{errorMessage(error, 'No pudimos cargar el registro de remotos.')}</p>;
  if (data.remotes.length === 0) return <p>No hay remotos registrados.</p>;
  return (
    <table className={styles.table} aria-label="Remotos">
      <thead>
        <tr>
          <th>Nombre</th>
          <th>Versión</th>
          <th>Origen</th>
          <th>Entrada</th>
          <th>Actualizado</th>
        </tr>
      </thead>
      <tbody>
        {data.remotes.map((remote) => (
          <tr key={remote.name}>
            <td data-label="Nombre">{remote.name}</td>
            <td data-label="Versión">{remote.version}</td>
            <td data-label="Origen">
              <span className={remote.source === 'deployed' ? styles.badgeOk : styles.badge}>{remote.source === 'deployed' ? 'Desplegado' : 'Local'}</span>
            </td>
            <td data-label="Entrada" className={styles.wrap}>
              <code>{remote.entry}</code>
            </td>
            <td data-label="Actualizado" className={styles.date}>{formatDateTime(remote.updatedAt)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
