import { Button } from '@gangazo/ui';
import styles from './Table.module.css';

export interface PagerProps {
  page: number;
  perPage: number;
  total: number;
  onPage: (page: number) => void;
}

/** 'Anterior' / 'Siguiente' with where you are; hidden when everything fits on one page. */
export function Pager({ page, perPage, total, onPage }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / perPage));
  if (pages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label="Páginas">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Anterior
      </Button>
      <span>
        Página {page} de {pages}
      </span>
      <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Siguiente
      </Button>
    </nav>
  );
}
