import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType, type Location, type NavigationType } from 'react-router';

/** Where each page (by path) was scrolled to, kept for the tab's life like the browser's own history. */
export const SCROLL_STORAGE_KEY = 'gangazo:scroll';

/** What a navigation does to the scroll. */
export type ScrollMove = { kind: 'keep' } | { kind: 'to'; top: number } | { kind: 'element'; id: string; otherwise: number };

/**
 * A new page opens at its top (or at its `#anchor`); Back and Forward return to where the visitor
 * was on that page, or as close as its content allows (a feed still loading opens at its top).
 * A change of the query on the same page (a feed tab, `?active_coupon=` opening the coupon
 * modal) keeps the scroll where it is.
 */
export function scrollMove(previousPath: string, location: Pick<Location, 'pathname' | 'hash'>, navigationType: `${NavigationType}`, saved: ReadonlyMap<string, number>): ScrollMove {
  if (location.pathname === previousPath) return { kind: 'keep' };
  if (navigationType === 'POP') return { kind: 'to', top: saved.get(location.pathname) ?? 0 };
  const id = location.hash.length > 1 ? safeDecode(location.hash.slice(1)) : '';
  return id ? { kind: 'element', id, otherwise: 0 } : { kind: 'to', top: 0 };
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function readSaved(): Map<string, number> {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(SCROLL_STORAGE_KEY) ?? '{}');
    if (stored === null || typeof stored !== 'object') return new Map();
    return new Map(Object.entries(stored).filter((entry): entry is [string, number] => typeof entry[1] === 'number' && Number.isFinite(entry[1])));
  } catch {
    // Storage refused (some private modes) or a damaged value: start without saved positions.
    return new Map();
  }
}

function writeSaved(saved: ReadonlyMap<string, number>): void {
  try {
    window.sessionStorage.setItem(SCROLL_STORAGE_KEY, JSON.stringify(Object.fromEntries(saved)));
  } catch {
    // Nothing to do: the positions are a comfort, not data.
  }
}

/** Whether this document was reached by reloading it or by Back/Forward from another site. */
function documentWasRestored(): boolean {
  const [entry] = typeof performance.getEntriesByType === 'function' ? performance.getEntriesByType('navigation') : [];
  const type = (entry as PerformanceNavigationTiming | undefined)?.type;
  return type === 'reload' || type === 'back_forward';
}

/**
 * The router's scroll handling, for the declarative router the shell uses. Positions are recorded
 * as the visitor scrolls (a page being replaced may shrink the document before any navigation
 * hook runs, which would record a clamped value) and saved when the tab is hidden, so a reload
 * returns to the same place.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const saved = useRef<Map<string, number> | null>(null);
  const currentPath = useRef(location.pathname);

  useEffect(() => {
    const positions = readSaved();
    saved.current = positions;
    const previousMode = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    const top = positions.get(currentPath.current);
    if (top !== undefined && documentWasRestored()) window.scrollTo(0, top);
    const record = () => positions.set(currentPath.current, window.scrollY);
    const save = () => {
      record();
      writeSaved(positions);
    };
    window.addEventListener('scroll', record, { passive: true });
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('scroll', record);
      window.removeEventListener('pagehide', save);
      window.history.scrollRestoration = previousMode;
    };
  }, []);

  useLayoutEffect(() => {
    const move = scrollMove(currentPath.current, location, navigationType, saved.current ?? new Map());
    currentPath.current = location.pathname;
    if (move.kind === 'keep') return;
    if (move.kind === 'element') {
      const element = document.getElementById(move.id);
      if (element) {
        element.scrollIntoView();
        return;
      }
    }
    window.scrollTo(0, move.kind === 'to' ? move.top : move.otherwise);
  }, [location, navigationType]);
}
