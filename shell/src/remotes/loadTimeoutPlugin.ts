import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Each request of one attempt: the manifest, then the entry script. Two attempts of both fit the
 * registry's 3 s budget for a remote (remoteRegistry.ts LOAD_BUDGET_MS), which cuts them short anyway.
 */
export const MANIFEST_TIMEOUT_MS = 1100;
export const SCRIPT_TIMEOUT_MS = 1100;

/**
 * The federation runtime fetches a remote's mf-manifest.json without a timeout, and a hung server
 * kept "Loading…" on screen for 70 s+ (ARCHITECTURE.md "A hung remote"). This plugin bounds the
 * manifest fetch and the remoteEntry script load (the runtime forgets a failed one, so the
 * registry's second attempt really fetches again), turns an HTTP error into an error instead of
 * letting the runtime parse an error page as a manifest, and loads remote scripts with
 * `crossorigin="anonymous"`: a remote served from another origin (with CORS, as /mf/ is) then
 * reports its errors with their message and stack instead of the browser's bare "Script error.".
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
      script.crossOrigin = 'anonymous';
      // Returning our own element means the runtime no longer applies attrs itself.
      for (const [name, value] of Object.entries(attrs ?? {})) {
        if (name === 'async' || name === 'defer') script[name] = Boolean(value);
        else script.setAttribute(name, String(value));
      }
      return { script, timeout: SCRIPT_TIMEOUT_MS };
    },
  };
}
