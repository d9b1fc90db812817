import { Suspense, lazy, useState } from 'react';
import type { Alert } from '@gangazo/contracts';
import { formatCOP } from '@gangazo/platform';
import { Button, EmptyState, LoadError, Spinner } from '@gangazo/ui';
import { errorMessage } from '../profile-layout/apiError';
import { EMAIL_CHOICES } from './alertForm';
import { useDeleteAlertMutation, useGetAlertsQuery, usePauseAlertMutation } from './alertsApi';
import styles from './AlertsSection.module.css';

// The form (and its shop and category look-ups) loads when the owner opens it.
const AlertForm = lazy(() => import('./AlertForm'));

type Editing = { mode: 'closed' } | { mode: 'new' } | { mode: 'edit'; alert: Alert };

/** "Mis alertas" (owner only): keyword alerts, with what each one waits for; create, edit, pause, delete. */
export function AlertsSection() {
  const { data, isLoading, isError, refetch } = useGetAlertsQuery();
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const [notice, setNotice] = useState('');

  if (isLoading) return <Spinner label="Cargando tus alertas…" />;
  if (isError || !data) return <LoadError message="No pudimos cargar tus alertas." onRetry={refetch} />;

  const full = data.total >= data.limit;
  const form = (alert?: Alert) => (
    <Suspense fallback={<Spinner label="Cargando el formulario…" />}>
      <AlertForm
        alert={alert}
        onCancel={() => setEditing({ mode: 'closed' })}
        onDone={(message) => {
          setEditing({ mode: 'closed' });
          setNotice(message);
        }}
      />
    </Suspense>
  );

  return (
    <div className={styles.stack}>
      <div className={styles.toolbar}>
        <p className={styles.count}>
          {data.total} de {data.limit} alertas
        </p>
        {editing.mode === 'closed' && (
          <Button
            disabled={full}
            onClick={() => {
              setNotice('');
              setEditing({ mode: 'new' });
            }}
          >
            Nueva alerta
          </Button>
        )}
      </div>
      {full && editing.mode === 'closed' && <p className={styles.text}>Llegaste al máximo de {data.limit} alertas: borra alguna para crear otra.</p>}
      {notice && (
        <p className={styles.success} role="status">
          {notice}
        </p>
      )}
      {editing.mode === 'new' && form()}
      {data.items.length === 0 && editing.mode === 'closed' && (
        <EmptyState title="Todavía no tienes alertas">Crea una con las palabras de lo que buscas y te avisamos en la campana (y por correo, si quieres) cuando alguien la publique.</EmptyState>
      )}
      <ul className={styles.list}>
        {data.items.map((alert) => (
          <li key={alert.id} className={styles.card}>
            {editing.mode === 'edit' && editing.alert.id === alert.id ? form(alert) : <AlertCard alert={alert} onEdit={() => setEditing({ mode: 'edit', alert })} onNotice={setNotice} />}
          </li>
        ))}
      </ul>
    </div>
  );
}

function describe(alert: Alert): string[] {
  const parts: string[] = [];
  if (alert.excluded_words.length) parts.push(`Sin: ${alert.excluded_words.join(', ')}`);
  if (alert.shop) parts.push(`Tienda: ${alert.shop.name}`);
  if (alert.category) parts.push(`Categoría: ${alert.category.name}`);
  if (alert.max_price !== null) parts.push(`Hasta ${formatCOP(alert.max_price)}`);
  if (alert.min_temperature !== null) parts.push(`Desde ${alert.min_temperature}°`);
  parts.push(EMAIL_CHOICES.find((choice) => choice.value === alert.email)?.label ?? '');
  return parts.filter(Boolean);
}

function AlertCard({ alert, onEdit, onNotice }: { alert: Alert; onEdit: () => void; onNotice: (message: string) => void }) {
  const [pause, pausing] = usePauseAlertMutation();
  const [remove, removing] = useDeleteAlertMutation();
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState('');
  const busy = pausing.isLoading || removing.isLoading;

  async function run(action: () => Promise<unknown>, done: string) {
    setProblem('');
    try {
      await action();
      onNotice(done);
    } catch (error) {
      setProblem(errorMessage(error, 'No pudimos hacer el cambio. Inténtalo de nuevo.'));
    }
  }

  return (
    <article className={styles.alert} aria-label={`Alerta ${alert.words.join(' ')}`}>
      <div className={styles.alertHead}>
        <h2 className={styles.words}>{alert.words.join(' ')}</h2>
        {alert.paused && <span className={styles.paused}>Pausada</span>}
      </div>
      <p className={styles.details}>{describe(alert).join(' · ')}</p>
      <p className={styles.details}>{alert.matches === 1 ? '1 oferta encontrada' : `${alert.matches} ofertas encontradas`}</p>
      {problem && (
        <p className={styles.formError} role="alert">
          {problem}
        </p>
      )}
      {confirming ? (
        <div className={styles.actions} role="group" aria-label="Confirmar borrado">
          <span className={styles.text}>¿Borrar esta alerta?</span>
          <Button variant="secondary" size="sm" onClick={() => setConfirming(false)} disabled={busy}>
            Cancelar
          </Button>
          <Button size="sm" disabled={busy} onClick={() => void run(() => remove(alert.id).unwrap(), 'Borramos la alerta.')}>
            Sí, borrar
          </Button>
        </div>
      ) : (
        <div className={styles.actions}>
          <Button variant="secondary" size="sm" onClick={onEdit} disabled={busy}>
            Editar
          </Button>
          <Button
            variant="secondary"
            size="sm"
            disabled={busy}
            onClick={() => void run(() => pause({ id: alert.id, paused: !alert.paused }).unwrap(), alert.paused ? 'La alerta está activa de nuevo.' : 'Pausamos la alerta: no te avisará hasta que la reanudes.')}
          >
            {alert.paused ? 'Reanudar' : 'Pausar'}
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setConfirming(true)} disabled={busy}>
            Borrar
          </Button>
        </div>
      )}
    </article>
  );
}
