export interface MatchMediaMock {
  /** Pretends the system switched color scheme, firing `change` like a browser. */
  setDark(dark: boolean): void;
  restore(): void;
}

/**
 * Replaces `window.matchMedia` with one whose `(prefers-color-scheme: dark)` answer tests control.
 */
export function mockMatchMedia(initiallyDark: boolean): MatchMediaMock {
  const original = window.matchMedia;
  let dark = initiallyDark;
  const listeners = new Set<(event: MediaQueryListEvent) => void>();
  window.matchMedia = (query: string) =>
    ({
      get matches() {
        return query.includes('dark') ? dark : false;
      },
      media: query,
      onchange: null,
      addEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) => listeners.delete(listener),
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as unknown as MediaQueryList;
  return {
    setDark(next) {
      dark = next;
      for (const listener of listeners) listener({ matches: next, media: '(prefers-color-scheme: dark)' } as MediaQueryListEvent);
    },
    restore() {
      window.matchMedia = original;
    },
  };
}
