import { Button } from '../components/Button/Button';
import styles from './LoadError.module.css';

/** What a block says when its data did not arrive, with a way to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => unknown }) {
  return (
    <div role="alert" className={styles.error}>
      <p>{message}</p>
      <Button variant="secondary" size="sm" onClick={() => onRetry()}>
        Reintentar
      </Button>
    </div>
  );
}
