import { Button } from '@gangazo/ui';
import styles from './shared.module.css';

/** What a block says when its data did not arrive, with a way to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => unknown }) {
  return (
    <div role="alert" className={styles.loadError}>
      <p>{message}</p>
      <Button variant="secondary" size="sm" onClick={() => onRetry()}>
        Reintentar
      </Button>
    </div>
  );
}

/** A few grey lines while a block loads. */
export function TextSkeleton({ lines = 3, label }: { lines?: number; label?: string }) {
  return (
    <div className={styles.skeleton} aria-busy="true">
      {label && (
        <span role="status" className="visually-hidden">
          {label}
        </span>
      )}
      {Array.from({ length: lines }, (_, index) => (
        <div key={index} aria-hidden="true" className={[styles.line, index === lines - 1 ? styles.short : ''].join(' ')} />
      ))}
    </div>
  );
}
