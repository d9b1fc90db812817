import { isNewOffer } from '@gangazo/contracts/catalog/ranking';
import styles from './Temperature.module.css';

export interface TemperatureProps {
  temperature: number;
  publishedAt: string;
  size?: 'sm' | 'lg';
}

/** The community's verdict in degrees; offers younger than ten minutes say 'Nuevo' instead. */
export function Temperature({ temperature, publishedAt, size = 'sm' }: TemperatureProps) {
  const fresh = isNewOffer(publishedAt);
  const mood = fresh ? 'new' : temperature > 0 ? 'hot' : temperature < 0 ? 'cold' : 'neutral';
  const label = fresh ? 'Nuevo' : `${temperature}°`;
  return (
    <span className={[styles.badge, styles[mood], styles[size]].join(' ')} data-mood={mood} title={fresh ? 'Publicada hace menos de 10 minutos' : 'Temperatura'}>
      {!fresh && <span className="visually-hidden">Temperatura: </span>}
      {label}
    </span>
  );
}
