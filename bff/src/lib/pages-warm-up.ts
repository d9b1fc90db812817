// The renders a BFF makes once at start, before any visitor asks: the home page into the page
// cache, then one page of every route, which loads each remote's server code and each page's lazy
// chunk and warms the JIT. Without it the first visitors of each kind of page got a render past
// the time budget (code loading from disk, cold functions): a page left half to the browser.
// Each route is warmed with a real page when one is linked from a page already rendered (a shop
// from the home, a topic from the forum): a "not found" view runs little of the page's code, and
// the first real shop page after such a warm-up still took 430 ms.
import type { ShellBootstrap } from '@gangazo/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { bestRoute } from './route-match';

/** Stands for every parameter of a route: no record has it, so the page shows its "not found" view. */
export const WARM_UP_PARAM = 'precalentar';

/**
 * `off`: no server rendering; `cold`: the warm-up has not started (the start-up tasks run first);
 * `warming`: under way, the first visitors of a kind of page may get it left to the browser;
 * `ready`: done.
 */
export type PagesWarmUpState = 'off' | 'cold' | 'warming' | 'ready';

/** How long a warm-up render may take: nobody waits for it, and a cold machine is slow. */
export const WARM_UP_BUDGET_MS = 10_000;

/** An address for a route pattern (`/ofertas/:slug` → `/ofertas/precalentar`, `/admin/*` → `/admin/`). */
export function warmUpUrl(route: string): string {
  return route.replace(/:[A-Za-z0-9_]+\??/g, WARM_UP_PARAM).replace(/\*$/, '');
}

/** The site's own paths a page links to, in the order they appear (no query, no fragment). */
export function linkedPaths(html: string): string[] {
  const paths = [...html.matchAll(/href="(\/[^"?#]*)/g)].map((match) => match[1] ?? '');
  return [...new Set(paths.filter((link) => !link.startsWith('//')))];
}

/** The route a path belongs to, as the browser's router would choose it (lib/route-match.ts). */
export function routeOfPath(path: string, routes: readonly string[]): string | undefined {
  return bestRoute(routes, path)?.route;
}

/** A real page for a route among the paths already seen, or the "not found" address of the pattern. */
export function warmUpPath(route: string, seen: readonly string[], routes: readonly string[]): string {
  if (!route.includes(':')) return warmUpUrl(route);
  return seen.find((link) => routeOfPath(link, routes) === route) ?? warmUpUrl(route);
}

export interface WarmUpOptions {
  bootstrap: () => Promise<ShellBootstrap>;
  /** Renders `/` into the guest page cache; its HTML. */
  renderHome: (bootstrap: ShellBootstrap) => Promise<string>;
  /** Renders a page and throws it away but for its HTML, whose links name the next pages to warm. */
  renderPage: (url: string, bootstrap: ShellBootstrap) => Promise<string>;
  log: FastifyBaseLogger;
  /** True once the server is closing: the warm-up stops there, quietly (the renderer is going away). */
  stopped?: () => boolean;
  now?: () => number;
}

/** One render at a time, so visitors arriving meanwhile still get the machine's other core. Never throws. */
export async function warmUpPages(options: WarmUpOptions): Promise<string[]> {
  const now = options.now ?? (() => performance.now());
  const started = now();
  const warmed: string[] = [];
  try {
    const bootstrap = await options.bootstrap();
    const seen = linkedPaths(await options.renderHome(bootstrap));
    warmed.push('/');
    const routes = [...new Set(bootstrap.remotes.flatMap((remote) => remote.routes))];
    const pending = routes.filter((route) => route !== '/');
    while (pending.length > 0) {
      if (options.stopped?.()) break;
      // Next, a page without parameters (the forum, the blog: they link to the pages with) or one
      // a rendered page links to; the routes nothing links to last, with their "not found" view.
      const next = pending.findIndex((route) => warmUpPath(route, seen, routes) !== warmUpUrl(route) || !route.includes(':'));
      const [route] = pending.splice(Math.max(next, 0), 1);
      if (route === undefined) break;
      const url = warmUpPath(route, seen, routes);
      if (warmed.includes(url)) continue;
      try {
        const html = await options.renderPage(url, bootstrap);
        warmed.push(url);
        for (const link of linkedPaths(html)) if (!seen.includes(link)) seen.push(link);
      } catch (error) {
        if (!options.stopped?.()) options.log.warn({ err: error, url }, 'páginas: no se pudo precalentar una página');
      }
    }
  } catch (error) {
    if (!options.stopped?.()) options.log.warn({ err: error }, 'páginas: no se pudo precalentar el render');
  }
  if (options.stopped?.()) return warmed;
  options.log.info({ pages: warmed.length, ms: Math.round(now() - started) }, 'páginas: render precalentado');
  return warmed;
}
