import { isValidElement } from 'react';
import type { RouteObject } from 'react-router';

function preloadOf(candidate: unknown): (() => Promise<void>) | null {
  if ((typeof candidate !== 'object' && typeof candidate !== 'function') || candidate === null) return null;
  const preload = (candidate as { preload?: unknown }).preload;
  return typeof preload === 'function' ? (preload as () => Promise<void>) : null;
}

/**
 * Fetches the code of a route's page when it is loaded on demand (anything with a `preload`, such
 * as @gangazo/ui's `onDemand`; given as `element` or as `Component`); other routes are ready.
 */
export function preloadRoute(route: Pick<RouteObject, 'element' | 'Component'>): Promise<void> {
  const preload = preloadOf(route.Component) ?? (isValidElement(route.element) ? preloadOf(route.element.type) : null);
  return preload ? preload() : Promise.resolve();
}
