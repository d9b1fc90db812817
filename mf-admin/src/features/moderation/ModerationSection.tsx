import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { ModerationItem, ReportReason } from '@gangazo/contracts';
import { showAlert, useAppDispatch } from '@gangazo/platform';
import { Button, Spinner, TextField } from '@gangazo/ui';
import { errorMessage } from '../admin-api/apiError';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { formatDateTime } from '../shared/format';
import { useApproveItemMutation, useGetModerationQueueQuery, useRejectItemMutation } from './moderationApi';
import styles from './ModerationSection.module.css';

const KIND_LABELS: Record<ModerationItem['kind'], string> = {
  offer: 'Oferta o código',
  comment: 'Comentario de oferta',
  topic: 'Tema del foro',
  forum_comment: 'Comentario del foro',
  profile: 'Perfil',
};

// Spelled here, not imported from the contracts: browser code takes only types from there.
const REASON_LABELS: Record<ReportReason, string> = {
  spam: 'Spam',
  expirada: 'Expirada',
  precio_incorrecto: 'Precio incorrecto',
  duplicada: 'Duplicada',
  ofensiva: 'Ofensiva',
  otra: 'Otra',
};

function QueueItem({ item, onReject }: { item: ModerationItem; onReject: (item: ModerationItem) => void }) {
  const dispatch = useAppDispatch();
  const [approve, approving] = useApproveItemMutation();
  const [editing, setEditing] = useState(false);
  const [title, setTitle] = useState(item.title);
  const editable = item.state === 'pending' && (item.kind === 'offer' || item.kind === 'topic');
  const headingId = useId();

  async function send(withEdits: boolean) {
    try {
      await approve({ kind: item.kind, id: item.id, edits: withEdits && title.trim() !== item.title ? { title: title.trim() } : undefined }).unwrap();
      dispatch(
        showAlert({
          type: 'success',
          title: item.state === 'pending' ? 'Aprobado' : 'Reportes descartados',
          message: item.state === 'pending' ? 'Ya es público y su autor lo sabe.' : 'Sigue publicado; los reportes quedaron cerrados.',
          autoCloseMs: 4000,
        }),
      );
    } catch (failure) {
      dispatch(showAlert({ type: 'error', title: 'No se pudo aprobar', message: errorMessage(failure, 'Inténtalo de nuevo.') }));
    }
  }

  return (
    <li className={styles.item} aria-labelledby={headingId}>
      <div className={styles.head}>
        <span className={[styles.badge, item.state === 'pending' ? styles.pending : ''].join(' ')}>{item.state === 'pending' ? 'En revisión' : 'Reportado'}</span>
        <span className={styles.meta}>{KIND_LABELS[item.kind]}</span>
        <span className={styles.meta}>{formatDateTime(item.created_at)}</span>
      </div>
      <h3 id={headingId} className={styles.title}>
        {item.public_url ? <Link to={item.public_url}>{item.title}</Link> : item.title}
      </h3>
      {item.excerpt && <p className={styles.excerpt}>{item.excerpt}</p>}
      <p className={styles.meta}>{item.author ? `Autor: @${item.author.username}` : 'Cuenta eliminada'}</p>
      <p className={styles.reason}>{item.reason}</p>
      {item.reports.length > 0 && (
        <ul className={styles.reports} aria-label="Reportes">
          {item.reports.map((report) => (
            <li key={report.id}>
              <strong>{REASON_LABELS[report.reason]}</strong>
              {report.text ? `: ${report.text}` : ''} · {report.reporter ? `@${report.reporter.username}` : 'cuenta eliminada'}
            </li>
          ))}
        </ul>
      )}
      {editing && (
        <div className={styles.edit}>
          <TextField label="Título" value={title} maxLength={140} onChange={(event) => setTitle(event.target.value)} />
        </div>
      )}
      <div className={styles.actions}>
        {editing ? (
          <>
            <Button size="sm" onClick={() => void send(true)} disabled={approving.isLoading || title.trim().length === 0}>
              Guardar y aprobar
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setEditing(false)}>
              Cancelar
            </Button>
          </>
        ) : (
          <>
            <Button size="sm" onClick={() => void send(false)} disabled={approving.isLoading} aria-label={`${item.state === 'pending' ? 'Aprobar' : 'Descartar reportes de'} «${item.title}»`}>
              {item.state === 'pending' ? 'Aprobar' : 'Descartar reportes'}
            </Button>
            {editable && (
              <Button size="sm" variant="secondary" onClick={() => setEditing(true)}>
                Editar y aprobar
              </Button>
            )}
            <Button size="sm" variant="ghost" onClick={() => onReject(item)} aria-label={`Rechazar «${item.title}»`}>
              Rechazar
            </Button>
          </>
        )}
      </div>
    </li>
  );
}

