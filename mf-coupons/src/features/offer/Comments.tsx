import { useId, useState, type FormEvent } from 'react';
import { Avatar, Button, LoadError, TextSkeleton, timeAgo } from '@gangazo/ui';
import { formatDate, openAuthModal, useAppDispatch, useCurrentUser } from '@gangazo/platform';
import { errorMessage, errorStatus } from '../coupon-modal/apiError';
import { COMMENT_MAX_LENGTH } from './limits';
import { useGetCommentsInfiniteQuery, usePostCommentMutation } from './offerApi';
import styles from './Comments.module.css';

function CommentForm({ offerId }: { offerId: string }) {
  const fieldId = useId();
  const { user, isLoading: checkingSession } = useCurrentUser();
  const dispatch = useAppDispatch();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [postComment, { isLoading }] = usePostCommentMutation();

  if (checkingSession) return null;
  if (!user) {
    return (
      <div className={styles.guest}>
        <p>Inicia sesión para comentar esta oferta.</p>
        <Button variant="secondary" onClick={() => dispatch(openAuthModal('login'))}>
          Regístrate / Iniciar sesión
        </Button>
      </div>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const clean = text.trim();
    if (!clean) {
      setError('Escribe tu comentario antes de enviarlo.');
      return;
    }
    setError(null);
    try {
      await postComment({ offerId, text: clean }).unwrap();
      setText('');
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
        maxLength={COMMENT_MAX_LENGTH}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${fieldId}-help`}
        onChange={(event) => setText(event.target.value)}
        disabled={isLoading}
      />
      <div className={styles.formFooter}>
        <p id={`${fieldId}-help`} className={error ? styles.error : styles.help} role={error ? 'alert' : undefined}>
          {error ?? `${text.length}/${COMMENT_MAX_LENGTH} caracteres`}
        </p>
        <Button type="submit" disabled={isLoading}>
          {isLoading ? 'Publicando…' : 'Comentar'}
        </Button>
      </div>
    </form>
  );
}

/** The offer's comments, newest first, 20 at a time, with the form to add one. */
export function Comments({ offerId, count }: { offerId: string; count: number }) {
  const query = useGetCommentsInfiniteQuery(offerId);
  const pages = query.data?.pages ?? [];
  const comments = pages.flatMap((page) => page.items);
  const seen = new Set<string>();
  const unique = comments.filter((comment) => (seen.has(comment.id) ? false : (seen.add(comment.id), true)));
  return (
    <section className={styles.comments} aria-labelledby="offer-comments">
      <h2 id="offer-comments">Comentarios ({count})</h2>
      <CommentForm offerId={offerId} />
      {query.isLoading && <TextSkeleton lines={4} />}
      {!query.isLoading && pages.length === 0 && query.isError && <LoadError message="No pudimos cargar los comentarios." onRetry={query.refetch} />}
      {pages.length > 0 && unique.length === 0 && <p className={styles.empty}>Todavía no hay comentarios. ¡Sé el primero en opinar!</p>}
      {unique.length > 0 && (
        <ol className={styles.list}>
          {unique.map((comment) => (
            <li key={comment.id} className={styles.comment}>
              <Avatar name={comment.author?.username ?? 'Usuario eliminado'} src={comment.author?.avatar ?? null} size={36} decorative />
              <div className={styles.commentBody}>
                <p className={styles.meta}>
                  <span className={styles.author}>{comment.author?.username ?? 'Usuario eliminado'}</span>
                  <time dateTime={comment.created_at} title={formatDate(comment.created_at)}>
                    {timeAgo(comment.created_at)}
                  </time>
                </p>
                {/* Escaped by the BFF, links made clickable with rel="nofollow ugc noopener". */}
                <div className={styles.text} dangerouslySetInnerHTML={{ __html: comment.html }} />
              </div>
            </li>
          ))}
        </ol>
      )}
      {query.isFetchNextPageError && <LoadError message="No pudimos cargar más comentarios." onRetry={query.fetchNextPage} />}
      {query.hasNextPage && !query.isFetchNextPageError && (
        <Button variant="secondary" onClick={() => query.fetchNextPage()} disabled={query.isFetchingNextPage}>
          {query.isFetchingNextPage ? 'Cargando…' : 'Ver más comentarios'}
        </Button>
      )}
    </section>
  );
}
