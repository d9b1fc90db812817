import type { ElementType, HTMLAttributes, ReactNode } from 'react';
import styles from './Card.module.css';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** `article` for an offer in a list, `section` for a page block. */
  as?: ElementType;
  padding?: 'none' | 'md' | 'lg';
  children: ReactNode;
}

/** White surface on the grey page, the building block of every list and page. */
export function Card({ as: Element = 'div', padding = 'md', className, children, ...props }: CardProps) {
  return (
    <Element className={[styles.card, styles[padding], className ?? ''].filter(Boolean).join(' ')} {...props}>
      {children}
    </Element>
  );
}
