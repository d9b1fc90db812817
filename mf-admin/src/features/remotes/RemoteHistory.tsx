import { useState, type ReactNode } from 'react';
import type { RemoteDeployRecord, RemoteEntry } from '@gangazo/contracts';
import { showAlert, useAppDispatch } from '@gangazo/platform';
import { Button, Spinner } from '@gangazo/ui';
import { errorMessage } from '../admin-api/apiError';
import { useGetRemoteHistoryQuery, useRollbackRemoteMutation } from '../admin-api/adminApi';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { formatDateTime } from '../shared/format';
import table from '../shared/Table.module.css';
import { actorLabel, rollbackPlan, STEP_KIND_LABELS, stepStateLabel, stepStates, type RollbackPlan, type StepState } from './remoteView';
import styles from './Remotes.module.css';

/** Rows shown before 'Ver todo el historial' (the step a rollback returns to is always shown). */
export const HISTORY_ROWS_SHOWN = 8;

export interface RemoteHistoryProps {
  remote: RemoteEntry;
  /** Superadmins get the rollback buttons; the BFF refuses anyone else anyway. */
  canRollBack: boolean;
}

interface HistoryRowProps {
  step: RemoteDeployRecord;
  state: StepState | undefined;
  /** undefined: no action column; false: the column, empty on this row. */
  action: ReactNode | undefined;
}

function HistoryRow({ step, state, action }: HistoryRowProps) {
  return (
    <tr>
      <td data-label="Paso">
        {step.seq} · {STEP_KIND_LABELS[step.kind]}
        {step.kind === 'canary' && step.percent !== undefined ? ` al ${step.percent} %` : ''}
      </td>
      <td data-label="Versión" className={styles.version}>
        {step.version}
      </td>
      <td data-label="Entrada" className={table.wrap}>
        <code>{step.entry}</code>
      </td>
      <td data-label="Quién" className={styles.who}>
        {actorLabel(step.by)}
      </td>
      <td data-label="Cuándo" className={table.date}>
        <time dateTime={step.at}>{formatDateTime(step.at)}</time>
      </td>
      <td data-label="Estado">
        {state && <span className={state.kind === 'live' || state.kind === 'canary' ? table.badgeOk : table.badgeOff}>{stepStateLabel(state)}</span>}
      </td>
      {action !== undefined && <td data-label="Acción">{action}</td>}
    </tr>
  );
}

/** What the confirm dialog says will happen. */
function consequence(remote: RemoteEntry, plan: Exclude<RollbackPlan, null>): string {
  if (plan.kind === 'local') {
    return `«${remote.name}» dejará la versión ${remote.version} y volverá a la compilación de este servidor.`;
  }
  const { target } = plan;
  if (target.kind === 'removal') return `«${remote.name}» saldrá del registro, como tras el paso ${target.seq}.`;
  return `«${remote.name}» pasará de la versión ${remote.version} a la ${target.version} (paso ${target.seq}, de ${actorLabel(target.by)}, ${formatDateTime(target.at)}).`;
}

