import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Each request of one attempt: the manifest, then the entry script. Two attempts of both fit the
 * registry's 3 s budget for a remote (remoteRegistry.ts LOAD_BUDGET_MS), which cuts them short anyway.
 */
export const MANIFEST_TIMEOUT_MS = 1100;
export const SCRIPT_TIMEOUT_MS = 1100;

/**
 * A hung server kept "Loading…" on screen for 70 s+ (ARCHITECTURE.md "A hung remote"). The shell
 * reads a remote's mf-manifest.json itself, within MANIFEST_TIMEOUT_MS (remoteManifest.ts); this
 * plugin bounds the remoteEntry script load (the runtime forgets a failed one, so the registry's
 * second attempt really fetches again) and loads remote scripts with `crossorigin="anonymous"`: a
 * remote served from another origin (with CORS, as /mf/ is) then reports its errors with their
 * message and stack instead of the browser's bare "Script error.".
 */
export function loadTimeoutPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'gangazo-load-timeout',
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
