import { useState } from 'react';
import { cutText, parseDelta } from '@gangazo/contracts/catalog/delta';
import { RichTextContent } from '@gangazo/ui';
import styles from './OfferPage.module.css';

/** Spec §5, §9: a plain-text description is first shown cut at 156 characters. */
export const EXCERPT_LENGTH = 156;

/**
 * The offer's description: a Quill Delta as the BFF's sanitized HTML, or the plain-text fallback
 * cut at 156 characters with a button to read the rest.
 */
export function Description({ description, html }: { description: string; html: string }) {
  const [expanded, setExpanded] = useState(false);
  if (!description.trim() || !html) return <p className={styles.muted}>Quien compartió esta oferta no añadió una descripción.</p>;
  const isRichText = parseDelta(description) !== null;
  const excerpt = cutText(description, EXCERPT_LENGTH);
  const isCut = !isRichText && excerpt !== description.replace(/\s+/g, ' ').trim();
  if (isCut && !expanded) {
    return (
      <div>
        <p>{excerpt}</p>
        <button type="button" className={styles.linkButton} onClick={() => setExpanded(true)} aria-expanded={false}>
          Leer la descripción completa
        </button>
      </div>
    );
  }
  return <RichTextContent html={html} />;
}
