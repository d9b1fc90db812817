import type { RemoteHealth } from '@gangazo/contracts';
import { formatCount, formatDateTime } from '../shared/format';
import table from '../shared/Table.module.css';
import { formatLoadTime, formatShare, reasonLabel } from './remoteView';
import styles from './Remotes.module.css';

/** Reports shown per remote; the BFF keeps more (the last 50). */
export const REPORTS_SHOWN = 5;

export interface RemoteHealthBlockProps {
  /** `shell` or a remote's name: used in captions and for ids. */
  name: string;
  health: RemoteHealth;
  /** The shell loads itself: it has errors but no load numbers. */
  showLoads?: boolean;
}

/** A remote's last hour as browsers reported it: loads, p75, errors by reason and the last reports. */
export function RemoteHealthBlock({ name, health, showLoads = true }: RemoteHealthBlockProps) {
  const reasons = Object.entries(health.errorsByReason)
    .filter(([, count]) => count > 0)
    .sort(([, a], [, b]) => b - a);
  const reports = health.lastReports.slice(0, REPORTS_SHOWN);
  return (
    <>
      <div className={styles.block}>
        <h4>Última hora</h4>
        <dl className={styles.metrics}>
          {showLoads && (
            <>
              <div>
                <dt>Cargas correctas</dt>
                <dd className={health.loadSuccessRate !== null && health.loadSuccessRate < 0.95 ? styles.bad : undefined}>
                  {health.loadSuccessRate === null ? '—' : formatShare(health.loadSuccessRate)}
                  <span className={styles.detail}>
                    {health.loadsLastHour === 0 ? 'Sin cargas' : `de ${formatCount(health.loadsLastHour)} ${health.loadsLastHour === 1 ? 'carga' : 'cargas'}`}
                  </span>
                </dd>
              </div>
              <div>
                <dt>Tiempo de carga (p75)</dt>
                <dd>
                  {health.p75LoadMs === null ? '—' : formatLoadTime(health.p75LoadMs)}
                  <span className={styles.detail}>{health.p75LoadMs === null ? 'Sin cargas correctas' : 'de las cargas correctas'}</span>
                </dd>
              </div>
            </>
          )}
          <div>
            <dt>Errores</dt>
            <dd className={health.errorsLastHour > 0 ? styles.bad : undefined}>
              {formatCount(health.errorsLastHour)}
              <span className={styles.detail}>reportados por los navegadores</span>
            </dd>
          </div>
        </dl>
        {reasons.length > 0 && (
          <table className={`${table.table} ${styles.narrow}`}>
            <caption className={styles.cardsCaption}>Errores de {name} en la última hora, por motivo</caption>
            <thead>
              <tr>
                <th scope="col">Motivo</th>
                <th scope="col" className={table.num}>
                  Errores
                </th>
              </tr>
            </thead>
            <tbody>
              {reasons.map(([reason, count]) => (
                <tr key={reason}>
                  <td data-label="Motivo">{reasonLabel(reason)}</td>
                  <td data-label="Errores" className={table.num}>
                    {formatCount(count)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
      <div className={styles.block}>
        <h4>Últimos reportes</h4>
        {reports.length === 0 ? (
          <p className={table.muted}>Ningún navegador ha reportado errores de {name}.</p>
        ) : (
          <ol className={styles.reports} aria-label={`Últimos reportes de ${name}`}>
            {reports.map((report, index) => (
              <li key={`${report.receivedAt}-${index}`} className={report.level === 'warning' ? styles.reportWarning : styles.report}>
                <div className={styles.reportMeta}>
                  <time dateTime={report.receivedAt}>{formatDateTime(report.receivedAt)}</time>
                  <span>Versión {report.version}</span>
                  <span>{reasonLabel(report.reason)}</span>
                  {report.level === 'warning' && <span>Aviso</span>}
                </div>
                <p className={styles.reportMessage}>{report.message}</p>
                {report.url && <p className={`${table.muted} ${table.wrap}`}>En {report.url}</p>}
                {report.stack && (
                  <details className={styles.details}>
                    <summary>Ver la traza</summary>
                    <pre className={styles.stack}>{report.stack}</pre>
                  </details>
                )}
              </li>
            ))}
          </ol>
        )}
      </div>
    </>
  );
}
