import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Long enough for a slow phone network, short enough that a hung remote falls back quickly. */
export const MANIFEST_TIMEOUT_MS = 8000;
export const SCRIPT_TIMEOUT_MS = 10000;

/**
 * The federation runtime fetches a remote's mf-manifest.json without a timeout, and a hung server
 * kept "Loading…" on screen for 70 s+ (ARCHITECTURE.md "A hung remote"). This plugin bounds the
 * manifest fetch and the remoteEntry script load, and turns an HTTP error into an error instead of
 * letting the runtime parse an error page as a manifest.
 */
export function loadTimeoutPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'gangazo-load-timeout',
    async fetch(url, init) {
      const response = await fetch(url, { ...init, signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) });
      if (!response.ok) throw new Error(`${url} respondió HTTP ${response.status}`);
      return response;
    },
    createScript({ url, attrs }) {
      const script = document.createElement('script');
      script.src = url;
      // Returning our own element means the runtime no longer applies attrs itself.
      for (const [name, value] of Object.entries(attrs ?? {})) {
        if (name === 'async' || name === 'defer') script[name] = Boolean(value);
        else script.setAttribute(name, String(value));
      }
      return { script, timeout: SCRIPT_TIMEOUT_MS };
    },
  };
}
