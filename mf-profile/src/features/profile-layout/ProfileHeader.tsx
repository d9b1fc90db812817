import type { PublicProfile } from '@gangazo/contracts';
import { formatDate } from '@gangazo/platform';
import { Avatar, Card } from '@gangazo/ui';
import { ReportProfile } from '../moderation/ReportProfile';
import { formatCount, formatDegrees } from './numbers';
import { useGetUserStatsQuery } from './profileApi';
import styles from './ProfileHeader.module.css';

/** Who the profile belongs to and the four numbers that say how they take part. */
export function ProfileHeader({ profile }: { profile: PublicProfile }) {
  const stats = useGetUserStatsQuery(profile.id);
  const counts = stats.data
    ? [
        { label: 'Publicaciones', value: formatCount(stats.data.offers + stats.data.coupons) },
        { label: 'Comentarios', value: formatCount(stats.data.comments) },
        { label: 'Votos dados', value: formatCount(stats.data.votes) },
        { label: 'Temperatura ganada', value: formatDegrees(stats.data.temperature) },
      ]
    : null;
  const displayName = profile.name.trim() || profile.username;
  return (
    <Card as="section" className={styles.header} aria-label={`Perfil de ${profile.username}`}>
      <div className={styles.who}>
        <Avatar name={displayName} src={profile.avatar} size={72} />
        <div className={styles.identity}>
          <p className={styles.name}>{displayName}</p>
          <p className={styles.username}>@{profile.username}</p>
          <p className={styles.since}>Miembro desde el {formatDate(profile.createdAt)}</p>
          <ReportProfile userId={profile.id} username={profile.username} />
        </div>
      </div>
      {counts ? (
        <dl className={styles.counts}>
          {counts.map((count) => (
            <div key={count.label} className={styles.count}>
              <dt>{count.label}</dt>
              <dd>{count.value}</dd>
            </div>
          ))}
        </dl>
      ) : stats.isError ? (
        <p className={styles.countsMissing}>No pudimos cargar las estadísticas.</p>
      ) : (
        <p className={styles.countsMissing} role="status">
          Cargando estadísticas…
        </p>
      )}
    </Card>
  );
}
