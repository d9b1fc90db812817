// Rendered pages, kept for a few seconds by address. Every visitor gets the same HTML for a page
// (the server renders as a guest; a session only changes the page after hydration), so a crowd
// arriving from one shared link costs one render. Any write the API accepts empties the cache at
// once, so what a visitor just did shows on the next page load; the time limit only bounds how long
// another instance's writes take to show. Past that limit a page is still served while one new
// render runs in the background (stale-while-revalidate), so a crowd never waits on a render.
// A visitor's render that comes back partial (out of time on a busy machine) is not kept, and is
// done again in the background with the time nobody waits for, so the visitors after get it whole.
export interface CachedPage {
  status: number;
  body: string;
  /** False for a page rendered only in part (a remote failed or ran out of time): the next visitor gets a new try. */
  cacheable?: boolean;
  /** The body compressed, by encoding, made on first need and kept with the page. */
  encoded?: Map<string, Buffer>;
}

export interface GuestPageCacheOptions {
  ttlMs: number;
  /** How long past `ttlMs` a page may still be served while it is rendered again. */
  staleMs?: number;
  maxEntries: number;
  now?: () => number;
}

export class GuestPageCache {
  private readonly pages = new Map<string, { at: number; page: CachedPage }>();
  private readonly pending = new Map<string, Promise<CachedPage>>();
  /** Background renders of pages a visitor got partial; visitors do not wait on them. */
  private readonly completing = new Set<string>();
  /** Bumped by `clear`: a render that started before a write must not be stored after it. */
  private generation = 0;
  private readonly now: () => number;

  constructor(private readonly options: GuestPageCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  /**
   * The page for `key`, rendered by `render` when it is not cached; concurrent misses share one
   * render. `render` is told whether a visitor waits for it (a miss) or nobody does (a stale page's
   * refresh in the background).
   */
  async get(key: string, render: (waiting: boolean) => Promise<CachedPage>): Promise<CachedPage> {
    const hit = this.pages.get(key);
    const age = hit ? this.now() - hit.at : Infinity;
    if (hit && age < this.options.ttlMs + (this.options.staleMs ?? 0)) {
      // Most recently used last, so the oldest entry is the first to go when full.
      this.pages.delete(key);
      this.pages.set(key, hit);
      if (age >= this.options.ttlMs && !this.pending.has(key)) this.refresh(key, () => render(false)).catch(() => undefined);
      return hit.page;
    }
    const waited = this.pending.get(key) ?? this.refresh(key, () => render(true));
    return waited.then((page) => {
      if (page.cacheable === false) this.complete(key, render);
      return page;
    });
  }

  /** One background render of a page that came back partial, kept if it comes back whole. */
  private complete(key: string, render: (waiting: boolean) => Promise<CachedPage>): void {
    if (this.completing.has(key) || this.pages.has(key)) return;
    this.completing.add(key);
    const generation = this.generation;
    render(false)
      .then((page) => this.keepIfWhole(key, page, generation))
      .catch(() => undefined)
      .finally(() => this.completing.delete(key));
  }

  /** One render for `key` at a time; kept when it is whole and no write came in meanwhile. */
  private refresh(key: string, render: () => Promise<CachedPage>): Promise<CachedPage> {
    const generation = this.generation;
    const rendering = render()
      .then((page) => {
        this.keepIfWhole(key, page, generation);
        return page;
      })
      .finally(() => {
        if (this.pending.get(key) === rendering) this.pending.delete(key);
      });
    this.pending.set(key, rendering);
    return rendering;
  }

  /** Stores a render that is whole, not an error, and started after the last write. */
  private keepIfWhole(key: string, page: CachedPage, generation: number): void {
    if (generation === this.generation && page.status < 500 && page.cacheable !== false) this.store(key, page);
  }

  clear(): void {
    this.generation += 1;
    this.pages.clear();
    this.pending.clear();
  }

  get size(): number {
    return this.pages.size;
  }

  private store(key: string, page: CachedPage): void {
    this.pages.delete(key);
    this.pages.set(key, { at: this.now(), page });
    while (this.pages.size > this.options.maxEntries) {
      const oldest = this.pages.keys().next().value;
      if (oldest === undefined) break;
      this.pages.delete(oldest);
    }
  }
}
