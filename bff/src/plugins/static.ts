import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { ShellBootstrap } from '@gangazo/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { faviconSvg, openGraphPng, webManifest } from '../lib/brand';
import { renderShellHtml } from '../lib/shell-html';
import { readRemoteEntryFile, type LocalRemote } from '../modules/remotes/service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Serves the shell's HTML for a client route (also used by the 404 handler). */
    sendShell: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;
  }
}

// Source maps stay on the server (for the error tracker), never public: they would publish the source.
const HASHED = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|jpe?g|webp|svg|gif)$/;

// With preCompressed, @fastify/static reports the sibling it actually sends (`x.js.br`, `x.json.gz`).
const PRECOMPRESSED = /\.(br|gz)$/;

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

    for (const remote of options.localRemotes) {
      await app.register(fastifyStatic, {
        root: remote.distDir,
        prefix: `/mf/${remote.descriptor.name}/`,
        decorateReply: false,
        cacheControl: false,
        preCompressed: true,
        index: false,
        allowedPath: (pathName) => !pathName.endsWith('.map'),
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
        // index.html is only ever served rendered, through sendShell.
        allowedPath: (pathName) => pathName !== '/index.html' && !pathName.endsWith('.map'),
        setHeaders: (res, filePath) => cacheHeaders(res, filePath, false),
      });
    }

    let template: { mtimeMs: number; html: string } | undefined;
    function readTemplate(): string | undefined {
      if (!fs.existsSync(indexFile)) return undefined;
      const { mtimeMs } = fs.statSync(indexFile);
      if (!template || template.mtimeMs !== mtimeMs) template = { mtimeMs, html: fs.readFileSync(indexFile, 'utf8') };
      return template.html;
    }

    app.decorate('sendShell', async (request: FastifyRequest, reply: FastifyReply) => {
      const html = readTemplate();
      if (!html) {
        return reply
          .status(503)
          .type('text/html; charset=utf-8')
          .send('<!doctype html><html lang="es"><meta charset="utf-8"><title>Gangazo</title><p>El sitio aún no está compilado. Ejecuta <code>npm start</code>.</p></html>');
      }
      const bootstrap: ShellBootstrap = {
        siteName: app.config.siteName,
        siteUrl: app.config.siteUrl,
        apiBase: '/api',
        remotes: await app.remotes.list(),
        ...(app.config.googleClientId ? { googleClientId: app.config.googleClientId } : {}),
        ...(app.config.adminHost ? { adminUrl: app.config.adminHost } : {}),
      };
      const path = request.url.split('?')[0] ?? '/';
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(renderShellHtml({ template: html, path, bootstrap, remoteEntryFiles: remoteEntryFiles() }));
    });

    app.get('/', { schema: { hide: true } }, (request, reply) => app.sendShell(request, reply));

    const favicon = faviconSvg();
    app.get('/favicon.svg', { schema: { hide: true } }, (_request, reply) =>
      reply.header('cache-control', 'public, max-age=86400').type('image/svg+xml').send(favicon),
    );
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
