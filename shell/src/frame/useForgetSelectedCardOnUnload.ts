import { useEffect } from 'react';

/** Spec §9: 'selectedCardId' only makes sense for the page that set it. */
export const SELECTED_CARD_STORAGE_KEY = 'selectedCardId';

export function useForgetSelectedCardOnUnload(): void {
  useEffect(() => {
    const forget = () => {
      try {
        window.localStorage.removeItem(SELECTED_CARD_STORAGE_KEY);
      } catch {
        // Storage unavailable: nothing was saved either.
      }
    };
    // pagehide also fires where beforeunload does not (mobile Safari, back/forward cache).
    window.addEventListener('beforeunload', forget);
    window.addEventListener('pagehide', forget);
    return () => {
      window.removeEventListener('beforeunload', forget);
      window.removeEventListener('pagehide', forget);
    };
  }, []);
}
