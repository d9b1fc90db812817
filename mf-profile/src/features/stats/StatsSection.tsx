import { formatDate, openShareModal, useAppDispatch } from '@gangazo/platform';
import { Button, Card, EmptyState, LoadError, Spinner } from '@gangazo/ui';
import { formatCount, formatDegrees } from '../profile-layout/numbers';
import { useGetUserStatsQuery } from '../profile-layout/profileApi';
import { useProfile } from '../profile-layout/profileContext';
import styles from './StatsSection.module.css';

const DAY = 86_400_000;

function daysSince(iso: string, now = Date.now()): number {
  const then = Date.parse(iso);
  return Number.isNaN(then) ? 0 : Math.max(0, Math.floor((now - then) / DAY));
}

/** "Mis estadísticas": everything the BFF counts for this account. */
export function StatsSection() {
  const { userId, isOwner } = useProfile();
  const dispatch = useAppDispatch();
  const { data: stats, isError, refetch } = useGetUserStatsQuery(userId);
  if (!stats) return isError ? <LoadError message="No pudimos cargar las estadísticas." onRetry={refetch} /> : <Spinner label="Cargando estadísticas…" />;

  const cold = stats.votes - stats.votes_hot;
  const days = daysSince(stats.member_since);
  const tiles = [
    { label: 'Ofertas compartidas', value: formatCount(stats.offers) },
    { label: 'Cupones compartidos', value: formatCount(stats.coupons) },
    { label: 'Temperatura ganada', value: formatDegrees(stats.temperature), hint: 'La suma de los grados de todo lo compartido' },
    { label: 'Oferta más caliente', value: stats.hottest === null ? '—' : formatDegrees(stats.hottest) },
    { label: 'Visitas a las tiendas', value: formatCount(stats.clicks), hint: 'Clics en «Ir a la oferta» de lo compartido' },
    { label: 'Comentarios', value: formatCount(stats.comments) },
    { label: 'Votos dados', value: formatCount(stats.votes), hint: `${formatCount(stats.votes_hot)} calientes · ${formatCount(cold)} fríos` },
    { label: 'Temas en el foro', value: formatCount(stats.forum_topics) },
    { label: 'Respuestas en el foro', value: formatCount(stats.forum_comments) },
  ];
  const sharedNothing = stats.offers + stats.coupons === 0;
  return (
    <div className={styles.wrapper}>
      <ul className={styles.grid} aria-label="Estadísticas">
        {tiles.map((tile) => (
          <li key={tile.label}>
            <Card className={styles.tile}>
              <span className={styles.value}>{tile.value}</span>
              <span className={styles.label}>{tile.label}</span>
              {tile.hint && <span className={styles.hint}>{tile.hint}</span>}
            </Card>
          </li>
        ))}
      </ul>
      <p className={styles.since}>
        Miembro desde el {formatDate(stats.member_since)} ({days === 0 ? 'hoy' : days === 1 ? 'hace 1 día' : `hace ${formatCount(days)} días`}).
      </p>
      {sharedNothing && (
        <EmptyState
          title={isOwner ? 'Todavía no has compartido ofertas' : 'Todavía no ha compartido ofertas'}
          action={isOwner ? <Button onClick={() => dispatch(openShareModal())}>Comparte una oferta</Button> : undefined}
        >
          {isOwner ? 'Cuando compartas una oferta o un cupón, aquí verás cuántos grados te da la comunidad.' : undefined}
        </EmptyState>
      )}
    </div>
  );
}
