import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ADMIN_LIMITS, type AdminOfferKindFilter, type AdminOfferRow } from '@gangazo/contracts';
import { showAlert, useAppDispatch } from '@gangazo/platform';
import { Button, Spinner, TextField } from '@gangazo/ui';
import { errorMessage } from '../admin-api/apiError';
import { useDeleteOfferMutation, useGetAdminOffersQuery, useSetOfferStatusMutation } from '../admin-api/adminApi';
import { useSetOfferFeaturedMutation } from '../moderation/moderationApi';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { MergeDialog } from './MergeDialog';
import { formatDateTime } from '../shared/format';
import { Pager } from '../shared/Pager';
import styles from '../shared/Table.module.css';

const KINDS: { value: AdminOfferKindFilter; label: string }[] = [
  { value: 'all', label: 'Todo' },
  { value: 'offer', label: 'Ofertas' },
  { value: 'coupon', label: 'Cupones' },
  { value: 'multiple_codes', label: 'Cupones de códigos múltiples' },
];

function statusLabel(row: AdminOfferRow): string {
  if (row.status === 'pending') return 'En revisión';
  if (row.status === 'rejected') return 'Rechazada';
  if (row.status === 'expired') return 'Expirada';
  return row.expired ? 'Expirada (por fecha)' : 'Publicada';
}

