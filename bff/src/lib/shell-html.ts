// Renders the shell's index.html for a path: SEO tags, the remotes registry inlined (no extra
// round trip before remotes can load) and preload hints for the remote entries the page needs.
import type { RemoteEntry, ShellBootstrap } from '@gangazo/contracts';
import type { PageHead } from '../modules/seo/head';
import { iconPath } from './brand';
import { matchRoute } from './route-match';

export const SITE_DESCRIPTION =
  'La comunidad número 1 de ofertas en Colombia: las mejores ofertas, cupones y códigos de descuento de tus tiendas favoritas, votados por la comunidad.';

export interface RenderShellInput {
  template: string;
  path: string;
  bootstrap: ShellBootstrap;
  /** Remote entry script file per remote name, when the build is local and known. */
  remoteEntryFiles: Map<string, string>;
  /**
   * Whether to hint the remotes' manifests and entries early (default). A server-rendered page
   * paints without them: hinting them would have them compete with the page's first picture.
   */
  preloadRemotes?: boolean;
  /** This page's own head (modules/seo/head.ts); without it, the site's generic one. */
  head?: PageHead | null;
  /**
   * Whether the shell's script is asked for only once the page has painted (a server-rendered
   * page, whose content needs no script to show). Otherwise it is a deferred script the browser
   * fetches at once.
   */
  scriptsAfterPaint?: boolean;
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

/** JSON safe to place inside a <script> element. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

export function routeMatches(pattern: string, path: string): boolean {
  return matchRoute(pattern, path) !== null;
}

/** Remotes needed to render this path: those with slots (always on screen) and the route's owner. */
export function remotesForPath(remotes: RemoteEntry[], path: string): RemoteEntry[] {
  return remotes.filter((r) => r.slots.length > 0 || r.routes.some((route) => routeMatches(route, path)));
}

function preloadTags(remotes: RemoteEntry[], remoteEntryFiles: Map<string, string>): string[] {
  const tags: string[] = [];
  for (const remote of remotes) {
    tags.push(`<link rel="preload" href="${escapeHtml(remote.entry)}" as="fetch" crossorigin="anonymous">`);
    const file = remoteEntryFiles.get(remote.name);
    if (file && remote.source === 'local') {
      const base = remote.entry.slice(0, remote.entry.lastIndexOf('/') + 1);
      // Same CORS mode as the federation runtime's <script crossorigin="anonymous">, or the preload is not reused.
      tags.push(`<link rel="preload" href="${escapeHtml(base + file)}" as="script" crossorigin="anonymous">`);
    }
  }
  return tags;
}

/** Applies the saved or system theme before the first paint, so dark mode never flashes white. */
export const THEME_SCRIPT =
  "<script>try{var t=localStorage.getItem('theme');if(t!=='light'&&t!=='dark'){t=matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'}document.documentElement.setAttribute('data-theme',t)}catch(e){}</script>";

const SHELL_SCRIPT_ID = 'gangazo-main';
/** The build's entry script tag (HtmlWebpackPlugin's, at the end of the body). */
const ENTRY_SCRIPT = /<script defer="defer" src="([^"]+)"><\/script>/;

/** The longest the shell's script waits for the page's main picture (a slow network, a broken image). */
export const HERO_WAIT_MS = 2_000;
/** The same in a tab opened in the background, where no frame is drawn until it is shown. */
export const HIDDEN_TAB_WAIT_MS = 500;

/**
 * Asks for the shell's script after the first paint, and on a page with a main picture (the one
 * image marked `fetchpriority=high`: an offer's photo, the home's banner) after that picture is
 * decoded too: on a phone's network the script's bytes no longer compete with the picture the
 * visitor came for, and its work starts once the server's page is on screen with it. (Started
 * while the picture was still on its way, the script and its chunks pushed the picture's paint
 * back: Lighthouse put an offer's LCP at 0.9 s or at 2.3 s depending on which came first.) A
 * picture that never arrives holds the script at most HERO_WAIT_MS; a hidden tab gets no animation
 * frames, so a shorter timer starts it there.
 *
 * Until the page answers (the shell's `gangazo:interactive` event), a tap on one of its buttons or
 * tabs is held and replayed then, once per control: the server's page looks ready before it is,
 * and a tap on "Iniciar sesión" in the first second must not be lost. A control that is disabled
 * when the page answers (a member's vote while the session is checked) gets the tap once it is
 * enabled again, within 10 s: replayed at once, the click fell on a disabled button and the vote
 * was lost. Links and form submissions keep working without the script, so they are left alone.
 * (Constant text: the Content-Security-Policy allows it by its hash.)
 */
