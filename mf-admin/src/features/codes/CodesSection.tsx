import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { skipToken, showAlert, useAppDispatch } from '@gangazo/platform';
import { Button, Spinner } from '@gangazo/ui';
import { errorMessage } from '../admin-api/apiError';
import { useAddCodesMutation, useGetAdminOffersQuery, useGetCodesQuery } from '../admin-api/adminApi';
import { formatDateTime } from '../shared/format';
import styles from '../shared/Table.module.css';
import { readCodeLines } from './codeLines';
import own from './CodesSection.module.css';

/** Codes of a multiple-code coupon: who got each one, and a bulk load (one per line). */
export function CodesSection() {
  const [params, setParams] = useSearchParams();
  const couponId = params.get('cupon') ?? '';
  const coupons = useGetAdminOffersQuery({ kind: 'multiple_codes', page: 1, perPage: 50 });
  const codes = useGetCodesQuery(couponId || skipToken);
  const selectId = useId();

  return (
    <div className={own.section}>
      <div className={styles.field}>
        <label htmlFor={selectId}>Cupón</label>
        {coupons.isLoading ? (
          <Spinner label="Cargando cupones…" />
        ) : (
          <select id={selectId} className={styles.select} value={couponId} onChange={(event) => setParams(event.target.value ? { cupon: event.target.value } : {})}>
            <option value="">Elige un cupón de códigos múltiples</option>
            {coupons.data?.items.map((coupon) => (
              <option key={coupon.id} value={coupon.id}>
                {coupon.title}
                {coupon.shop ? ` · ${coupon.shop.name}` : ''}
              </option>
            ))}
          </select>
        )}
      </div>
      {coupons.error && <p role="alert">{errorMessage(coupons.error, 'No pudimos cargar los cupones.')}</p>}
      {coupons.data && coupons.data.items.length === 0 && <p>No hay cupones de códigos múltiples.</p>}
      {couponId && (
        <>
          <AddCodesForm couponId={couponId} />
          {codes.isLoading ? (
            <Spinner label="Cargando códigos…" />
          ) : codes.error || !codes.data ? (
            <p role="alert">{errorMessage(codes.error, 'No pudimos cargar los códigos.')}</p>
          ) : (
            <>
              <p>
                <strong>{codes.data.used}</strong> de <strong>{codes.data.total}</strong> códigos entregados.
              </p>
              {codes.data.items.length === 0 ? (
                <p>Este cupón aún no tiene códigos.</p>
              ) : (
                <table className={styles.table} aria-label="Códigos del cupón">
                  <thead>
                    <tr>
                      <th>Código</th>
                      <th>Estado</th>
                      <th>IP</th>
                      <th>Entregado</th>
                    </tr>
                  </thead>
                  <tbody>
                    {codes.data.items.map((code) => (
                      <tr key={code.id}>
                        <td data-label="Código" className={styles.wrap}>
                          <code>{code.value}</code>
                        </td>
                        <td data-label="Estado">
                          <span className={code.used_coupon ? styles.badgeOff : styles.badgeOk}>{code.used_coupon ? 'Usado' : 'Libre'}</span>
                        </td>
                        <td data-label="IP">{code.used_ip ?? <span className={styles.muted}>—</span>}</td>
                        <td data-label="Entregado" className={styles.date}>{code.used_at ? formatDateTime(code.used_at) : <span className={styles.muted}>—</span>}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </>
          )}
        </>
      )}
    </div>
  );
}

function AddCodesForm({ couponId }: { couponId: string }) {
  const dispatch = useAppDispatch();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [addCodes, { isLoading }] = useAddCodesMutation();
  const fieldId = useId();
  const errorId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const lines = readCodeLines(text);
    setError(lines.error);
    if (lines.error) return;
    try {
      const result = await addCodes({ offerId: couponId, codes: lines.codes }).unwrap();
      setText('');
      const skipped = result.skipped + lines.dropped;
      dispatch(
        showAlert({
          type: 'success',
          title: 'Códigos cargados',
          message: `Se añadieron ${result.added} códigos${skipped ? `; ${skipped} se omitieron por vacíos o repetidos` : ''}. El cupón tiene ${result.total}.`,
        }),
      );
    } catch (failure) {
      setError(errorMessage(failure, 'No pudimos cargar los códigos. Inténtalo de nuevo.'));
    }
  }

  return (
    <form className={own.form} onSubmit={submit} aria-label="Añadir códigos" noValidate>
      <label htmlFor={fieldId}>Añadir códigos (uno por línea)</label>
      <textarea
        id={fieldId}
        className={own.textarea}
        rows={6}
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        spellCheck={false}
      />
      {error && (
        <p id={errorId} role="alert" className={own.error}>
          {error}
        </p>
      )}
      <div>
        <Button type="submit" disabled={isLoading} aria-busy={isLoading || undefined}>
          {isLoading ? 'Cargando…' : 'Añadir códigos'}
        </Button>
      </div>
    </form>
  );
}
