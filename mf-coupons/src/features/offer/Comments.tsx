import { CommentSection, commentListState } from '@gangazo/ui';
import { openAuthModal, useAppDispatch, useCurrentUser } from '@gangazo/platform';
import { errorMessage, errorStatus } from '../coupon-modal/apiError';
import { ReportAction } from '../moderation/ReportAction';
import { COMMENT_MAX_LENGTH } from './limits';
import { useGetCommentsInfiniteQuery, usePostCommentMutation } from './offerApi';
import styles from './Comments.module.css';

/** The offer's comments, newest first, 20 at a time, with the form to add one. */
export function Comments({ offerId, count }: { offerId: string; count: number }) {
  const query = useGetCommentsInfiniteQuery(offerId);
  const { user, isLoading: checkingSession } = useCurrentUser();
  const dispatch = useAppDispatch();
  const [postComment] = usePostCommentMutation();

  const post = async (text: string) => {
    try {
      await postComment({ offerId, text }).unwrap();
      return null;
    } catch (failure) {
      if (errorStatus(failure) === 401) dispatch(openAuthModal('login'));
      return errorMessage(failure, 'No pudimos publicar tu comentario. Inténtalo de nuevo.');
    }
  };

  return (
    <CommentSection
      {...commentListState(query)}
      count={count}
      layout="newest-first"
      // Offers write their numbers without digit groups: 'Comentarios (5)', '0/1000 caracteres'.
      formatCount={String}
      emptyMessage="Todavía no hay comentarios. ¡Sé el primero en opinar!"
      // Escaped by the BFF, links made clickable with rel="nofollow ugc noopener".
      renderBody={(comment) => (
        <>
          <div className={styles.text} dangerouslySetInnerHTML={{ __html: comment.html }} />
          <ReportAction kind="comment" id={comment.id} what="este mensaje" />
        </>
      )}
      form={{
        viewer: checkingSession ? 'checking' : user ? 'signed-in' : 'guest',
        guestPrompt: 'Inicia sesión para comentar esta oferta.',
        onSignIn: () => dispatch(openAuthModal('login')),
        maxLength: COMMENT_MAX_LENGTH,
        onSubmit: post,
      }}
    />
  );
}
