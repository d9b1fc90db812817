import { useEffect, useRef, type RefObject } from 'react';
import { focusableElements } from './focusable';

const FIELD = 'input:not([type="hidden"]):not([type="checkbox"]):not([type="radio"]), select, textarea';

/** Where focus starts in `element`: its first text field, else its first control, else itself. */
function startingPoint(element: HTMLElement): HTMLElement {
  const items = focusableElements(element);
  return items.find((item) => item.matches(FIELD)) ?? items[0] ?? element;
}

/**
 * While `active`: moves focus into `container` (its first field, else its first control, else the
 * container), keeps Tab and Shift+Tab inside it, and gives focus back to what had it before on
 * release. A new `focusKey` (another view of the same dialog) moves focus to that view's first field.
 */
export function useFocusTrap(container: RefObject<HTMLElement | null>, active: boolean, initialFocus?: RefObject<HTMLElement | null>, focusKey?: string): void {
  useEffect(() => {
    const element = container.current;
    if (!active || !element) return;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first = initialFocus?.current ?? startingPoint(element);
    first.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const items = focusableElements(element);
      if (items.length === 0) {
        event.preventDefault();
        return;
      }
      const firstItem = items[0];
      const lastItem = items[items.length - 1];
      const current = document.activeElement;
      if (event.shiftKey && (current === firstItem || !element.contains(current))) {
        event.preventDefault();
        lastItem?.focus();
      } else if (!event.shiftKey && (current === lastItem || !element.contains(current))) {
        event.preventDefault();
        firstItem?.focus();
      }
    };
    // On the document: a focus left on the page (the clicked control removed) is brought back too.
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      // Return focus only if it is still inside (a link may have navigated elsewhere on purpose).
      if (previouslyFocused && (element.contains(document.activeElement) || document.activeElement === document.body)) {
        previouslyFocused.focus();
      }
    };
  }, [active, container, initialFocus]);

  // Another view of the same open dialog: the control that switched it is gone, so the new view's
  // first field takes the focus (the first opening is handled above).
  const shownKey = useRef(focusKey);
  useEffect(() => {
    const element = container.current;
    const changed = shownKey.current !== focusKey;
    shownKey.current = focusKey;
    if (active && element && changed) startingPoint(element).focus();
  }, [active, container, focusKey]);
}
