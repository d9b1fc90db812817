import styles from './Spinner.module.css';

export interface SpinnerProps {
  /** Announced to screen readers. */
  label?: string;
  size?: number;
}

export function Spinner({ label = 'Cargando…', size = 24 }: SpinnerProps) {
  return (
    <span role="status" className={styles.wrapper}>
      <span className={styles.spinner} style={{ width: size, height: size }} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
