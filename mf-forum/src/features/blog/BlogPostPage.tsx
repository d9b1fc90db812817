import { Link, useParams } from 'react-router';
import { humanizeSlug, usePageTitle } from '@gangazo/platform';
import { EmptyState } from '@gangazo/ui';
import styles from './BlogPostPage.module.css';

/** A blog post (`/blog/:category/:id`; GET /api/v1/posts/{id}). The shell removes the top padding here. */
export function BlogPostPage() {
  const category = humanizeSlug(useParams().category ?? '');
  usePageTitle(category ? `Blog: ${category}` : 'Blog');
  return (
    <article className={styles.post}>
      <p className={styles.category}>Blog{category ? ` · ${category}` : ''}</p>
      <h1>Artículo del blog</h1>
      <EmptyState title="Todavía no podemos mostrar este artículo" action={<Link to="/">Ver las ofertas del día</Link>}>
        <p>Los artículos del blog aún no están disponibles en el sitio.</p>
      </EmptyState>
    </article>
  );
}
