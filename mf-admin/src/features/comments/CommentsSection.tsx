import { useState } from 'react';
import { Link } from 'react-router';
import type { AdminCommentRow } from '@gangazo/contracts';
import { showAlert, useAppDispatch } from '@gangazo/platform';
import { Button, Spinner } from '@gangazo/ui';
import { errorMessage } from '../admin-api/apiError';
import { useDeleteCommentMutation, useGetAdminCommentsQuery } from '../admin-api/adminApi';
import { useSetCommentHiddenMutation } from '../moderation/moderationApi';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { formatDateTime } from '../shared/format';
import { Pager } from '../shared/Pager';
import styles from '../shared/Table.module.css';

/** The newest comments on offers, with delete (asked first). Text is shown as plain text. */
export function CommentsSection() {
  const dispatch = useAppDispatch();
  const [page, setPage] = useState(1);
  const [toDelete, setToDelete] = useState<AdminCommentRow | null>(null);
  const { data, error, isLoading, isFetching } = useGetAdminCommentsQuery({ page });
  const [deleteComment, deleteState] = useDeleteCommentMutation();
  const [setHidden, hiding] = useSetCommentHiddenMutation();

  async function confirmDelete() {
    if (!toDelete) return;
    try {
      await deleteComment(toDelete.id).unwrap();
      dispatch(showAlert({ type: 'success', title: 'Comentario eliminado', message: 'El comentario ya no aparece en la oferta.' }));
    } catch (failure) {
      dispatch(showAlert({ type: 'error', title: 'No se pudo eliminar', message: errorMessage(failure, 'No pudimos eliminar el comentario. Inténtalo de nuevo.') }));
    }
    setToDelete(null);
  }

  if (isLoading) return <Spinner label="Cargando comentarios…" />;
  if (error || !data) return <p role="alert">{errorMessage(error, 'No pudimos cargar los comentarios.')}</p>;
  if (data.items.length === 0) return <p>Todavía no hay comentarios.</p>;
  return (
    <div>
      <table className={styles.table} aria-busy={isFetching || undefined} aria-label="Comentarios">
        <thead>
          <tr>
            <th>Comentario</th>
            <th>Oferta</th>
            <th>Autor</th>
            <th>Fecha</th>
            <th>Acciones</th>
          </tr>
        </thead>
        <tbody>
          {data.items.map((row) => (
            <tr key={row.id}>
              <td data-label="Comentario" className={styles.wrap}>
                {row.hidden && <strong>Oculto · </strong>}
                {row.text}
              </td>
              <td data-label="Oferta" className={styles.wrap}>
                {row.offer ? <Link to={row.offer.public_url}>{row.offer.title}</Link> : <span className={styles.muted}>Oferta eliminada</span>}
              </td>
              <td data-label="Autor">{row.author ? `@${row.author.username}` : <span className={styles.muted}>Cuenta eliminada</span>}</td>
              <td data-label="Fecha" className={styles.date}>{formatDateTime(row.created_at)}</td>
              <td data-label="Acciones" className={styles.actions}>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={hiding.isLoading}
                  onClick={() =>
                    void setHidden({ id: row.id, hidden: !row.hidden })
                      .unwrap()
                      .catch((failure: unknown) => dispatch(showAlert({ type: 'error', title: 'No se pudo cambiar', message: errorMessage(failure, 'Inténtalo de nuevo.') })))
                  }
                >
                  {row.hidden ? 'Mostrar' : 'Ocultar'}
                </Button>
                <Button size="sm" variant="ghost" onClick={() => setToDelete(row)} aria-label={`Eliminar el comentario de ${row.author ? `@${row.author.username}` : 'una cuenta eliminada'}`}>
                  Eliminar
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pager page={page} perPage={data.per_page} total={data.total} onPage={setPage} />
      <ConfirmDialog
        open={toDelete !== null}
        title="¿Eliminar este comentario?"
        confirmLabel="Sí, eliminar"
        busy={deleteState.isLoading}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      >
        <p className={styles.wrap}>«{toDelete?.text}»</p>
      </ConfirmDialog>
    </div>
  );
}
