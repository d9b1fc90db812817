import { Link } from 'react-router';
import type { ForumTopicSummary } from '@gangazo/contracts';
import { formatCount, formatDate } from '@gangazo/platform';
import { Avatar, timeAgo } from '@gangazo/ui';
import { CategoryChip } from '../shared/CategoryChip';
import styles from './TopicsPage.module.css';

export const DELETED_USER = 'Usuario eliminado';

export function commentsLabel(count: number): string {
  return count === 1 ? '1 comentario' : `${formatCount(count)} comentarios`;
}

/** One topic in the list: title, category, author, comments and last activity. */
export function TopicRow({ topic }: { topic: ForumTopicSummary }) {
  const author = topic.author?.username ?? DELETED_USER;
  return (
    <article className={styles.topic} aria-labelledby={`topic-${topic.id}`}>
      <Avatar name={author} src={topic.author?.avatar ?? null} size={40} decorative />
      <div className={styles.topicBody}>
        <h3 id={`topic-${topic.id}`} className={styles.topicTitle}>
          {topic.pinned && <span className={styles.pinned}>Fijado</span>}
          <Link to={topic.public_url}>{topic.title}</Link>
        </h3>
        {topic.excerpt && <p className={styles.excerpt}>{topic.excerpt}</p>}
        <p className={styles.meta}>
          {topic.category && <CategoryChip name={topic.category.name} slug={topic.category.slug} color={topic.category.color} />}
          <span>
            por <span className={styles.author}>{author}</span>
          </span>
          <span>{commentsLabel(topic.comments_count)}</span>
          <span>
            Última actividad{' '}
            <time dateTime={topic.last_activity_at} title={formatDate(topic.last_activity_at)}>
              {timeAgo(topic.last_activity_at)}
            </time>
          </span>
        </p>
      </div>
    </article>
  );
}
