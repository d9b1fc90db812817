// Client route patterns as the remotes declare them in remote.json (React Router syntax: static
// segments, `:param` segments, a final `*`), matched against a request path the way the browser's
// router will match it, so the server and the client agree on which page a path is.

export type RouteParams = Record<string, string>;

export interface RouteMatch {
  /** The pattern as declared, e.g. `/perfil/:id/medallas`. */
  route: string;
  /** Decoded values of the `:param` segments (and `*` for the rest of a splat route). */
  params: RouteParams;
}

function segmentsOf(path: string): string[] {
  // React Router ignores trailing slashes: `/forum/` is `/forum`.
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? [] : trimmed.split('/');
}

/** React Router decodes params; a malformed escape (`%E0%A4%A`) stays as typed, like in the browser. */
function decodeSegment(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The params of `path` under `pattern`, or null when the path is not that route. */
export function matchRoute(pattern: string, path: string): RouteParams | null {
  const want = segmentsOf(pattern);
  const have = segmentsOf(path);
  const params: RouteParams = {};
  for (const [index, part] of want.entries()) {
    if (part === '*' && index === want.length - 1) {
      params['*'] = have.slice(index).map(decodeSegment).join('/');
      return params;
    }
    const value = have[index];
    if (value === undefined || value === '') return null;
    if (part.startsWith(':')) params[part.slice(1)] = decodeSegment(value);
    // Routes are not case-sensitive in React Router (its default): `/Perfil/…` is the profile too.
    else if (part.toLowerCase() !== decodeSegment(value).toLowerCase()) return null;
  }
  return have.length === want.length ? params : null;
}

/**
 * React Router's ranking (computeScore): more segments first, a static segment (10) beats a param
 * (3), a splat costs 2. So `/forum/new` wins over `/forum/:id` whatever the declaration order.
 */
export function routeScore(pattern: string): number {
  const segments = pattern.split('/');
  const splat = segments.includes('*');
  return segments
    .filter((segment) => segment !== '*')
    .reduce((score, segment) => score + (segment.startsWith(':') ? 3 : segment === '' ? 1 : 10), segments.length + (splat ? -2 : 0));
}

/** The route the browser would render for `path` among `patterns` (the first one on a tie), or null. */
export function bestRoute(patterns: readonly string[], path: string): RouteMatch | null {
  let best: (RouteMatch & { score: number }) | null = null;
  for (const route of patterns) {
    const params = matchRoute(route, path);
    if (!params) continue;
    const score = routeScore(route);
    if (!best || score > best.score) best = { route, params, score };
  }
  return best && { route: best.route, params: best.params };
}
