// Loaded lazily by RichTextEditor (`import('./loadQuill')`): Quill touches `document` at import time,
// so it only ever runs in a browser or jsdom, and the snow theme's stylesheet arrives with it.
// Links, images and videos go through `sanitizeEditorUrl` instead of Quill's own, wider whitelist.
// Each value format gets its own registry (Quill's `registry` option), so an HTML editor and a Delta
// editor on the same page keep their own rules and Quill's global formats are left alone.
import Quill from 'quill';
import type ImageFormat from 'quill/formats/image';
import type LinkFormat from 'quill/formats/link';
import type VideoFormat from 'quill/formats/video';
import 'quill/dist/quill.snow.css';
import { EDITOR_FORMATS } from './editorConfig';
import { editorSitePaths, sanitizeEditorUrl, type EditorFormat } from './sanitizeEditorUrl';

type Registry = (typeof Quill.DEFAULTS)['registry'];
type Definition = Parameters<Registry['register']>[number];

/** Quill's own "no image" address: an <img> that loads nothing (the BFF drops it). */
const NO_IMAGE = '//:0';
/** Blots every Quill document needs (what Quill's `formats` option always adds). */
const CORE_BLOTS = ['block', 'break', 'cursor', 'inline', 'scroll', 'text'];
const registries = new Map<EditorFormat, Registry>();

function createRegistry(format: EditorFormat): Registry {
  const Link = Quill.import('formats/link') as typeof LinkFormat;
  const Image = Quill.import('formats/image') as typeof ImageFormat;
  const Video = Quill.import('formats/video') as typeof VideoFormat;
  class SafeLink extends Link {
    static override sanitize(url: string): string {
      // A refused address leaves a dead link that is never stored as a link.
      return sanitizeEditorUrl(url, 'link', editorSitePaths(format, 'link')) ?? Link.SANITIZED_URL;
    }
  }
  class SafeImage extends Image {
    static override sanitize(url: string): string {
      return sanitizeEditorUrl(url, 'image', editorSitePaths(format, 'image')) ?? NO_IMAGE;
    }
  }
  class SafeVideo extends Video {
    static override sanitize(url: string): string {
      return sanitizeEditorUrl(url, 'video', editorSitePaths(format, 'video')) ?? Link.SANITIZED_URL;
    }
  }
  const safe: Record<string, Definition> = { link: SafeLink, image: SafeImage, video: SafeVideo };
  const global = Quill.DEFAULTS.registry;
  const { Registry } = Quill.import('parchment');
  const registry = new Registry();
  for (const name of CORE_BLOTS) {
    const blot = global.query(name);
    if (blot) registry.register(blot);
  }
  for (const name of EDITOR_FORMATS) {
    // A list item also needs its container (`list` → the <ol>).
    let definition: Definition | null | undefined = safe[name] ?? global.query(name);
    while (definition) {
      registry.register(definition);
      definition = 'blotName' in definition ? definition.requiredContainer : undefined;
    }
  }
  return registry;
}

/** Quill, and the registry of an editor of that format: the SPEC §2 formats with safe addresses. */
export function loadQuill(format: EditorFormat): { Quill: typeof Quill; registry: Registry } {
  let registry = registries.get(format);
  if (!registry) {
    registry = createRegistry(format);
    registries.set(format, registry);
  }
  return { Quill, registry };
}
