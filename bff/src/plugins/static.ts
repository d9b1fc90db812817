import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { ShellBootstrap } from '@gangazo/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ICON_SIZES, faviconSvg, iconPath, iconPng, openGraphPng, webManifest } from '../lib/brand';
import { ANY_WRITE_TAG, invalidations } from '../lib/cache/invalidations';
import { GuestPageCache, type CachedPage } from '../lib/guest-page-cache';
import { type PagesWarmUpState, WARM_UP_BUDGET_MS, warmUpPages } from '../lib/pages-warm-up';
import { RenderThread } from '../lib/render-thread';
import { loadPageRenderer, inProcessFetch, serverCodeLoader, type PageRenderer } from '../lib/server-render';
import { classesInMarkup } from '../lib/critical-css';
import { criticalText, pageStylesheets } from '../lib/page-styles';
import { escapeHtml, remotesForPath, renderShellHtml, routeMatches, scriptSafeJson } from '../lib/shell-html';
import { resolvePage, type PageResolution } from '../modules/pages/pages';
import { pageHead, type PageHead } from '../modules/seo/head';
import { readRemoteEntryFile, type LocalRemote } from '../modules/remotes/service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Serves the shell's HTML for a client route (also used by the 404 handler), 404 when that page does not exist. */
    sendShell: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;
    /** Renders the home into the page cache and one page of every route (lib/pages-warm-up.ts); the addresses warmed. */
    warmUpPages: () => Promise<string[]>;
    /** Where the server rendering stands (`/api/health`'s `pages`): a balancer sends a crowd once it is `ready` or `off`. */
    pagesWarmUpState: () => PagesWarmUpState;
    /**
     * For data written behind the API (the demo data): as a write through it, the guest pages here
     * and on every instance, and the answers kept until the next write, are built again.
     */
    clearGuestPages: () => void;
  }
}

// Source maps stay on the server (for the error tracker), never public: they would publish the source.
const HASHED = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|jpe?g|webp|svg|gif)$/;

/** How often the built index.html is looked at for a rebuild. */
const TEMPLATE_CHECK_MS = 1_000;

/** The last segment of a path that can name a built file: it has an extension. */
const FILE_NAME = /\.[A-Za-z0-9]+$/;

// With preCompressed, @fastify/static reports the sibling it actually sends (`x.js.br`, `x.json.gz`).
const PRECOMPRESSED = /\.(br|gz)$/;

/** What making a page needs of the request it is for: the warm-up at start makes pages for nobody. */
type PageRequest = Pick<FastifyRequest, 'url' | 'method' | 'log'>;

/** Hashed assets never change: cache forever. Anything naming them (HTML, manifests) is revalidated. */
function cacheHeaders(res: { setHeader(name: string, value: string): void }, filePath: string, cors: boolean) {
  const name = path.basename(filePath).replace(PRECOMPRESSED, '');
  // Every file may be answered compressed or not depending on the request, so shared caches must key on it.
  res.setHeader('vary', 'Accept-Encoding');
  if (HASHED.test(name)) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
  else if (/\.(html|json)$/.test(name)) res.setHeader('cache-control', 'no-cache');
  else res.setHeader('cache-control', 'public, max-age=3600');
  // Remotes may be loaded from another origin when a team hosts them elsewhere.
  if (cors) res.setHeader('access-control-allow-origin', '*');
}

/** Brotli when the browser takes it (every current one does), else gzip; small pages go as they are. */
function preferredEncoding(header: string | undefined): 'br' | 'gzip' | null {
  const accepted = (header ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

/** CSS text safe inside `<style>`: it cannot close the element. */
function escapeStyle(css: string): string {
  return css.replace(/<\/style/gi, '<\\/style');
}

/** A page is compressed once and kept compressed with it; quality 5 takes a few ms for 100 KB. */
function compressHtml(body: string, encoding: 'br' | 'gzip'): Buffer {
  return encoding === 'br'
    ? zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT } })
    : zlib.gzipSync(body, { level: 6 });
}

