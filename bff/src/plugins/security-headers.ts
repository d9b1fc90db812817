// Security headers on every answer. Pages get a Content-Security-Policy that runs only this site's
// scripts, the remotes' (their origins come from the registry, so a remote deployed to a CDN keeps
// working) and the one inline script (the theme, by its hash): no 'unsafe-inline' for scripts, so
// injected markup cannot run. Styles may be inline (server-rendered pages inline their CSS).
import { createHash } from 'node:crypto';
import type { RemoteEntry } from '@gangazo/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { VIDEO_HOSTS } from '../lib/rich-text';
import { SCRIPT_AFTER_PAINT, THEME_SCRIPT } from '../lib/shell-html';

/** 'sha256-…' of an inline script's text, as CSP names it. */
export function scriptHash(source: string): string {
  return `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;
}

const INLINE_SCRIPTS = [THEME_SCRIPT, SCRIPT_AFTER_PAINT].map((tag) => tag.replace(/^<script>/, '').replace(/<\/script>$/, ''));

/** Origins other than this site's that serve remotes (entries given as absolute URLs), canaries included. */
export function remoteOrigins(remotes: readonly RemoteEntry[]): string[] {
  const origins = new Set<string>();
  for (const remote of remotes) {
    for (const entry of remote.canary ? [remote.entry, remote.canary.entry] : [remote.entry]) {
      try {
        const url = new URL(entry);
        if (url.protocol === 'https:' || url.protocol === 'http:') origins.add(url.origin);
      } catch {
        // A path on this site ('/mf/…'): covered by 'self'.
      }
    }
  }
  return [...origins].sort();
}

/** Google Identity Services (the sign-in button, when GOOGLE_CLIENT_ID is set): its script, styles, frames and calls. */
const GOOGLE_SIGN_IN = 'https://accounts.google.com/gsi/';

export function pagePolicy(origins: readonly string[], options: { googleSignIn?: boolean } = {}): string {
  const remote = origins.join(' ');
  const withRemotes = (base: string) => (remote ? `${base} ${remote}` : base);
  const google = options.googleSignIn ? ` ${GOOGLE_SIGN_IN}` : '';
  return [
    "default-src 'self'",
    `script-src ${withRemotes("'self'")} ${INLINE_SCRIPTS.map(scriptHash).join(' ')}${google}`,
    `style-src ${withRemotes("'self' 'unsafe-inline'")}${google}`,
    // Offers may point at a shop's picture (image_url) anywhere on the web.
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src ${withRemotes("'self'")}${google}`,
    `frame-src ${VIDEO_HOSTS.map((host) => `https://${host}`).join(' ')}${google}`,
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** JSON, XML, images: nothing in them may run or be framed. */
export const NON_PAGE_POLICY = "default-src 'none'; frame-ancestors 'none'";

const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), interest-cohort=(), browsing-topics=(), web-share=(self), clipboard-write=(self)';
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Scripts and stylesheets: the policies above govern documents (and workers, which the site does
 * not start), so on these they would change nothing and only weigh. A first visit loads about
 * fifteen such files over HTTP/1.1, where the headers are sent as text with every one: half a
 * kilobyte each was 7 KB of a phone's first load. They keep nosniff, which a script needs.
 */
const SUBRESOURCE = /^(application\/javascript|text\/javascript|text\/css)\b/;

export default fp(
  async (app) => {
    let cached: { origins: readonly string[]; policy: string } | undefined;
    const policyFor = (origins: readonly string[]) => {
      // The registry's origins are cached (a new array only when they changed): one policy per version.
      if (cached?.origins !== origins) cached = { origins, policy: pagePolicy(origins, { googleSignIn: Boolean(app.config.googleClientId) }) };
      return cached.policy;
    };
    const NONE: readonly string[] = [];

    // A callback hook: it runs on every answer, and only pages need the (cached) registry.
    app.addHook('onSend', (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: Error | null, payload?: unknown) => void) => {
      reply.header('x-content-type-options', 'nosniff');
      // Only over https, as the request reached us (X-Forwarded-Proto counts from a trusted proxy).
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
      const type = String(reply.getHeader('content-type') ?? '');
      if (SUBRESOURCE.test(type)) return done(null, payload);
      reply.header('referrer-policy', 'strict-origin-when-cross-origin');
      reply.header('permissions-policy', PERMISSIONS_POLICY);
      reply.header('x-frame-options', 'DENY');
      // Popups keep their opener: Google's sign-in window answers through it.
      reply.header('cross-origin-opener-policy', 'same-origin-allow-popups');
      if (!type.startsWith('text/html')) {
        if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', NON_PAGE_POLICY);
        return done(null, payload);
      }
      // Live and canary entries, and the builds in the deploy history a staff member may load
      // instead (the shell's override): origins the registry knows, never one a visitor supplies.
      app.remotes.knownOrigins().then(
        (origins) => {
          reply.header('content-security-policy', policyFor(origins));
          done(null, payload);
        },
        () => {
          reply.header('content-security-policy', policyFor(NONE));
          done(null, payload);
        },
      );
    });
  },
  { name: 'security-headers', dependencies: ['remotes'] },
);
