import { Link } from 'react-router';
import type { PostSummary } from '@gangazo/contracts';
import { formatDate } from '@gangazo/platform';
import styles from './Blog.module.css';

/** A blog post in a list: cover, category, title, excerpt, date. */
export function PostCard({ post, headingLevel = 3 }: { post: PostSummary; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.card}>
      {post.cover_url ? (
        <img className={styles.cardCover} src={post.cover_url} alt="" width={400} height={240} loading="lazy" />
      ) : (
        <div className={styles.cardCover} aria-hidden="true" />
      )}
      <div className={styles.cardBody}>
        {post.category && <p className={styles.kicker}>{post.category.name}</p>}
        <Heading className={styles.cardTitle}>
          <Link to={post.public_url}>{post.title}</Link>
        </Heading>
        <p className={styles.cardExcerpt}>{post.excerpt}</p>
        <p className={styles.muted}>
          <time dateTime={post.published_at}>{formatDate(post.published_at)}</time> · {post.reading_minutes} min de lectura
        </p>
      </div>
    </article>
  );
}
