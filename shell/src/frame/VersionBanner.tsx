import type { VersionOverride } from '../remotes/versionChoice';
import styles from './VersionBanner.module.css';

export interface VersionBannerProps {
  overrides: readonly VersionOverride[];
  /** 'Quitar': forget the override of `remote` (the page then loads again with the registry's build). */
  onRemove: (remote: string) => void;
}

/**
 * Shown on every page while a staff member loads a version of their choice (override.ts), so a test
 * build is never taken for what visitors see. Rendered in a root of its own, outside the page's
 * (which may be hydrated from server HTML that has no banner).
 */
export function VersionBanner({ overrides, onRemove }: VersionBannerProps) {
  if (overrides.length === 0) return null;
  return (
    <div className={styles.banner} role="status" aria-label="Versiones de prueba">
      {overrides.map(({ remote, choice }) => (
        <p key={remote} className={styles.line}>
          <span>
            Estás viendo {remote} {choice.version} (versión de prueba) —
          </span>{' '}
          <button type="button" className={styles.remove} onClick={() => onRemove(remote)}>
            Quitar
          </button>
        </p>
      ))}
    </div>
  );
}
