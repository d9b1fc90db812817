import { Spinner } from '@gangazo/ui';
import styles from './PageLoading.module.css';

/** What the page area shows while a page's code arrives: a remote's page, or one of the shell's own. */
export function PageLoading() {
  return (
    <div className={styles.loading}>
      <Spinner label="Cargando la página…" size={32} />
    </div>
  );
}
