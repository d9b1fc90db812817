import { useState } from 'react';
import { Avatar } from '@gangazo/ui';
import type { ResultOption, ResultSection } from './results';
import styles from './SearchBox.module.css';

/** A picture that falls back through its candidates when one fails to load (spec §4 for offers). */
function ResultImage({ images }: { images: string[] }) {
  const [index, setIndex] = useState(0);
  const src = images[index];
  if (!src) return <span className={styles.thumb} aria-hidden="true" />;
  return <img className={styles.thumb} src={src} alt="" loading="lazy" onError={() => setIndex((current) => current + 1)} />;
}

interface ResultsListProps {
  sections: ResultSection[];
  activeKey: string | null;
  optionId: (option: ResultOption) => string;
  onOpen: (option: ResultOption) => void;
  onHover: (option: ResultOption) => void;
}

/** The groups of the listbox, each titled (spec §2), each result an option. */
export function ResultsList({ sections, activeKey, optionId, onOpen, onHover }: ResultsListProps) {
  return (
    <>
      {sections.map((section) => {
        const titleId = `${optionId(section.options[0] as ResultOption)}-title`;
        return (
          <div key={section.group} role="group" aria-labelledby={titleId} className={styles.group}>
            <div id={titleId} role="presentation" className={styles.groupTitle}>
              {section.title}
            </div>
            {section.options.map((option) => (
              <div
                key={option.key}
                id={optionId(option)}
                role="option"
                aria-selected={option.key === activeKey}
                title={option.name}
                className={styles.option}
                data-active={option.key === activeKey || undefined}
                onClick={() => onOpen(option)}
                onMouseMove={() => onHover(option)}
              >
                {option.avatar ? (
                  <Avatar name={option.name} src={option.images[0] ?? null} size={28} decorative />
                ) : option.group !== 'coupons' ? (
                  <ResultImage images={option.images} />
                ) : (
                  <span className={styles.couponBadge} aria-hidden="true">
                    %
                  </span>
                )}
                {/* Named by its text (the full name, unseen, then the detail): what is read contains what is shown. */}
                <span className={styles.text}>
                  <span className={styles.label} aria-hidden="true">
                    {option.label}
                  </span>
                  <span className="visually-hidden">{option.detail ? `${option.name}, ` : option.name}</span>
                  {option.detail && <span className={styles.detail}>{option.detail}</span>}
                </span>
              </div>
            ))}
          </div>
        );
      })}
    </>
  );
}