/** A remote's deploys, newest first; a superadmin can go back one step (the BFF's rollback). */
export function RemoteHistory({ remote, canRollBack }: RemoteHistoryProps) {
  const dispatch = useAppDispatch();
  const { data, error, isLoading, isFetching } = useGetRemoteHistoryQuery(remote.name);
  const [rollback, rollbackState] = useRollbackRemoteMutation();
  const [confirming, setConfirming] = useState(false);
  const [showAll, setShowAll] = useState(false);

  const deploys = data?.deploys ?? [];
  const plan = canRollBack ? rollbackPlan(deploys) : null;
  const targetIndex = plan?.kind === 'step' ? deploys.indexOf(plan.target) : -1;
  const states = stepStates(deploys, remote);
  const actionColumn = plan?.kind === 'step';
  const shown = showAll ? deploys : deploys.slice(0, Math.max(HISTORY_ROWS_SHOWN, targetIndex + 1));

  async function confirmRollback() {
    try {
      const result = await rollback(remote.name).unwrap();
      dispatch(
        showAlert(
          result.live
            ? {
                type: 'success',
                title: 'Versión restaurada',
                message: `«${remote.name}» está en la versión ${result.live.version}. Cada navegador la carga en su próxima visita.`,
              }
            : { type: 'success', title: 'Remoto retirado', message: `«${remote.name}» ya no está en el registro.` },
        ),
      );
    } catch (failure) {
      dispatch(showAlert({ type: 'error', title: 'No se pudo volver a la versión', message: errorMessage(failure, 'No pudimos volver a la versión. Inténtalo de nuevo.') }));
    }
    setConfirming(false);
  }

  return (
    <div className={styles.block}>
      <h4>Historial de despliegues</h4>
      {isLoading ? (
        <Spinner label={`Cargando el historial de ${remote.name}…`} />
      ) : error || !data ? (
        <p role="alert">{errorMessage(error, `No pudimos cargar el historial de ${remote.name}.`)}</p>
      ) : deploys.length === 0 ? (
        <p className={table.muted}>Sin despliegues registrados: se sirve la compilación de este servidor.</p>
      ) : (
        <>
          {!canRollBack && <p className={table.muted}>Solo un superadmin puede volver a una versión anterior.</p>}
          {plan?.kind === 'local' && (
            <div className={styles.toolbar}>
              <Button variant="secondary" size="sm" onClick={() => setConfirming(true)} disabled={rollbackState.isLoading}>
                Volver a la compilación local<span className="visually-hidden"> ({remote.name})</span>
              </Button>
            </div>
          )}
          <div className={table.scroller}>
            <table className={`${table.table} ${styles.history}`} aria-busy={isFetching || undefined}>
              <caption className={`${styles.cardsCaption} visually-hidden`}>Historial de despliegues de {remote.name}</caption>
              <thead>
                <tr>
                  <th scope="col">Paso</th>
                  <th scope="col">Versión</th>
                  <th scope="col">Entrada</th>
                  <th scope="col">Quién</th>
                  <th scope="col">Cuándo</th>
                  <th scope="col">Estado</th>
                  {actionColumn && <th scope="col">Acción</th>}
                </tr>
              </thead>
              <tbody>
                {shown.map((step) => (
                  <HistoryRow
                    key={step.seq}
                    step={step}
                    state={states.get(step.seq)}
                    action={
                      actionColumn
                        ? plan.target === step && (
                            <Button
                              variant="secondary"
                              size="sm"
                              onClick={() => setConfirming(true)}
                              disabled={rollbackState.isLoading}
                            >
                              Volver a esta versión<span className="visually-hidden"> ({step.version} de {remote.name})</span>
                            </Button>
                          )
                        : undefined
                    }
                  />
                ))}
              </tbody>
            </table>
          </div>
          {shown.length < deploys.length && (
            <div className={styles.toolbar}>
              <Button variant="ghost" size="sm" onClick={() => setShowAll(true)}>
                Ver todo el historial ({deploys.length} pasos)
              </Button>
            </div>
          )}
        </>
      )}
      <ConfirmDialog
        open={confirming && plan !== null}
        title={plan?.kind === 'local' ? '¿Volver a la compilación local?' : '¿Volver a esta versión?'}
        confirmLabel="Sí, volver"
        busy={rollbackState.isLoading}
        onConfirm={confirmRollback}
        onCancel={() => setConfirming(false)}
      >
        {plan && (
          <>
            <p>{consequence(remote, plan)}</p>
            {remote.canary && <p>El canario (versión {remote.canary.version}) se retira.</p>}
            <p>Queda en el historial a tu nombre. Las páginas ya abiertas siguen con la versión que cargaron.</p>
          </>
        )}
      </ConfirmDialog>
    </div>
  );
}
