import { useId, useState, type FormEvent } from 'react';
import { formatDate, openAuthModal, useAppDispatch, useCurrentUser } from '@gangazo/platform';
import { Avatar, Button, RichTextContent } from '@gangazo/ui';
import { errorMessage, errorStatus } from '../shared/apiError';
import { FORUM } from '../shared/limits';
import { LoadError, TextSkeleton } from '../shared/LoadError';
import { uniqueItems } from '../shared/pagination';
import { textToHtml } from '../shared/richText';
import { timeAgo } from '../shared/timeAgo';
import { useGetTopicCommentsInfiniteQuery, usePostTopicCommentMutation } from '../forum-api/forumApi';
import { DELETED_USER } from '../topics/TopicRow';
import styles from './TopicPage.module.css';

function CommentForm({ topicId, onPosted }: { topicId: string; onPosted: () => void }) {
  const fieldId = useId();
  const { user, isLoading: checkingSession } = useCurrentUser();
  const dispatch = useAppDispatch();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [postComment, { isLoading }] = usePostTopicCommentMutation();

  if (checkingSession) return null;
  if (!user) {
    return (
      <div className={styles.guest}>
        <p>Inicia sesión para comentar en este tema.</p>
        <Button variant="secondary" onClick={() => dispatch(openAuthModal('login'))}>
          Regístrate / Iniciar sesión
        </Button>
      </div>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const clean = text.trim();
    if (clean.length < FORUM.commentTextMin) {
      setError('Escribe tu comentario antes de enviarlo.');
      return;
    }
    setError(null);
    try {
      await postComment({ topicId, body: textToHtml(clean) }).unwrap();
      setText('');
      onPosted();
    } catch (failure) {
      if (errorStatus(failure) === 401) dispatch(openAuthModal('login'));
      setError(errorMessage(failure, 'No pudimos publicar tu comentario. Inténtalo de nuevo.'));
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <label htmlFor={fieldId} className={styles.label}>
        Tu comentario
      </label>
      <textarea
        id={fieldId}
        className={styles.textarea}
        value={text}
        maxLength={FORUM.commentTextMax}
        rows={4}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${fieldId}-help`}
        onChange={(event) => setText(event.target.value)}
        disabled={isLoading}
      />
      <div className={styles.formFooter}>
        <p id={`${fieldId}-help`} className={error ? styles.error : styles.help} role={error ? 'alert' : undefined}>
          {error ?? `${text.length}/${FORUM.commentTextMax.toLocaleString('es-CO')} caracteres`}
        </p>
        <Button type="submit" disabled={isLoading}>
          {isLoading ? 'Publicando…' : 'Comentar'}
        </Button>
      </div>
    </form>
  );
}

/** A topic's comments, oldest first, 20 at a time, with the form to add one (guests: sign-in prompt). */
export function TopicComments({ topicId, count }: { topicId: string; count: number }) {
  const query = useGetTopicCommentsInfiniteQuery(topicId);
  const comments = uniqueItems(query.data?.pages);
  const [postedBeyond, setPostedBeyond] = useState(false);
  return (
    <section className={styles.comments} aria-labelledby="topic-comments">
      <h2 id="topic-comments">Comentarios ({count.toLocaleString('es-CO')})</h2>
      {query.isLoading && <TextSkeleton lines={4} label="Cargando comentarios…" />}
      {!query.data && query.isError && <LoadError message="No pudimos cargar los comentarios." onRetry={query.refetch} />}
      {query.data && comments.length === 0 && <p className={styles.muted}>Todavía no hay comentarios. ¡Sé el primero en responder!</p>}
      {comments.length > 0 && (
        <ol className={styles.commentList} aria-label="Comentarios">
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
                  {/* The API sanitizes comment HTML on write (contracts ForumComment.body). */}
                  <RichTextContent html={comment.body} />
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {query.isFetchNextPageError && <LoadError message="No pudimos cargar más comentarios." onRetry={query.fetchNextPage} />}
      {query.hasNextPage && !query.isFetchNextPageError && (
        <div className={styles.more}>
          <Button variant="secondary" onClick={() => query.fetchNextPage()} disabled={query.isFetchingNextPage}>
            {query.isFetchingNextPage ? 'Cargando…' : 'Ver más comentarios'}
          </Button>
        </div>
      )}
      {postedBeyond && query.hasNextPage && (
        <p role="status" className={styles.muted}>
          Tu comentario se publicó al final de la conversación.
        </p>
      )}
      <CommentForm topicId={topicId} onPosted={() => setPostedBeyond(Boolean(query.hasNextPage))} />
    </section>
  );
}