export const SCRIPT_AFTER_PAINT =
  '<script>(function(){' +
  "var held=[];function hold(e){var t=e.target&&e.target.closest?e.target.closest('button,[role=button],[role=tab]'):null;" +
  "if(!t||t.disabled||(t.form&&t.type==='submit'))return;e.preventDefault();if(held.indexOf(t)<0)held.push(t)}" +
  "document.addEventListener('click',hold,true);" +
  "document.addEventListener('gangazo:interactive',function(){document.removeEventListener('click',hold,true);" +
  'setTimeout(function(){for(var i=0;i<held.length;i++)replay(held[i]);held=[]},0)},{once:true});' +
  "function replay(t){if(!t.isConnected)return;if(!t.disabled){t.click();return}" +
  "var o=new MutationObserver(function(){if(t.disabled)return;o.disconnect();clearTimeout(k);if(t.isConnected)t.click()});" +
  "var k=setTimeout(function(){o.disconnect()},10000);o.observe(t,{attributes:true,attributeFilter:['disabled']})}" +
  "var d=document.getElementById('gangazo-main');if(!d)return;var started=false;" +
  "function go(){if(started)return;started=true;var s=document.createElement('script');s.src=JSON.parse(d.textContent);document.body.appendChild(s)}" +
  'function afterPaint(){requestAnimationFrame(function(){setTimeout(go,0)})}' +
  "var hero=document.querySelector('img[fetchpriority=high]');" +
  'if(hero&&hero.decode)hero.decode().then(afterPaint,afterPaint);' +
  "else if(hero&&!hero.complete){hero.addEventListener('load',afterPaint);hero.addEventListener('error',afterPaint)}" +
  'else afterPaint();' +
  `setTimeout(go,document.hidden?${HIDDEN_TAB_WAIT_MS}:${HERO_WAIT_MS})})()</script>`;

/** The template with its entry script asked for after the first paint (SCRIPT_AFTER_PAINT). */
function entryAfterPaint(template: string): string {
  const entry = ENTRY_SCRIPT.exec(template);
  if (!entry?.[1]) return template;
  return template.replace(entry[0], `<script id="${SHELL_SCRIPT_ID}" type="application/json">${scriptSafeJson(entry[1])}</script>${SCRIPT_AFTER_PAINT}`);
}

/** Tags that differ per page: title, description, canonical, Open Graph, Twitter, JSON-LD, feeds. */
function pageTags(bootstrap: ShellBootstrap, path: string, head: PageHead | null | undefined): string[] {
  const siteName = escapeHtml(bootstrap.siteName);
  const title = escapeHtml(head?.title ?? bootstrap.siteName);
  const description = escapeHtml(head?.description ?? SITE_DESCRIPTION);
  const canonical = escapeHtml(head?.canonical ?? `${bootstrap.siteUrl}${path === '/' ? '/' : path}`);
  const image = head?.image ?? { url: `${bootstrap.siteUrl}/og-image.png`, width: 1200, height: 630 };
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}">`,
    `<link rel="canonical" href="${canonical}">`,
    ...(head?.noindex ? [`<meta name="robots" content="${escapeHtml(head.robots ?? 'noindex')}">`] : []),
    `<meta property="og:site_name" content="${siteName}">`,
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:description" content="${description}">`,
    `<meta property="og:url" content="${canonical}">`,
    `<meta property="og:type" content="${head?.type ?? 'website'}">`,
    '<meta property="og:locale" content="es_CO">',
    `<meta property="og:image" content="${escapeHtml(image.url)}">`,
    `<meta property="og:image:width" content="${image.width}">`,
    `<meta property="og:image:height" content="${image.height}">`,
    '<meta name="twitter:card" content="summary_large_image">',
    `<meta name="twitter:title" content="${title}">`,
    `<meta name="twitter:description" content="${description}">`,
    `<meta name="twitter:image" content="${escapeHtml(image.url)}">`,
    ...(head?.feeds ?? []).map((feed) => `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(feed.title)}" href="${escapeHtml(feed.href)}">`),
    ...(head?.jsonLd ?? []).map((data) => `<script type="application/ld+json">${scriptSafeJson(data)}</script>`),
  ];
}

export function renderShellHtml(input: RenderShellInput): string {
  const { bootstrap, path } = input;
  const head = [
    ...pageTags(bootstrap, path, input.head),
    '<link rel="manifest" href="/manifest.webmanifest">',
    `<link rel="icon" href="${iconPath(32)}" sizes="32x32" type="image/png">`,
    `<link rel="apple-touch-icon" href="${iconPath(180)}">`,
    '<meta name="theme-color" content="#e8452c">',
    THEME_SCRIPT,
    ...(input.preloadRemotes === false ? [] : preloadTags(remotesForPath(bootstrap.remotes, path), input.remoteEntryFiles)),
  ].join('\n    ');
  const bootstrapTag = `<script id="gangazo-bootstrap" type="application/json">${scriptSafeJson(bootstrap)}</script>`;
  const template = input.scriptsAfterPaint ? entryAfterPaint(input.template) : input.template;
  return template.replace('<!--gangazo:head-->', head).replace('<!--gangazo:bootstrap-->', bootstrapTag);
}
