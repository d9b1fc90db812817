import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './Menu.module.css';

export interface MenuItem {
  id: string;
  label: string;
  onSelect: () => void;
}

export interface MenuProps {
  /** Accessible name of the menu button, e.g. 'Perfil'. */
  label: string;
  /** What the button shows (an avatar, an icon); defaults to the label. */
  buttonContent?: ReactNode;
  items: MenuItem[];
  align?: 'start' | 'end';
}

/**
 * Menu button (WAI-ARIA APG): Enter, Space or ArrowDown open it on the first item, ArrowUp on the
 * last; arrows, Home and End move between items; Escape closes and returns focus to the button.
 */
export function Menu({ label, buttonContent, items, align = 'end' }: MenuProps) {
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(0);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const rootRef = useRef<HTMLDivElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  // How far the open menu is moved sideways to stay inside the viewport (a narrow phone).
  const [shift, setShift] = useState(0);

  useLayoutEffect(() => {
    if (!open || !menuRef.current) return;
    const margin = 8;
    const box = menuRef.current.getBoundingClientRect();
    if (box.width === 0) return; // not laid out (no layout engine)
    const left = box.left - shift;
    const right = box.right - shift;
    const width = document.documentElement.clientWidth;
    const next = left < margin ? margin - left : right > width - margin ? width - margin - right : 0;
    if (next !== shift) setShift(next);
  }, [open, shift]);

  useEffect(() => {
    if (open) itemRefs.current[activeIndex]?.focus();
  }, [open, activeIndex]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open]);

  const openAt = (index: number) => {
    setActiveIndex(index);
    setOpen(true);
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };
  const select = (item: MenuItem) => {
    close(true);
    item.onSelect();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openAt(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(items.length - 1);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = items.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: activeIndex === last ? 0 : activeIndex + 1,
      ArrowUp: activeIndex === 0 ? last : activeIndex - 1,
      Home: 0,
      End: last,
    };
    if (event.key in moves) {
      event.preventDefault();
      setActiveIndex(moves[event.key] ?? 0);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  return (
    <div ref={rootRef} className={styles.root}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onButtonKeyDown}
      >
        {buttonContent ?? label}
      </button>
      {open && (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={label}
          className={[styles.menu, styles[align]].join(' ')}
          style={shift ? { transform: `translateX(${shift}px)` } : undefined}
          onKeyDown={onMenuKeyDown}
        >
          {items.map((item, index) => (
            <button
              key={item.id}
              ref={(element) => {
                itemRefs.current[index] = element;
              }}
              type="button"
              role="menuitem"
              tabIndex={index === activeIndex ? 0 : -1}
              className={styles.item}
              onClick={() => select(item)}
              onMouseEnter={() => setActiveIndex(index)}
            >
              {item.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
