import { useId, type ReactNode } from 'react';
import { formatCount as esCO, formatDate } from '@gangazo/contracts/catalog/format';
import { Avatar } from '../components/Avatar/Avatar';
import { Button } from '../components/Button/Button';
import { LoadError } from '../deals/LoadError';
import { TextSkeleton } from '../deals/Skeletons';
import { timeAgo } from '../deals/timeAgo';
import { CommentForm, type CommentFormOptions } from './CommentForm';
import type { CommentListState, DiscussionComment } from './commentListState';
import styles from './CommentSection.module.css';

/** What a comment of a deleted account shows instead of a name. */
const DELETED_USER = 'Usuario eliminado';

/**
 * - `newest-first` (offers): the form on top, then the comments, newest first, one after another,
 *   'Ver más comentarios' as wide as the list.
 * - `conversation` (forum topics): the comments oldest first, separated by rules, 'Ver más
 *   comentarios' centred, and the form closing the conversation.
 */
export type CommentSectionLayout = 'newest-first' | 'conversation';

export interface CommentSectionProps<C extends DiscussionComment> extends CommentListState<C> {
  /** How many comments the whole discussion has: 'Comentarios (25)'. */
  count: number;
  layout: CommentSectionLayout;
  /** The comment's text. The caller knows how its HTML was made safe (escaped or sanitized by the BFF). */
  renderBody: (comment: C) => ReactNode;
  /** Said when there are no comments yet: 'Todavía no hay comentarios. ¡Sé el primero en opinar!' */
  emptyMessage: string;
  form: CommentFormOptions;
  /** A status line under the list (and above the form of a conversation). */
  notice?: string | null;
  /** How the heading's count and the character limit are written; es-CO digit groups unless given. */
  formatCount?: (value: number) => string;
}

/**
 * A discussion under an offer or a forum topic: the heading with the count, the comments 20 at a
 * time with 'Ver más comentarios', the form to add one (guests: a sign-in prompt), loading, empty
 * and error states. The queries, the session and the posting stay with the caller.
 */
export function CommentSection<C extends DiscussionComment>({
  comments,
  loading,
  loaded,
  error,
  onRetry,
  hasMore,
  loadingMore,
  loadMoreError,
  onLoadMore,
  count,
  layout,
  renderBody,
  emptyMessage,
  form,
  notice,
  formatCount = esCO,
}: CommentSectionProps<C>) {
  const headingId = useId();
  const conversation = layout === 'conversation';
  const commentForm = (
<CommentForm {...form} rows={conversation ? 4 : 3} formatCount={formatCount} />
  );
  return (
    <section className={[styles.section, conversation ? styles.conversation : ''].filter(Boolean).join(' ')} aria-labelledby={headingId}>
      <h2 id={headingId}>Comentarios ({formatCount(count)})</h2>
      {!conversation && commentForm}
      {loading && <TextSkeleton lines={4} label="Cargando comentarios…" />}
      {error && <LoadError message="No pudimos cargar los comentarios." onRetry={onRetry} />}
      {loaded && comments.length === 0 && <p className={styles.empty}>{emptyMessage}</p>}
      {comments.length > 0 && (
        <ol className={styles.list} aria-label="Comentarios">
          {comments.map((comment) => {
            const author = comment.author?.username ?? DELETED_USER;
            return (
              <li key={comment.id} className={styles.comment}>
                <Avatar name={author} src={comment.author?.avatar ?? null} size={36} decorative />
                <div className={styles.commentBody}>
                  <p className={styles.meta}>
                    <span className={styles.author}>{author}</span>
                    <time dateTime={comment.created_at} title={formatDate(comment.created_at)}>
                      {timeAgo(comment.created_at)}
                    </time>
                  </p>
                  {renderBody(comment)}
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {loadMoreError && <LoadError message="No pudimos cargar más comentarios." onRetry={onLoadMore} />}
      {hasMore && !loadMoreError && (
        <div className={styles.more}>
          <Button variant="secondary" onClick={() => onLoadMore()} disabled={loadingMore}>
            {loadingMore ? 'Cargando…' : 'Ver más comentarios'}
          </Button>
        </div>
      )}
      {notice && (
        <p role="status" className={styles.notice}>
          {notice}
        </p>
      )}
      {conversation && commentForm}
    </section>
  );
}
