import { Link } from 'react-router';
import styles from './CategoryChip.module.css';

/** A forum category as a small pill with its colour, linking to its topics. */
export function CategoryChip({ name, slug, color }: { name: string; slug: string; color: string }) {
  return (
    <Link to={`/forum/categoria/${slug}`} className={styles.chip}>
      <span className={styles.dot} style={{ background: color }} aria-hidden="true" />
      {name}
    </Link>
  );
}
