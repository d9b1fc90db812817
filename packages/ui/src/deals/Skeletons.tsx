import styles from './Skeletons.module.css';

/** Grey shapes where cards are about to appear; announced once as loading. */
export function OfferCardSkeletons({ count, layout = 'grid' }: { count: number; layout?: 'grid' | 'list' }) {
  return (
    <div role="status" aria-live="polite" className={layout === 'grid' ? styles.grid : styles.list}>
      <span className="visually-hidden">Cargando ofertas…</span>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={styles.card} aria-hidden="true" data-testid="offer-skeleton">
          <div className={[styles.block, styles.media].join(' ')} />
          <div className={styles.body}>
            <div className={[styles.block, styles.line, styles.short].join(' ')} />
            <div className={[styles.block, styles.line].join(' ')} />
            <div className={[styles.block, styles.line, styles.medium].join(' ')} />
          </div>
        </div>
      ))}
    </div>
  );
}

/** A few lines of grey text while a block of a page loads; with a `label`, announced as loading. */
export function TextSkeleton({ lines = 3, label }: { lines?: number; label?: string }) {
  return (
    <div className={styles.text} aria-hidden={label ? undefined : true} aria-busy={label ? true : undefined}>
      {label && (
        <span role="status" className="visually-hidden">
          {label}
        </span>
      )}
      {Array.from({ length: lines }, (_, index) => (
        <div key={index} aria-hidden="true" className={[styles.block, styles.line, index === lines - 1 ? styles.medium : ''].join(' ')} />
      ))}
    </div>
  );
}
