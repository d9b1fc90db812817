import type { Medal } from '@gangazo/contracts';
import { EmptyState, Icon, LoadError, Spinner } from '@gangazo/ui';
import { formatCount } from '../profile-layout/numbers';
import { useProfile } from '../profile-layout/profileContext';
import { useGetUserMedalsQuery } from './medalsApi';
import styles from './MedalsSection.module.css';

function MedalTile({ medal }: { medal: Medal }) {
  const progress = Math.min(medal.progress ?? 0, medal.threshold);
  const earned = medal.earned === true;
  return (
    <li className={[styles.medal, earned ? styles.earned : styles.pending].join(' ')} data-earned={earned}>
      <div className={styles.picture} aria-hidden="true">
        {medal.image_url ? <img src={medal.image_url} alt="" width={64} height={64} loading="lazy" /> : <Icon name="check" size={32} />}
      </div>
      <div className={styles.text}>
        <h2 className={styles.name}>{medal.name}</h2>
        <p className={styles.description}>{medal.description}</p>
        {earned ? (
          <p className={styles.badge}>
            <Icon name="check" size={14} /> Conseguida
          </p>
        ) : (
          <div className={styles.progress}>
            <progress max={medal.threshold} value={progress} aria-label={`Progreso de ${medal.name}`} />
            <span>
              {formatCount(progress)} de {formatCount(medal.threshold)}
            </span>
          </div>
        )}
      </div>
    </li>
  );
}

/** "Mis medallas": the earned ones stand out, the rest show how far there is to go. */
export function MedalsSection() {
  const { userId, isOwner, profile } = useProfile();
  const { data, isError, refetch } = useGetUserMedalsQuery(userId);
  if (!data) return isError ? <LoadError message="No pudimos cargar las medallas." onRetry={refetch} /> : <Spinner label="Cargando medallas…" />;
  if (data.items.length === 0) return <EmptyState title="Todavía no hay medallas para mostrar" />;
  const earned = data.earned ?? data.items.filter((medal) => medal.earned).length;
  const who = isOwner ? 'Has conseguido' : `@${profile.username} ha conseguido`;
  return (
    <div className={styles.wrapper}>
      <p className={styles.summary}>
        {who} {formatCount(earned)} de {formatCount(data.total)} medallas.
      </p>
      <ul className={styles.grid} aria-label="Medallas">
        {data.items.map((medal) => (
          <MedalTile key={medal.id} medal={medal} />
        ))}
      </ul>
    </div>
  );
}
