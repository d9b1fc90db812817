import { useEffect, type RefObject } from 'react';
import { focusableElements } from './focusable';

/**
 * While `active`: moves focus into `container` (the first field or button, else the container),
 * keeps Tab and Shift+Tab inside it, and gives focus back to what had it before on release.
 */
export function useFocusTrap(container: RefObject<HTMLElement | null>, active: boolean, initialFocus?: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = container.current;
    if (!active || !element) return;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first = initialFocus?.current ?? focusableElements(element)[0] ?? element;
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
    element.addEventListener('keydown', onKeyDown);
    return () => {
      element.removeEventListener('keydown', onKeyDown);
      // Return focus only if it is still inside (a link may have navigated elsewhere on purpose).
      if (previouslyFocused && (element.contains(document.activeElement) || document.activeElement === document.body)) {
        previouslyFocused.focus();
      }
    };
  }, [active, container, initialFocus]);
}
