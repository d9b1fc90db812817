import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { Post } from '@gangazo/contracts';
import { formatDate, skipToken, usePageTitle } from '@gangazo/platform';
import { Avatar, EmptyState, LoadError, RichTextContent, TextSkeleton } from '@gangazo/ui';
import { errorStatus } from '../shared/apiError';
import { RELATED_POSTS } from '../shared/limits';
import { useGetCategoryPostsQuery, useGetPostQuery } from './blogApi';
import { PostCard } from './PostCard';
import styles from './Blog.module.css';

function RelatedPosts({ post }: { post: Post }) {
  const { data } = useGetCategoryPostsQuery(post.category ? { category: post.category.slug, perPage: RELATED_POSTS + 1 } : skipToken);
  const related = (data?.items ?? []).filter((candidate) => candidate.id !== post.id).slice(0, RELATED_POSTS);
  if (related.length === 0) return null;
  return (
    <section className={styles.related} aria-labelledby="related-posts">
      <h2 id="related-posts">Artículos relacionados</h2>
      <ul className={styles.grid}>
        {related.map((item) => (
          <li key={item.id}>
            <PostCard post={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function PostView({ post }: { post: Post }) {
  const author = post.author?.username ?? 'Equipo Gangazo';
  return (
    <article className={styles.post} aria-labelledby="post-title">
      {post.cover_key || post.cover_url ? (
        <img
          className={styles.cover}
          src={post.cover_key ? `/api/v1/images/${post.cover_key}?width=1200&height=480` : (post.cover_url ?? '')}
          alt=""
          width={1200}
          height={480}
        />
      ) : null}
      <div className={styles.postInner}>
        <nav aria-label="Ruta de navegación" className={styles.crumbs}>
          <Link to="/blog">Blog</Link>
          {post.category && (
            <>
              {' › '}
              <Link to={`/blog/${post.category.slug}`}>{post.category.name}</Link>
            </>
          )}
        </nav>
        <h1 id="post-title" className={styles.postTitle}>
          {post.title}
        </h1>
        <div className={styles.byline}>
          <Avatar name={author} src={post.author?.avatar ?? null} size={40} decorative />
          <div>
            <p className={styles.author}>{author}</p>
            <p className={styles.muted}>
              <time dateTime={post.published_at}>{formatDate(post.published_at)}</time> · {post.reading_minutes} min de lectura
            </p>
          </div>
        </div>
        {/* Blog bodies are written by staff and sanitized by the BFF (contracts Post.body). */}
        <RichTextContent html={post.body} className={styles.postBody} />
        {post.category && (
          <p className={styles.categoryLink}>
            Más artículos de <Link to={`/blog/${post.category.slug}`}>{post.category.name}</Link>
          </p>
        )}
      </div>
      <RelatedPosts post={post} />
    </article>
  );
}

/** A blog post (`/blog/:category/:id`; GET /api/v1/posts/{id}). The shell removes the top padding here. */
export function BlogPostPage() {
  const { category = '', id = '' } = useParams();
  const navigate = useNavigate();
  const { data: post, error, isLoading, refetch } = useGetPostQuery(id, { skip: !id });
  const current = post && (post.id === id.toLowerCase() || post.slug === id) ? post : undefined;
  usePageTitle(current?.title ?? 'Blog');
  // The category in the address is only a label: a wrong one is corrected in place.
  useEffect(() => {
    if (current?.category && category !== current.category.slug) navigate(current.public_url, { replace: true });
  }, [current, category, navigate]);
  const status = errorStatus(error);
  if (status === 404 || status === 400) {
    return (
      <div className={styles.postInner}>
        <EmptyState title="No encontramos este artículo" action={<Link to="/blog">Ver el blog</Link>}>
          <p>Puede que el enlace esté mal escrito o que el artículo ya no esté publicado.</p>
        </EmptyState>
      </div>
    );
  }
  if (current) return <PostView post={current} />;
  if (isLoading || !error) {
    return (
      <div className={styles.postInner}>
        <TextSkeleton lines={8} label="Cargando el artículo…" />
      </div>
    );
  }
  return (
    <div className={styles.postInner}>
      <LoadError message="No pudimos cargar el artículo." onRetry={refetch} />
    </div>
  );
}
