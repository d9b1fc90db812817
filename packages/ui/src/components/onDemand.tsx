import { lazy, Suspense, useRef, type ComponentType, type ReactNode } from 'react';
// By its own path: the package's index brings every schema (TypeBox) into the browser.
import { loadOnce } from '@gangazo/contracts/loadOnce';

export type OnDemand<P extends object> = ComponentType<P> & { preload: () => Promise<void> };

/**
 * A component whose code is a chunk of its own, fetched the first time it is shown: dialogs and
 * the editor are in no page's first view, and the design system is shared whole (a shared module
 * cannot be tree-shaken), so they were part of every first visit's JavaScript. `shown` says when
 * props mean nothing is drawn (a closed dialog), so nothing is fetched then; `fallback` holds the
 * place while the chunk arrives. `preload` fetches it ahead (the shell does once the page is idle).
 * `boundary: false` leaves the waiting to the Suspense boundary around it: a remote's page, under
 * the shell's route boundary (its spinner), whose chunk the shell fetches before hydrating a page
 * the server drew (platform's preloadRoute). Once the chunk is in, the part is drawn without
 * suspending, so it hydrates with the rest of the page instead of after it: a tap replayed when
 * the page reports itself interactive lands on a live button.
 */
export function onDemand<P extends object>(
  load: () => Promise<ComponentType<P>>,
  options: { shown?: (props: P) => boolean; fallback?: (props: P) => ReactNode; boundary?: boolean } = {},
): OnDemand<P> {
  // Once the code is here it is drawn directly: a dialog preloaded while the page was idle opens in
  // the same frame as the tap, without a suspended render first.
  let Loaded: ComponentType<P> | null = null;
  const start = loadOnce(() =>
    load().then((Component) => {
      Loaded = Component;
      return { default: Component };
    }),
  );
  const Lazy = lazy(start) as unknown as ComponentType<P>;
  function OnDemandComponent(props: P) {
    // Chosen once per instance, when it is first shown (a dialog mounted closed and preloaded since
    // opens without suspending): switching from the lazy wrapper to the component when the code
    // arrives would remount it, its state and focus lost. Either adds no markup, so server HTML made
    // before the code was in hydrates against a browser that already has it.
    const chosen = useRef<ComponentType<P> | null>(null);
    if (options.shown && !options.shown(props)) return null;
    chosen.current ??= Loaded ?? Lazy;
    const Part = chosen.current;
    const part = <Part {...props} />;
    if (options.boundary === false) return part;
    return <Suspense fallback={options.fallback?.(props) ?? null}>{part}</Suspense>;
  }
  return Object.assign(OnDemandComponent, { preload: () => start().then(() => undefined) });
}