/** The newest offers and coupons, whatever their state, found by kind and title words, with expire / republish / delete. */
export function OffersSection() {
  const dispatch = useAppDispatch();
  const [kind, setKind] = useState<AdminOfferKindFilter>('all');
  const kindId = useId();
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const [toDelete, setToDelete] = useState<AdminOfferRow | null>(null);
  const [toMerge, setToMerge] = useState<AdminOfferRow | null>(null);
  const { data, error, isLoading, isFetching } = useGetAdminOffersQuery({ kind, page, q: query });
  const [setStatus, statusState] = useSetOfferStatusMutation();
  const [deleteOffer, deleteState] = useDeleteOfferMutation();
  const [setFeatured, featureState] = useSetOfferFeaturedMutation();

  function search(event: FormEvent) {
    event.preventDefault();
    setQuery(draft.trim());
    setPage(1);
  }

  async function toggle(row: AdminOfferRow) {
    const status = row.status === 'published' ? 'expired' : 'published';
    try {
      await setStatus({ id: row.id, status }).unwrap();
      dispatch(
        showAlert({
          type: 'success',
          title: status === 'expired' ? 'Oferta expirada' : 'Oferta publicada',
          message: status === 'expired' ? `«${row.title}» ya no aparece en los listados.` : `«${row.title}» vuelve a estar publicada.`,
        }),
      );
    } catch (failure) {
      dispatch(showAlert({ type: 'error', title: 'No se pudo cambiar', message: errorMessage(failure, 'No pudimos cambiar el estado. Inténtalo de nuevo.') }));
    }
  }

  async function confirmDelete() {
    if (!toDelete) return;
    const row = toDelete;
    try {
      const result = await deleteOffer(row.id).unwrap();
      setToDelete(null);
      dispatch(
        showAlert({
          type: 'success',
          title: 'Oferta eliminada',
          message: `Se eliminó «${row.title}» con ${result.votes} votos, ${result.comments} comentarios y ${result.codes} códigos.`,
        }),
      );
    } catch (failure) {
      setToDelete(null);
      dispatch(showAlert({ type: 'error', title: 'No se pudo eliminar', message: errorMessage(failure, 'No pudimos eliminar la oferta. Inténtalo de nuevo.') }));
    }
  }

  return (
    <div>
      <div className={styles.toolbar}>
        <form className={styles.search} onSubmit={search} role="search" aria-label="Buscar ofertas">
          <TextField label="Palabras del título" value={draft} maxLength={ADMIN_LIMITS.offerQueryMaxLength} onChange={(event) => setDraft(event.target.value)} />
          <Button type="submit" variant="secondary">
            Buscar
          </Button>
        </form>
        <div className={styles.field}>
          <label htmlFor={kindId}>Mostrar</label>
          <select
            id={kindId}
            className={styles.select}
            value={kind}
            onChange={(event) => {
              setKind(event.target.value as AdminOfferKindFilter);
              setPage(1);
            }}
          >
            {KINDS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        {data && <span className={`${styles.muted} ${styles.total}`}>{data.total} en total</span>}
      </div>
      {isLoading ? (
        <Spinner label="Cargando ofertas…" />
      ) : error || !data ? (
        <p role="alert">{errorMessage(error, 'No pudimos cargar las ofertas.')}</p>
      ) : data.items.length === 0 ? (
        <p>{query ? `No hay ofertas con «${query}» en el título.` : 'No hay ofertas que mostrar.'}</p>
      ) : (
        <div className={styles.scroller}>
        <table className={styles.table} aria-busy={isFetching || undefined} aria-label="Ofertas y cupones">
          <thead>
            <tr>
              <th>Título</th>
              <th>Tienda y autor</th>
              <th className={styles.num}>Grados</th>
              <th>Estado</th>
              <th>Creada</th>
              <th>Acciones</th>
            </tr>
          </thead>
          <tbody>
            {data.items.map((row) => (
              <tr key={row.id}>
                <td data-label="Título" className={`${styles.wrap} ${styles.titleCell}`}>
                  <div>
                    <Link to={row.public_url}>{row.title}</Link> <span className={styles.badge}>{row.kind === 'coupon' ? 'Cupón' : 'Oferta'}</span>
                  </div>
                </td>
                <td data-label="Tienda y autor">
                  {/* One child: on phones each cell is a two-column grid (label, value). */}
                  <div>
                    <div>{row.shop?.name ?? <span className={styles.muted}>Sin tienda</span>}</div>
                    <div className={styles.muted}>{row.author ? `@${row.author.username}` : 'Gangazo'}</div>
                  </div>
                </td>
                <td data-label="Grados" className={styles.num}>
                  {row.temperature}°
                </td>
                <td data-label="Estado">
                  <span className={row.expired ? styles.badgeOff : styles.badgeOk}>{statusLabel(row)}</span>
                </td>
                <td data-label="Creada" className={styles.date}>{formatDateTime(row.created_at)}</td>
                <td data-label="Acciones">
                  <div className={styles.actions}>
                    {row.status === 'pending' || row.status === 'rejected' ? (
                      // Held items are decided in the moderation queue (approve / reject with a reason).
                      <Link className={styles.badge} to="/admin/moderacion">
                        Moderación
                      </Link>
                    ) : (
                      <Button size="sm" variant="secondary" disabled={statusState.isLoading} onClick={() => toggle(row)} aria-label={`${row.status === 'published' ? 'Expirar' : 'Volver a publicar'} «${row.title}»`}>
                        {row.status === 'published' ? 'Expirar' : 'Volver a publicar'}
                      </Button>
                    )}
                    {row.status === 'published' && !row.expired && (
                      <Button
                        size="sm"
                        variant="ghost"
                        disabled={featureState.isLoading}
                        aria-label={`${row.featured ? 'Quitar de la portada' : 'Destacar en la portada'} «${row.title}»`}
                        onClick={() =>
                          void setFeatured({ id: row.id, featured: !row.featured })
                            .unwrap()
                            .catch((failure: unknown) => dispatch(showAlert({ type: 'error', title: 'No se pudo cambiar', message: errorMessage(failure, 'Inténtalo de nuevo.') })))
                        }
                      >
                        {row.featured ? 'Quitar de portada' : 'Destacar'}
                      </Button>
                    )}
                    {row.status === 'published' && (
                      <Button size="sm" variant="ghost" onClick={() => setToMerge(row)} aria-label={`Fusionar «${row.title}» con la original`}>
                        Fusionar
                      </Button>
                    )}
                    {row.multiple_codes && (
                      <Link className={styles.badge} to={`/admin/codigos?cupon=${row.id}`}>
                        Códigos
                      </Link>
                    )}
                    <Button size="sm" variant="ghost" onClick={() => setToDelete(row)} aria-label={`Eliminar «${row.title}»`}>
                      Eliminar
                    </Button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        </div>
      )}
      {data && <Pager page={page} perPage={data.per_page} total={data.total} onPage={setPage} />}
      <MergeDialog duplicate={toMerge} onClose={() => setToMerge(null)} />
      <ConfirmDialog
        open={toDelete !== null}
        title="¿Eliminar esta oferta?"
        confirmLabel="Sí, eliminar"
        busy={deleteState.isLoading}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      >
        <p>
          Vas a eliminar <strong>«{toDelete?.title}»</strong> con sus votos, comentarios, guardados y códigos. No se puede deshacer; si solo quieres
          retirarla, usa «Expirar».
        </p>
      </ConfirmDialog>
    </div>
  );
}
