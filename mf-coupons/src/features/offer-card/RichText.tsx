import styles from './RichText.module.css';

/**
 * HTML the BFF already sanitized (contracts `renderDelta` / `plainTextToHtml`: escaped text, a fixed
 * set of tags and Quill classes, checked URLs). Never pass anything else here.
 */
export function RichText({ html }: { html: string }) {
  return <div className={styles.rich} dangerouslySetInnerHTML={{ __html: html }} />;
}
