import { Link } from 'react-router';
import type { UserActivityItem } from '@gangazo/contracts';
import { formatDate } from '@gangazo/platform';
import { Button, EmptyState, LoadError, Spinner, timeAgo } from '@gangazo/ui';
import { useProfile } from '../profile-layout/profileContext';
import { useGetUserActivityInfiniteQuery } from './activityApi';
import styles from './ActivitySection.module.css';

const KIND_LABELS: Record<string, string> = {
  comment: 'Comentario',
  offer: 'Oferta',
  coupon: 'Cupón',
  vote: 'Voto',
  saved_offer: 'Oferta guardada',
  forum_topic: 'Tema del foro',
  forum_comment: 'Respuesta en el foro',
  account: 'Cuenta',
};

function kindLabel(kind: string): string {
  return KIND_LABELS[kind] ?? 'Actividad';
}

function ActivityEntry({ item }: { item: UserActivityItem }) {
  // Only addresses inside the site become links; anything else stays text.
  const internal = item.url !== null && item.url.startsWith('/') && !item.url.startsWith('//');
  return (
    <li className={styles.item}>
      <span className={styles.kind} data-kind={item.kind}>
        {kindLabel(item.kind)}
      </span>
      <span className={styles.title}>{internal ? <Link to={item.url ?? '/'}>{item.title}</Link> : item.title}</span>
      <time className={styles.time} dateTime={item.createdAt} title={formatDate(item.createdAt)}>
        {timeAgo(item.createdAt)}
      </time>
    </li>
  );
}

/** "Mi actividad reciente": the newest first, 10 more per 'Ver más'. */
export function ActivitySection() {
  const { userId, isOwner } = useProfile();
  const query = useGetUserActivityInfiniteQuery(userId);
  const pages = query.data?.pages ?? [];
  if (pages.length === 0) {
    return query.isError ? <LoadError message="No pudimos cargar la actividad." onRetry={query.refetch} /> : <Spinner label="Cargando la actividad…" />;
  }
  const seen = new Set<string>();
  const items = pages.flatMap((page) => page.data).filter((item) => (seen.has(item.id) ? false : (seen.add(item.id), true)));
  if (items.length === 0) {
    return (
      <EmptyState title={isOwner ? 'Todavía no tienes actividad' : 'Todavía no hay actividad para mostrar'}>
        {isOwner ? 'Cuando comentes, votes o compartas ofertas, lo verás aquí.' : undefined}
      </EmptyState>
    );
  }
  const total = pages[pages.length - 1]?.total ?? items.length;
  return (
    <div className={styles.wrapper}>
      <ol className={styles.list} aria-label="Actividad reciente">
        {items.map((item) => (
          <ActivityEntry key={item.id} item={item} />
        ))}
      </ol>
      <p className={styles.count} role="status">
        Mostrando {items.length} de {Math.max(total, items.length)} actividades
      </p>
      {query.isFetchNextPageError && <LoadError message="No pudimos cargar más actividad." onRetry={query.fetchNextPage} />}
      {query.hasNextPage && !query.isFetchNextPageError && (
        <div className={styles.more}>
          <Button variant="secondary" onClick={() => query.fetchNextPage()} disabled={query.isFetchingNextPage} aria-busy={query.isFetchingNextPage || undefined}>
            {query.isFetchingNextPage ? 'Cargando…' : 'Ver más'}
          </Button>
        </div>
      )}
    </div>
  );
}
