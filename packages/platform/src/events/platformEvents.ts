/**
 * DOM events the platform emits on `window`, for code that lives outside React and Redux
 * (analytics snippets, the e2e tests, a remote's non-React widget). Names are namespaced so they
 * never clash with the browser's or a library's.
 */
export interface PlatformEventMap {
  /** After login or logout in this tab. */
  'gangazo:session-changed': { loggedIn: boolean };
  /** A remote could not be loaded or crashed; the shell shows its fallback. */
  'gangazo:remote-failed': { remote: string; version: string; message: string };
}

export type PlatformEventName = keyof PlatformEventMap;

export function emitPlatformEvent<Name extends PlatformEventName>(name: Name, detail: PlatformEventMap[Name]): void {
  // The server renderer has no window; what it needs to know it learns from its own callbacks.
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent(name, { detail }));
}

export function onPlatformEvent<Name extends PlatformEventName>(
  name: Name,
  listener: (detail: PlatformEventMap[Name]) => void,
): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<PlatformEventMap[Name]>).detail);
  window.addEventListener(name, handler);
  return () => window.removeEventListener(name, handler);
}
