import { Link } from 'react-router';
import { searchPageHref, type SearchPageState } from './urlState';
import styles from './SearchPage.module.css';

interface PagerProps {
  state: SearchPageState;
  total: number;
  perPage: number;
  /** Called when a page link is followed (the page moves the view back to the results' top). */
  onNavigate: () => void;
}

/** 'Anterior' · 'Página 2 de 5' · 'Siguiente', as links: every page has its own address. */
export function Pager({ state, total, perPage, onNavigate }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / perPage));
  if (pages <= 1 && state.page === 1) return null;
  const to = (page: number) => searchPageHref({ ...state, page });
  const previous = state.page > 1 ? Math.min(state.page - 1, pages) : null;
  const next = state.page < pages ? state.page + 1 : null;
  return (
    <nav aria-label="Páginas de resultados" className={styles.pager}>
      {previous !== null ? (
        <Link to={to(previous)} rel="prev" className={styles.pageLink} onClick={onNavigate}>
          ← Anterior
        </Link>
      ) : (
        <span className={styles.pageLink} aria-disabled="true">
          ← Anterior
        </span>
      )}
      <span className={styles.pageStatus}>
        Página {state.page} de {pages}
      </span>
      {next !== null ? (
        <Link to={to(next)} rel="next" className={styles.pageLink} onClick={onNavigate}>
          Siguiente →
        </Link>
      ) : (
        <span className={styles.pageLink} aria-disabled="true">
          Siguiente →
        </span>
      )}
    </nav>
  );
}
