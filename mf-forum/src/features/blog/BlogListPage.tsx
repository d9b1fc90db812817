import { Link, useParams } from 'react-router';
import { usePageTitle } from '@gangazo/platform';
import { Button, EmptyState, LoadError, TextSkeleton } from '@gangazo/ui';
import { errorStatus } from '../shared/apiError';
import { uniqueItems } from '../shared/pagination';
import { useGetBlogPostsInfiniteQuery, useGetPostCategoriesQuery } from './blogApi';
import { PostCard } from './PostCard';
import styles from './Blog.module.css';

/** The blog (`/blog`) or one of its categories (`/blog/:category`), newest first, 'Ver más artículos'. */
export function BlogListPage() {
  const category = useParams().category ?? null;
  const { data: categories } = useGetPostCategoriesQuery();
  const query = useGetBlogPostsInfiniteQuery({ category });
  const posts = uniqueItems(query.data?.pages);
  const current = query.data?.pages[0]?.category ?? categories?.find((candidate) => candidate.slug === category);
  usePageTitle(current ? `Blog: ${current.name}` : 'Blog');
  const notFound = category !== null && !query.data && errorStatus(query.error) === 404;
  return (
    <section className={styles.listPage} aria-labelledby="blog-title">
      <header>
        <h1 id="blog-title">{current ? current.name : 'Blog'}</h1>
        <p className={styles.lead}>{current?.description || 'Guías, consejos y fechas clave para comprar mejor en Colombia.'}</p>
      </header>
      {categories && categories.length > 0 && (
        <nav aria-label="Categorías del blog">
          <ul className={styles.chips}>
            <li>
              <Link to="/blog" aria-current={category === null ? 'page' : undefined} className={styles.chip}>
                Todos
              </Link>
            </li>
            {categories.map((item) => (
              <li key={item.id}>
                <Link to={item.public_url} aria-current={category === item.slug ? 'page' : undefined} className={styles.chip}>
                  {item.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {query.isLoading && <TextSkeleton lines={6} label="Cargando artículos…" />}
      {notFound && (
        <EmptyState title="No encontramos esta categoría del blog" action={<Link to="/blog">Ver todos los artículos</Link>} />
      )}
      {!notFound && !query.data && query.isError && <LoadError message="No pudimos cargar los artículos." onRetry={query.refetch} />}
      {query.data && posts.length === 0 && <EmptyState title="Todavía no hay artículos aquí" />}
      {posts.length > 0 && (
        <ul className={styles.grid}>
          {posts.map((post) => (
            <li key={post.id}>
              <PostCard post={post} headingLevel={2} />
            </li>
          ))}
        </ul>
      )}
      {query.isFetchNextPageError && <LoadError message="No pudimos cargar más artículos." onRetry={query.fetchNextPage} />}
      {query.hasNextPage && !query.isFetchNextPageError && (
        <div className={styles.more}>
          <Button variant="secondary" onClick={() => query.fetchNextPage()} disabled={query.isFetchingNextPage}>
            {query.isFetchingNextPage ? 'Cargando…' : 'Ver más artículos'}
          </Button>
        </div>
      )}
    </section>
  );
}