/** How long a rendered page is reused while nothing is written (writes through this instance clear it at once). */
const PAGE_CACHE_TTL_MS = 5_000;
/** How long fetching a remote's server code from an allowed origin may take. */
const SERVER_CODE_TIMEOUT_MS = 2_000;
/** Past that, the page is still served (while one new render runs) for this long: a crowd never waits on a render. */
const PAGE_CACHE_STALE_MS = 60_000;
/** The render budget of a stale page's refresh, which nobody waits for. */
const BACKGROUND_RENDER_BUDGET_MS = 2_000;
const PAGE_CACHE_ENTRIES = 2_000;

export interface StaticPluginOptions {
  staticRoot: string;
  localRemotes: LocalRemote[];
}

export default fp<StaticPluginOptions>(
  async (app, options) => {
    const shellDist = path.join(options.staticRoot, 'shell', 'dist');
    const indexFile = path.join(shellDist, 'index.html');
    // Re-read when a remote is rebuilt while the BFF runs, so preloads never name a stale file.
    const manifestCache = new Map<string, { mtimeMs: number; file: string | undefined }>();
    function remoteEntryFiles(): Map<string, string> {
      const files = new Map<string, string>();
      for (const remote of options.localRemotes) {
        const manifest = path.join(remote.distDir, 'mf-manifest.json');
        const mtimeMs = fs.existsSync(manifest) ? fs.statSync(manifest).mtimeMs : 0;
        let cached = manifestCache.get(remote.descriptor.name);
        if (!cached || cached.mtimeMs !== mtimeMs) {
          cached = { mtimeMs, file: readRemoteEntryFile(remote.distDir) };
          manifestCache.set(remote.descriptor.name, cached);
        }
        if (cached.file) files.set(remote.descriptor.name, cached.file);
      }
      return files;
    }

    // A hashed file is never asked for again while cached (immutable, a year): its validators
    // (ETag, Last-Modified) and Accept-Ranges would only add bytes to every first visit's fifteen
    // scripts and stylesheets.
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (reply.statusCode === 200 && String(reply.getHeader('cache-control') ?? '').includes('immutable')) {
        reply.removeHeader('etag');
        reply.removeHeader('last-modified');
        reply.removeHeader('accept-ranges');
      }
      done(null, payload);
    });

    for (const remote of options.localRemotes) {
      await app.register(fastifyStatic, {
        root: remote.distDir,
        prefix: `/mf/${remote.descriptor.name}/`,
        decorateReply: false,
        cacheControl: false,
        preCompressed: true,
        index: false,
        // Server containers are the BFF's to run, not the browser's to download; dot files (the
        // build ledger, .gangazo-builds.json) are the build's own bookkeeping.
        allowedPath: (pathName) => !pathName.endsWith('.map') && !pathName.startsWith('/server/') && !pathName.includes('/.'),
        setHeaders: (res, filePath) => cacheHeaders(res, filePath, true),
      });
    }

    if (fs.existsSync(shellDist)) {
      await app.register(fastifyStatic, {
        root: shellDist,
        prefix: '/',
        decorateReply: false,
        cacheControl: false,
        preCompressed: true,
        index: false,
        // index.html is only ever served rendered, through sendShell. A page's address (no
        // extension: /ofertas/…, /cupones/…) is never a file: it goes straight to the shell instead of
        // costing a look on disk for it and its .br and .gz first.
        // (Any spelling of it: `//index.html` and `/./index.html` reach the same file.)
        allowedPath: (pathName) => !/(^|\/)index\.html$/.test(pathName) && !pathName.endsWith('.map') && !pathName.includes('/.') && FILE_NAME.test(pathName),
        setHeaders: (res, filePath) => cacheHeaders(res, filePath, false),
      });
    }

    let template: { mtimeMs: number; html: string; checkedAt: number } | undefined;
    /**
     * index.html as built, read again after a rebuild (`npm run dev`). Looked at on disk at most once
     * a second: two synchronous file-system calls on every page were a tenth of a busy BFF's time.
     */
    function readTemplate(): string | undefined {
      const now = Date.now();
      if (template && now - template.checkedAt < TEMPLATE_CHECK_MS) return template.html;
      if (!fs.existsSync(indexFile)) return (template = undefined);
      const { mtimeMs } = fs.statSync(indexFile);
      if (!template || template.mtimeMs !== mtimeMs) template = { mtimeMs, html: fs.readFileSync(indexFile, 'utf8'), checkedAt: now };
      template.checkedAt = now;
      return template.html;
    }

    /**
     * The same shell for every page, with the status of what the browser will show there: 404 for
     * a path no route renders or a thing that is not there (modules/pages), so it is not indexed.
     */
    /** The page's status and its own head (title, cards, structured data). */
    async function pageStatus(request: PageRequest, path: string, routes: string[]): Promise<{ status: number; head: PageHead | null }> {
      let resolution: PageResolution;
      try {
        resolution = await resolvePage(path, routes);
      } catch (error) {
        // The page still loads and asks the API itself; a crawler is told to come back later
        // instead of indexing whatever the page shows while the database is away.
        request.log.error({ err: error }, 'no se pudo comprobar si la página existe');
        return { status: 503, head: null };
      }
      if (!resolution.exists) return { status: 404, head: null };
      const query = new URLSearchParams(request.url.split('?')[1] ?? '');
      const head = await pageHead(resolution, {
        siteUrl: app.config.siteUrl,
        siteName: app.config.siteName,
        path,
        query,
        hasSearchPage: routes.some((route) => route === '/buscar'),
      }).catch((error: unknown) => {
        request.log.warn({ err: error }, 'no se pudo armar el encabezado de la página; queda el genérico');
        return null;
      });
      return { status: 200, head };
    }

    const ssr = app.config.ssr;
    const renderer: PageRenderer | null = ssr.enabled ? await startRenderer() : null;
    if (ssr.enabled && !renderer) app.log.info('páginas: sin build de servidor del shell; se dibujan en el navegador');
    // The first render loads every remote's server code and warms the JIT (a second or so), and
    // each page's first render loads its lazy chunk: done once at start, after the start-up tasks
    // (the demo data first), in the background (src/startup.ts), so no visitor pays for it with a
    // page left half to the browser (lib/pages-warm-up.ts).
    // A server closed before the warm-up ends (a test, a benchmark's part, a quick restart) stops
    // it before its renderer goes away, instead of logging every page it had left, and waits for
    // the page it is rendering: that page's API calls, already running, would otherwise fail on a
    // closed database and each log a «la base de datos no respondió».
    let closing = false;
    let warming: Promise<unknown> = Promise.resolve();
    app.addHook('preClose', async () => {
      closing = true;
      await warming;
    });
    let warmUpState: PagesWarmUpState = renderer ? 'cold' : 'off';
    app.decorate('pagesWarmUpState', () => warmUpState);
    app.decorate('warmUpPages', async () => {
      if (!renderer) return [];
      warmUpState = 'warming';
      const run = warmUpPages({
        stopped: () => closing,
        bootstrap: shellBootstrap,
        // Through the page cache: a visitor arriving meanwhile shares the render, and the next get it stored.
        renderHome: async (bootstrap) => {
          const template = readTemplate();
          if (!template) return '';
          const home = await pages.get('/', () => buildPage({ url: '/', method: 'GET', log: app.log }, template, bootstrap, WARM_UP_BUDGET_MS));
          return home.body;
        },
        renderPage: (url, bootstrap) => renderer.render({ url, bootstrap, budgetMs: WARM_UP_BUDGET_MS }).then((page) => page.html),
        log: app.log,
      });
      warming = run.catch(() => undefined);
      const warmed = await run;
      warmUpState = 'ready';
      return warmed;
    });

    /**
     * The shell's renderer in a thread of its own (lib/render-thread.ts) when the BFF runs compiled;
     * in this thread when it runs from its sources (tests), or if the thread cannot start.
     */
    async function startRenderer(): Promise<PageRenderer | null> {
      const file = path.join(shellDist, 'server', 'render.js');
      const code = { localRemotes: options.localRemotes, allowedOrigins: ssr.allowedOrigins, codeTimeoutMs: SERVER_CODE_TIMEOUT_MS };
      const thread = await RenderThread.start({ file, ...code, fetch: inProcessFetch(app), log: app.log });
      if (thread) {
        app.addHook('onClose', () => thread.close());
        return thread;
      }
      return loadPageRenderer(file, {
        fetch: inProcessFetch(app),
        loadCode: serverCodeLoader({ localRemotes: code.localRemotes, allowedOrigins: code.allowedOrigins, timeoutMs: code.codeTimeoutMs }),
      });
    }

    /** What the shell needs to start (inlined in every page): the site and where each remote lives. */
    async function shellBootstrap(): Promise<ShellBootstrap> {
      return {
        siteName: app.config.siteName,
        siteUrl: app.config.siteUrl,
        apiBase: '/api',
        remotes: await app.remotes.list(),
        ...(app.config.googleClientId ? { googleClientId: app.config.googleClientId } : {}),
        ...(app.config.adminHost ? { adminUrl: app.config.adminHost } : {}),
      };
    }

    /** The page's markup and data, rendered by the shell's server build; null leaves it all to the browser. */
    async function renderPage(request: PageRequest, bootstrap: ShellBootstrap, budgetMs: number): Promise<{ html: string; state: unknown; complete: boolean } | null> {
      if (!renderer || request.method !== 'GET') return null;
      const started = performance.now();
      // The remote whose route the page is, for the per-remote render time (`shell` for its own pages).
      const pathname = request.url.split('?')[0] ?? '/';
      const owner = bootstrap.remotes.find((remote) => remote.routes.some((route) => routeMatches(route, pathname)))?.name ?? 'shell';
      try {
        const page = await renderer.render({ url: request.url, bootstrap, budgetMs });
        const complete = !page.timedOut && page.failures.length === 0;
        app.metrics.countServerRender(complete ? 'complete' : 'partial', (performance.now() - started) / 1000, page.failures.map((f) => f.remote), owner);
        for (const failure of page.failures) request.log.warn({ remote: failure.remote, err: failure.message }, 'render en el servidor: una parte queda para el navegador');
        if (page.timedOut) request.log.warn({ url: request.url, budgetMs }, 'render en el servidor: se acabó el tiempo');
        return { html: page.html, state: page.state, complete };
      } catch (error) {
        // Closing, the renderer's thread goes away under a render: not a failure to count.
        if (closing) return null;
        app.metrics.countServerRender('failed', (performance.now() - started) / 1000, ['shell'], owner);
        request.log.error({ err: error }, 'render en el servidor falló; la página se dibuja en el navegador');
        return null;
      }
    }

    const pages = new GuestPageCache({ ttlMs: PAGE_CACHE_TTL_MS, staleMs: PAGE_CACHE_STALE_MS, maxEntries: PAGE_CACHE_ENTRIES });
    // Any write the API accepts that may change what a guest is shown (plugins/http-cache.ts),
    // here or, with REDIS_URL, on another instance, empties the cache at once.
    const stopClearing = invalidations.onChange((tags) => {
      if (tags.includes(ANY_WRITE_TAG)) pages.clear();
    });
    app.addHook('onClose', async () => stopClearing());
    // Data written behind the API (the demo data): the same as a write through it, on every instance.
    app.decorate('clearGuestPages', () => invalidations.bump([ANY_WRITE_TAG]));

    app.decorate('sendShell', async (request: FastifyRequest, reply: FastifyReply) => {
      const html = readTemplate();
      if (!html) {
        return reply
          .status(503)
          .type('text/html; charset=utf-8')
          .send('<!doctype html><html lang="es"><meta charset="utf-8"><title>Gangazo</title><p>El sitio aún no está compilado. Ejecuta <code>npm start</code>.</p></html>');
      }
      const bootstrap = await shellBootstrap();
      const page = await pages.get(request.url, (waiting) =>
        // A visitor waits for a miss: the budget holds. A stale page's refresh has nobody waiting,
        // so a busy machine gets the time to finish it (thrown away, it would be tried again and
        // again, and the page would finally expire into a partial one).
        buildPage(request, html, bootstrap, waiting ? ssr.budgetMs : Math.max(ssr.budgetMs, BACKGROUND_RENDER_BUDGET_MS)),
      );
      reply.status(page.status).header('cache-control', 'no-cache').header('vary', 'Accept-Encoding').type('text/html; charset=utf-8');
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      if (!encoding) return reply.send(page.body);
      page.encoded ??= new Map();
      let compressed = page.encoded.get(encoding);
      if (!compressed) {
        compressed = compressHtml(page.body, encoding);
        page.encoded.set(encoding, compressed);
      }
      return reply.header('content-encoding', encoding).send(compressed);
    });

    /** A page as the cache keeps it: its status, and its HTML with the head and the server's markup. */
    async function buildPage(request: PageRequest, template: string, bootstrap: ShellBootstrap, budgetMs: number): Promise<CachedPage> {
      const path = request.url.split('?')[0] ?? '/';
      const { status, head } = await pageStatus(request, path, bootstrap.remotes.flatMap((remote) => remote.routes));
      return { status, ...(await pageHtml(request, template, path, bootstrap, status, head, budgetMs)) };
    }

    /** The shell's HTML for a page: head, stylesheets, and the server-rendered markup and data when there are. */
    async function pageHtml(
      request: PageRequest,
      template: string,
      path: string,
      bootstrap: ShellBootstrap,
      status: number,
      head: PageHead | null,
      budgetMs: number,
    ): Promise<{ body: string; cacheable: boolean }> {
      const remotes = bootstrap.remotes;
      const page = status === 503 ? null : await renderPage(request, bootstrap, budgetMs);
      let body = renderShellHtml({ template, path, bootstrap, remoteEntryFiles: remoteEntryFiles(), preloadRemotes: page === null, scriptsAfterPaint: page !== null, head });
      // A server-rendered page inlines only the rules its markup uses, naming the whole file in
      // `data-full`: the shell adds each file right after its part before hydrating (shell
      // config/fullStylesheets.ts), so the cascade is the same as with the whole files inlined. The
      // chunk loaders find every file named by `data-href` and do not fetch it again. A remote's lazy
      // part (a page loaded on demand) has its rules inlined only where the server drew it.
      const usedClasses = page ? classesInMarkup(page.html) : null;
      const stylesheets = pageStylesheets({ shellDist, remotes: remotesForPath(remotes, path), localRemotes: options.localRemotes })
        .map((sheet) => {
          const names = `data-href="${escapeHtml(sheet.chunkName)}"`;
          if (sheet.inline === undefined) return `<link rel="stylesheet" href="${escapeHtml(sheet.href)}" ${names}>`;
          if (!usedClasses) return sheet.lazy ? '' : `<style ${names}>${escapeStyle(sheet.inline)}</style>`;
          const critical = criticalText({ ...sheet, inline: sheet.inline }, usedClasses);
          // A file the page does not use yet (a lazy part's, a slot's whose markup has none of its
          // classes) is left to its chunk loader, which fetches it with the code that needs it.
          if (!critical) return '';
          return `<style ${names} data-full="${escapeHtml(sheet.href)}">${escapeStyle(critical)}</style>`;
        })
        .join('');
      body = body.replace('</head>', `${stylesheets}</head>`);
      if (page) {
        body = body.replace(
          '<div id="root"></div>',
          `<div id="root" data-rendered="server">${page.html}</div><script id="gangazo-state" type="application/json">${scriptSafeJson(page.state)}</script>`,
        );
      }
      return { body, cacheable: !renderer || page?.complete === true };
    }

    app.get('/', { schema: { hide: true } }, (request, reply) => app.sendShell(request, reply));

    // No page links the SVG any more (see iconPng); it stays for pages and bookmarks that still name it.
    const favicon = faviconSvg();
    app.get('/favicon.svg', { schema: { hide: true } }, (_request, reply) =>
      reply.header('cache-control', 'public, max-age=86400').type('image/svg+xml').send(favicon),
    );
    for (const size of ICON_SIZES) {
      let png: Promise<Buffer> | undefined;
      app.get(iconPath(size), { schema: { hide: true } }, async (_request, reply) => {
        png ??= iconPng(size);
        return reply.header('cache-control', 'public, max-age=86400').type('image/png').send(await png);
      });
    }
    app.get('/manifest.webmanifest', { schema: { hide: true } }, (_request, reply) =>
      reply.header('cache-control', 'public, max-age=3600').type('application/manifest+json').send(webManifest(app.config.siteName)),
    );
    let ogImage: Promise<Buffer> | undefined;
    app.get('/og-image.png', { schema: { hide: true } }, async (_request, reply) => {
      ogImage ??= openGraphPng(app.config.siteName);
      return reply.header('cache-control', 'public, max-age=86400').type('image/png').send(await ogImage);
    });
  },
  { name: 'static', dependencies: ['remotes'] },
);
