import type { HTMLAttributes } from 'react';
import styles from './RichTextContent.module.css';

export interface RichTextContentProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'dangerouslySetInnerHTML'> {
  /**
   * HTML the BFF has ALREADY sanitized (forum topics and comments, blog posts: the API contract
   * says their `body` is safe to inject; offer and coupon `description_html`, rendered from a Delta
   * by `@gangazo/contracts/catalog/delta`). Never pass text a person typed in this browser.
   */
  html: string;
}

/** Shows what RichTextEditor wrote, in either format (Quill's classes: sizes, alignment, indents, lists, videos). */
export function RichTextContent({ html, className, ...props }: RichTextContentProps) {
  return <div className={[styles.content, className ?? ''].filter(Boolean).join(' ')} dangerouslySetInnerHTML={{ __html: html }} {...props} />;
}
