import type { MenuProps } from './Menu';
import styles from './Menu.module.css';

/** The menu's button as it looks while the menu's code arrives (a signed-in visitor's first view), so nothing moves. */
export function MenuButtonPlaceholder({ label, buttonContent }: MenuProps) {
  return (
    <div className={styles.root}>
      <button type="button" className={styles.button} aria-label={label} aria-haspopup="menu" aria-expanded={false}>
        {buttonContent ?? label}
      </button>
    </div>
  );
}
