import styles from './OfferCard.module.css';

const CHAT_PATH = 'M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2Z';

export function commentsLabel(count: number): string {
  return count === 1 ? '1 comentario' : `${count} comentarios`;
}

/** A speech bubble and the number of comments ('4 comentarios' for screen readers). */
export function CommentCount({ count }: { count: number }) {
  return (
    // The words for screen readers are text (a plain span may not carry aria-label), the number for the eye.
    <span className={styles.comments} title={commentsLabel(count)}>
      <svg width={16} height={16} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinejoin="round" aria-hidden="true" focusable="false">
        <path d={CHAT_PATH} />
      </svg>
      <span aria-hidden="true">{count}</span>
      <span className="visually-hidden">{commentsLabel(count)}</span>
    </span>
  );
}
