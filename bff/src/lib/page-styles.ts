// The stylesheets a page links in its head, so the server-rendered markup paints styled at once:
// the shell's CSS files and, for each remote the page shows, the CSS its `./remote` module needs
// (read from the build's mf-manifest.json). Without them the page would paint unstyled and jump
// when the scripts arrive. Remotes deployed elsewhere load their CSS with their scripts.
import fs from 'node:fs';
import path from 'node:path';
import type { RemoteEntry } from '@gangazo/contracts';
import type { LocalRemote } from '../modules/remotes/service';
import { CriticalCss } from './critical-css';

export interface Stylesheet {
  href: string;
  /** The name the remote's chunk loader knows it by, so it does not add the same file again. */
  chunkName: string;
  /** The file's text, for a remote's stylesheet that is put in the page itself (see pageStylesheets). */
  inline?: string;
  /**
   * A remote's CSS that loads with one of its lazy parts (a page loaded on demand): a page uses
   * its rules only when the server drew that part, so only its critical rules ever go in the page.
   */
  lazy?: boolean;
}

interface ManifestExpose {
  path?: string;
  assets?: { css?: { sync?: string[]; async?: string[] } };
}

/** Files read once per build (keyed by the file's modification time). */
const byMtime = new Map<string, { mtimeMs: number; value: string[] }>();

/** `key` is the file, or the file and `#` what is read from it. */
function cached(key: string, read: () => string[]): string[] {
  const file = key.split('#')[0] as string;
  let mtimeMs = 0;
  try {
    mtimeMs = fs.statSync(file).mtimeMs;
  } catch {
    return [];
  }
  const hit = byMtime.get(key);
  if (hit && hit.mtimeMs === mtimeMs) return hit.value;
  let value: string[] = [];
  try {
    value = read();
  } catch {
    value = [];
  }
  byMtime.set(key, { mtimeMs, value });
  return value;
}

/** CSS files a remote build's `./remote` module needs as it loads (its lazy parts bring their own). */
export function remoteCssFiles(distDir: string): string[] {
  return exposeCss(distDir, 'sync');
}

/** CSS files of a remote build's lazy parts (the pages it loads on demand, the editor…). */
export function remoteLazyCssFiles(distDir: string): string[] {
  return exposeCss(distDir, 'async');
}

function exposeCss(distDir: string, kind: 'sync' | 'async'): string[] {
  const manifest = path.join(`${distDir}`, 'mf-manifest.json');
  return cached(`${manifest}#${kind}`, () => {
    const parsed = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { exposes?: ManifestExpose[] };
    const expose = parsed.exposes?.find((e) => e.path === './remote');
    return (expose?.assets?.css?.[kind] ?? []).filter((file) => /^[\w./-]+\.css$/.test(file));
  });
}

/**
 * Quill's theme (the rich-text editor's, loaded with the editor) keeps its licence banner through
 * minification; it arrives when an editor opens, and no page needs it to paint.
 */
const EDITOR_CSS_BANNER = /^\/\*!\s*\*\s*Quill Editor/;

/**
 * The files of the shell's latest build, from the ledger its build keeps (webpack-config
 * previous-builds.cjs): `assets/` also holds earlier builds' files for tabs still open, and a page
 * painted with an old build's CSS beside the new one's would take whichever comes last.
 */
function latestBuildFiles(shellDist: string): string[] | null {
  try {
    const { builds } = JSON.parse(fs.readFileSync(path.join(shellDist, '.gangazo-builds.json'), 'utf8')) as { builds?: { at: number; files: string[] }[] };
    if (!builds?.length) return null;
    const latest = Math.max(...builds.map((build) => build.at));
    return builds.filter((build) => build.at === latest).flatMap((build) => build.files);
  } catch {
    return null;
  }
}

/** The shell's CSS files: the frame's and the design system's (the editor's comes with the editor). */
export function shellCssFiles(shellDist: string): string[] {
  const assets = path.join(shellDist, 'assets');
  return cached(assets, () => {
    const latest = latestBuildFiles(shellDist);
    return fs
      .readdirSync(assets)
      .filter((file) => file.endsWith('.css'))
      .sort()
      .map((file) => `assets/${file}`)
      .filter((file) => !latest || latest.includes(file))
      .filter((file) => !EDITOR_CSS_BANNER.test(readCss(path.join(shellDist, file)) ?? ''));
  });
}

/** The content hash in a built file's name (`424.ea024e3684c29fd86cb4.css`): the same hash, the same CSS. */
function contentHash(file: string): string {
  return /\.([0-9a-f]{16,})\.css$/.exec(file)?.[1] ?? file;
}

/**
 * Every stylesheet the page paints with goes in the page itself as `<style>` (a few KB compressed):
 * on a phone's network each linked file is another round trip that holds the first paint, and a
 * remote whose files do not answer cannot hold the whole page blank. The chunk loaders find them
 * by `data-href` and do not fetch them again. A file seen once (the design system's CSS is built
 * into every remote under another name) is left out.
 */
export function pageStylesheets(options: { shellDist: string; remotes: RemoteEntry[]; localRemotes: LocalRemote[] }): Stylesheet[] {
  const sheets: Stylesheet[] = [];
  for (const file of shellCssFiles(options.shellDist)) {
    const text = readCss(path.join(options.shellDist, file));
    sheets.push(text === null ? { href: `/${file}`, chunkName: file } : { href: `/${file}`, chunkName: file, inline: text });
  }
  const seen = new Set(sheets.map((sheet) => contentHash(sheet.chunkName)));
  for (const remote of options.remotes) {
    if (remote.source !== 'local') continue;
    const local = options.localRemotes.find((l) => l.descriptor.name === remote.name);
    if (!local) continue;
    for (const [files, lazy] of [
      [remoteCssFiles(local.distDir), false],
      [remoteLazyCssFiles(local.distDir), true],
    ] as const) {
      for (const file of files) {
        if (seen.has(contentHash(file))) continue;
        seen.add(contentHash(file));
        const text = readCss(path.join(local.distDir, file));
        if (text !== null) sheets.push({ href: `/mf/${remote.name}/${file}`, chunkName: file, inline: text, ...(lazy ? { lazy } : {}) });
      }
    }
  }
  return sheets;
}

const cssText = new Map<string, string | null>();

/** A built CSS file's text (hashed names never change, so it is read once). */
function readCss(file: string): string | null {
  if (!cssText.has(file)) {
    try {
      cssText.set(file, fs.readFileSync(file, 'utf8'));
    } catch {
      cssText.set(file, null);
    }
  }
  return cssText.get(file) ?? null;
}

/** Each inlined file parsed once (hashed names never change). */
const parsedCss = new Map<string, CriticalCss>();

/** The rules of an inlined stylesheet a page with these class names paints with (lib/critical-css.ts). */
export function criticalText(sheet: Stylesheet & { inline: string }, usedClasses: ReadonlySet<string>): string {
  let parsed = parsedCss.get(sheet.href);
  if (!parsed) {
    parsed = new CriticalCss(sheet.inline);
    parsedCss.set(sheet.href, parsed);
  }
  return parsed.for(usedClasses);
}
