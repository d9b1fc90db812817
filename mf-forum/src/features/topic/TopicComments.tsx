import { useState } from 'react';
import { openAuthModal, useAppDispatch, useCurrentUser } from '@gangazo/platform';
import { CommentSection, RichTextContent, commentListState } from '@gangazo/ui';
import { errorMessage, errorStatus } from '../shared/apiError';
import { ReportAction } from '../moderation/ReportAction';
import { FORUM } from '../shared/limits';
import { textToHtml } from '../shared/richText';
import { useGetTopicCommentsInfiniteQuery, usePostTopicCommentMutation } from '../forum-api/forumApi';

/** A topic's comments, oldest first, 20 at a time, with the form to add one (guests: sign-in prompt). */
export function TopicComments({ topicId, count }: { topicId: string; count: number }) {
  const query = useGetTopicCommentsInfiniteQuery(topicId);
  const { user, isLoading: checkingSession } = useCurrentUser();
  const dispatch = useAppDispatch();
  const [postComment] = usePostTopicCommentMutation();
  const [postedBeyond, setPostedBeyond] = useState(false);

  const post = async (text: string) => {
    try {
      await postComment({ topicId, body: textToHtml(text) }).unwrap();
      // A comment joins the end of the conversation, which is not on screen while pages remain.
      setPostedBeyond(Boolean(query.hasNextPage));
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
      layout="conversation"
      emptyMessage="Todavía no hay comentarios. ¡Sé el primero en responder!"
      // The API sanitizes comment HTML on write (contracts ForumComment.body).
      renderBody={(comment) => (
        <>
          <RichTextContent html={comment.body} />
          <ReportAction kind="forum_comment" id={comment.id} what="este mensaje" />
        </>
      )}
      notice={postedBeyond && query.hasNextPage ? 'Tu comentario se publicó al final de la conversación.' : null}
      form={{
        viewer: checkingSession ? 'checking' : user ? 'signed-in' : 'guest',
        guestPrompt: 'Inicia sesión para comentar en este tema.',
        onSignIn: () => dispatch(openAuthModal('login')),
        minLength: FORUM.commentTextMin,
        maxLength: FORUM.commentTextMax,
        onSubmit: post,
      }}
    />
  );
}
