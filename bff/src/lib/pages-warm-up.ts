// The renders a BFF makes once at start, before any visitor asks: the home page into the page
// cache, then one page of every route, which loads each remote's server code and each page's lazy
// chunk and warms the JIT. Without it the first visitors of each kind of page got a render past
// the time budget (code loading from disk, cold functions): a page left half to the browser.
import type { ShellBootstrap } from '@gangazo/contracts';
import type { FastifyBaseLogger } from 'fastify';

/** Stands for every parameter of a route: no record has it, so the page shows its "not found" view. */
export const WARM_UP_PARAM = 'precalentar';

/** How long a warm-up render may take: nobody waits for it, and a cold machine is slow. */
export const WARM_UP_BUDGET_MS = 10_000;

/** An address for a route pattern (`/ofertas/:slug` → `/ofertas/precalentar`, `/admin/*` → `/admin/`). */
export function warmUpUrl(route: string): string {
  return route.replace(/:[A-Za-z0-9_]+\??/g, WARM_UP_PARAM).replace(/\*$/, '');
}

export interface WarmUpOptions {
  bootstrap: () => Promise<ShellBootstrap>;
  /** Renders `/` into the guest page cache. */
  renderHome: (bootstrap: ShellBootstrap) => Promise<void>;
  /** Renders a page and throws the result away. */
  renderPage: (url: string, bootstrap: ShellBootstrap) => Promise<void>;
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
    await options.renderHome(bootstrap);
    warmed.push('/');
    const urls = [...new Set(bootstrap.remotes.flatMap((remote) => remote.routes).map(warmUpUrl))].filter((url) => url !== '/');
    for (const url of urls) {
      if (options.stopped?.()) break;
      try {
        await options.renderPage(url, bootstrap);
        warmed.push(url);
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
