import { useState, type FormEvent } from 'react';
import { ROLE_LABELS, type AdminUserRow, type AssignableRole } from '@gangazo/contracts';
import { showAlert, useAppDispatch, useCurrentUser } from '@gangazo/platform';
import { Button, Spinner, TextField } from '@gangazo/ui';
import { errorMessage } from '../admin-api/apiError';
import { useChangeRoleMutation, useGetAdminUsersQuery } from '../admin-api/adminApi';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { formatDateTime } from '../shared/format';
import { Pager } from '../shared/Pager';
import styles from '../shared/Table.module.css';

const ASSIGNABLE: AssignableRole[] = ['user', 'editor', 'admin'];

interface PendingChange {
  user: AdminUserRow;
  role: AssignableRole;
}

/** Admins search accounts; only a superadmin changes roles (which signs that person out). */
export function UsersSection() {
  const dispatch = useAppDispatch();
  const { user: me } = useCurrentUser();
  const canChangeRoles = me?.role === 'superadmin';
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const [pending, setPending] = useState<PendingChange | null>(null);
  const { data, error, isLoading, isFetching } = useGetAdminUsersQuery({ q: query, page });
  const [changeRole, changeState] = useChangeRoleMutation();

  function search(event: FormEvent) {
    event.preventDefault();
    setQuery(draft.trim());
    setPage(1);
  }

  async function confirmChange() {
    if (!pending) return;
    try {
      const updated = await changeRole({ id: pending.user.id, role: pending.role }).unwrap();
      dispatch(
        showAlert({
          type: 'success',
          title: 'Rol cambiado',
          message: `@${updated.username} ahora es ${ROLE_LABELS[updated.role]}. Sus sesiones se cerraron: entrará de nuevo con el rol nuevo.`,
        }),
      );
    } catch (failure) {
      dispatch(showAlert({ type: 'error', title: 'No se pudo cambiar el rol', message: errorMessage(failure, 'No pudimos cambiar el rol. Inténtalo de nuevo.') }));
    }
    setPending(null);
  }

  return (
    <div>
      <form className={styles.toolbar} onSubmit={search} role="search" aria-label="Buscar usuarios">
        <TextField label="Usuario o email" value={draft} maxLength={80} onChange={(event) => setDraft(event.target.value)} />
        <Button type="submit">Buscar</Button>
      </form>
      {!canChangeRoles && <p className={styles.muted}>Solo un superadmin puede cambiar roles.</p>}
      {isLoading ? (
        <Spinner label="Cargando usuarios…" />
      ) : error || !data ? (
        <p role="alert">{errorMessage(error, 'No pudimos cargar los usuarios.')}</p>
      ) : data.items.length === 0 ? (
        <p>No encontramos usuarios{query ? ` que empiecen por «${query}»` : ''}.</p>
      ) : (
        <table className={styles.table} aria-busy={isFetching || undefined} aria-label="Usuarios">
          <thead>
            <tr>
              <th>Usuario</th>
              <th>Email</th>
              <th>Rol</th>
              <th>Registro</th>
            </tr>
          </thead>
          <tbody>
            {data.items.map((row) => (
              <tr key={row.id}>
                <td data-label="Usuario" className={styles.wrap}>
                  @{row.username}
                </td>
                <td data-label="Email" className={styles.wrap}>
                  {row.email}
                </td>
                <td data-label="Rol">
                  {canChangeRoles && row.role !== 'superadmin' ? (
                    <select
                      className={styles.select}
                      aria-label={`Rol de @${row.username}`}
                      value={row.role}
                      disabled={changeState.isLoading}
                      onChange={(event) => setPending({ user: row, role: event.target.value as AssignableRole })}
                    >
                      {ASSIGNABLE.map((role) => (
                        <option key={role} value={role}>
                          {ROLE_LABELS[role]}
                        </option>
                      ))}
                    </select>
                  ) : (
                    <span className={styles.badge}>{ROLE_LABELS[row.role]}</span>
                  )}
                </td>
                <td data-label="Registro" className={styles.date}>{formatDateTime(row.created_at)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {data && <Pager page={page} perPage={data.per_page} total={data.total} onPage={setPage} />}
      <ConfirmDialog
        open={pending !== null}
        title="¿Cambiar el rol?"
        confirmLabel="Sí, cambiar el rol"
        busy={changeState.isLoading}
        onConfirm={confirmChange}
        onCancel={() => setPending(null)}
      >
        {pending && (
          <p>
            @{pending.user.username} pasará de {ROLE_LABELS[pending.user.role]} a <strong>{ROLE_LABELS[pending.role]}</strong>. Se cerrarán todas sus
            sesiones.
          </p>
        )}
      </ConfirmDialog>
    </div>
  );
}
