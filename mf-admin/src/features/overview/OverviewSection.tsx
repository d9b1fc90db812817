import { Link } from 'react-router';
import { Button, Spinner } from '@gangazo/ui';
import { errorMessage } from '../admin-api/apiError';
import { useGetOverviewQuery } from '../admin-api/adminApi';
import { formatCount } from '../shared/format';
import { ApiDocsLink } from './ApiDocsLink';
import styles from './OverviewSection.module.css';

/** The site's numbers at a glance; "hoy" is the calendar day in Bogotá. */
export function OverviewSection() {
  const { data, error, isLoading, isFetching, refetch } = useGetOverviewQuery();
  if (isLoading) return <Spinner label="Cargando el resumen…" />;
  if (error || !data) {
    return (
      <div role="alert" className={styles.error}>
        <p>{errorMessage(error, 'No pudimos cargar el resumen.')}</p>
        <Button variant="secondary" onClick={() => refetch()}>
          Reintentar
        </Button>
      </div>
    );
  }
  const tiles: [string, number][] = [
    ['Ofertas activas', data.active_offers],
    ['Cupones activos', data.active_coupons],
    ['Ofertas expiradas', data.expired_offers],
    ['Tiendas', data.shops],
    ['Usuarios', data.users],
    ['Comentarios hoy', data.comments_today],
    ['Temas del foro', data.forum_topics],
    ['Respuestas en el foro hoy', data.forum_comments_today],
    ['En revisión', data.pending_items ?? 0],
    ['Con reportes abiertos', data.open_reports ?? 0],
  ];
  return (
    <div className={styles.overview}>
      <dl className={styles.grid} aria-busy={isFetching || undefined}>
        {tiles.map(([label, value]) => (
          <div key={label} className={styles.tile}>
            <dt>{label}</dt>
            <dd>{formatCount(value)}</dd>
          </div>
        ))}
      </dl>
      {(data.pending_items ?? 0) + (data.open_reports ?? 0) > 0 && (
        <p>
          <Link to="/admin/moderacion">Revisar la cola de moderación</Link>
        </p>
      )}
      <div>
        <Button variant="secondary" size="sm" onClick={() => refetch()} disabled={isFetching}>
          {isFetching ? 'Actualizando…' : 'Actualizar'}
        </Button>{' '}
        <ApiDocsLink />
      </div>
    </div>
  );
}