/** `/admin/moderacion`: what waits for review (new accounts' posts, items hidden by reports) and what was reported. */
export function ModerationSection() {
  const dispatch = useAppDispatch();
  const { data, error, isLoading, isFetching, refetch } = useGetModerationQueueQuery();
  const [reject, rejecting] = useRejectItemMutation();
  const [toReject, setToReject] = useState<ModerationItem | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const reasonId = useId();

  async function confirmReject() {
    if (!toReject) return;
    if (reason.trim().length < 3) {
      setReasonError('Escribe el motivo: su autor lo verá.');
      return;
    }
    try {
      await reject({ kind: toReject.kind, id: toReject.id, reason: reason.trim() }).unwrap();
      dispatch(showAlert({ type: 'success', title: 'Rechazado', message: 'Su autor verá el motivo en su actividad.', autoCloseMs: 4000 }));
      setToReject(null);
    } catch (failure) {
      setReasonError(errorMessage(failure, 'No pudimos rechazarlo. Inténtalo de nuevo.'));
    }
  }

  if (isLoading) return <Spinner label="Cargando la cola de moderación…" />;
  if (error || !data) return <p role="alert">{errorMessage(error, 'No pudimos cargar la cola de moderación.')}</p>;
  const pending = data.items.filter((item) => item.state === 'pending').length;
  return (
    <div aria-busy={isFetching || undefined}>
      <p className={styles.counts}>
        {pending === 1 ? '1 en revisión' : `${pending} en revisión`} · {data.items.length - pending === 1 ? '1 reportado' : `${data.items.length - pending} reportados`}{' '}
        <Button size="sm" variant="ghost" onClick={() => refetch()} disabled={isFetching}>
          {isFetching ? 'Actualizando…' : 'Actualizar'}
        </Button>
      </p>
      {data.items.length === 0 ? (
        <p>No hay nada pendiente. ¡Buen trabajo!</p>
      ) : (
        <ul className={styles.list} aria-label="Cola de moderación">
          {data.items.map((item) => (
            <QueueItem
              key={`${item.kind}:${item.id}`}
              item={item}
              onReject={(chosen) => {
                setToReject(chosen);
                setReason('');
                setReasonError(null);
              }}
            />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={toReject !== null}
        title="¿Rechazar esta publicación?"
        confirmLabel="Rechazar"
        busy={rejecting.isLoading}
        onConfirm={() => void confirmReject()}
        onCancel={() => setToReject(null)}
      >
        <p>«{toReject?.title}»</p>
        <label htmlFor={reasonId}>Motivo (su autor lo verá)</label>
        <textarea
          id={reasonId}
          className={styles.reasonField}
          value={reason}
          maxLength={300}
          aria-invalid={reasonError ? true : undefined}
          aria-describedby={reasonError ? `${reasonId}-error` : undefined}
          onChange={(event) => {
            setReason(event.target.value);
            setReasonError(null);
          }}
        />
        {reasonError && (
          <p id={`${reasonId}-error`} role="alert">
            {reasonError}
          </p>
        )}
      </ConfirmDialog>
    </div>
  );
}
