import { isValidElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteObject } from 'react-router';

/** A page component whose code is its own chunk, with a way to fetch that chunk before it renders. */
export type LazyPage<P extends object = object> = LazyExoticComponent<ComponentType<P>> & { preload: () => Promise<void> };

/**
 * A route's page loaded on demand, so a remote's module (which every page of it loads) does not
 * carry the code of its other pages: the home page no longer downloads the offer, shop and
 * category pages before it answers a tap. The shell calls `preload` for the page being
 * hydrated, so its code is there before React needs it; the server waits for it like for data.
 */
export function lazyPage<P extends object = object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () => {
    // A failed chunk request may be made again (the route's «Reintentar»), not remembered forever.
    loading ??= load().then(
      (Component) => ({ default: Component }),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  return Object.assign(lazy(start), { preload: () => start().then(() => undefined) });
}

function preloadOf(candidate: unknown): (() => Promise<void>) | null {
  if ((typeof candidate !== 'object' && typeof candidate !== 'function') || candidate === null) return null;
  const preload = (candidate as { preload?: unknown }).preload;
  return typeof preload === 'function' ? (preload as () => Promise<void>) : null;
}

/** Fetches the code of a route's page when it is a `lazyPage` (given as `element` or as `Component`); other routes are ready. */
export function preloadRoute(route: Pick<RouteObject, 'element' | 'Component'>): Promise<void> {
  const preload = preloadOf(route.Component) ?? (isValidElement(route.element) ? preloadOf(route.element.type) : null);
  return preload ? preload() : Promise.resolve();
}
