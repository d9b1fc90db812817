import { useState } from 'react';
import type { RemoteCanary } from '@gangazo/contracts';
import { showAlert, useAppDispatch } from '@gangazo/platform';
import { Button } from '@gangazo/ui';
import { errorMessage } from '../admin-api/apiError';
import { useDropCanaryMutation, usePromoteCanaryMutation } from '../admin-api/adminApi';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import styles from './Remotes.module.css';

export interface CanaryActionsProps {
  name: string;
  /** The stable version everyone else loads. */
  version: string;
  canary: RemoteCanary;
}

type Pending = 'promote' | 'drop' | null;

/** A superadmin's two ways out of a canary: everyone gets it (promote), or nobody does (drop). */
export function CanaryActions({ name, version, canary }: CanaryActionsProps) {
  const dispatch = useAppDispatch();
  const [pending, setPending] = useState<Pending>(null);
  const [promote, promoteState] = usePromoteCanaryMutation();
  const [drop, dropState] = useDropCanaryMutation();
  const busy = promoteState.isLoading || dropState.isLoading;

  async function confirm() {
    try {
      if (pending === 'promote') {
        const result = await promote(name).unwrap();
        dispatch(showAlert({ type: 'success', title: 'Canario promovido', message: `Todos los navegadores cargan ahora «${name}» ${result.live.version}.` }));
      } else if (pending === 'drop') {
        const result = await drop(name).unwrap();
        dispatch(showAlert({ type: 'success', title: 'Canario retirado', message: `Todos los navegadores vuelven a «${name}» ${result.version}.` }));
      }
    } catch (failure) {
      const title = pending === 'promote' ? 'No se pudo promover el canario' : 'No se pudo retirar el canario';
      dispatch(showAlert({ type: 'error', title, message: errorMessage(failure, 'Inténtalo de nuevo.') }));
    }
    setPending(null);
  }

  return (
    <div className={styles.toolbar}>
      <Button size="sm" onClick={() => setPending('promote')} disabled={busy}>
        Promover a todos<span className="visually-hidden"> (canario {canary.version} de {name})</span>
      </Button>
      <Button variant="secondary" size="sm" onClick={() => setPending('drop')} disabled={busy}>
        Retirar el canario<span className="visually-hidden"> {canary.version} de {name}</span>
      </Button>
      <ConfirmDialog
        open={pending !== null}
        title={pending === 'promote' ? '¿Promover el canario?' : '¿Retirar el canario?'}
        confirmLabel={pending === 'promote' ? 'Sí, promover' : 'Sí, retirar'}
        busy={busy}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      >
        <p>
          {pending === 'promote'
            ? `Todos los navegadores pasarán de «${name}» ${version} a ${canary.version}. El servidor comprueba la compilación otra vez antes.`
            : `El ${canary.percent} % de los navegadores que carga ${canary.version} volverá a ${version}.`}
        </p>
      </ConfirmDialog>
    </div>
  );
}
