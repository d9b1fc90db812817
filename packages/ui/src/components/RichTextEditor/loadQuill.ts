// Loaded lazily by RichTextEditor (Quill touches `document` at import time, so it only ever runs
// in a browser or jsdom) together with the snow theme's stylesheet. Links and images go through
// `sanitizeEditorUrl` instead of Quill's own, wider whitelist.
import Quill from 'quill';
import type LinkFormat from 'quill/formats/link';
import type ImageFormat from 'quill/formats/image';
import 'quill/dist/quill.snow.css';
import { sanitizeEditorUrl } from './sanitizeEditorUrl';

let registered = false;

/** Quill with the safe link and image formats registered (once per page). */
export function safeQuill(): typeof Quill {
  if (!registered) {
    const Link = Quill.import('formats/link') as typeof LinkFormat;
    const Image = Quill.import('formats/image') as typeof ImageFormat;
    class SafeLink extends Link {
      static override sanitize(url: string): string {
        // A refused address leaves a dead link the BFF turns back into plain text.
        return sanitizeEditorUrl(url, 'link') ?? Link.SANITIZED_URL;
      }
    }
    class SafeImage extends Image {
      static override sanitize(url: string): string {
        // '//:0' is Quill's own "no image"; the BFF drops an <img> without an http(s) source.
        return sanitizeEditorUrl(url, 'image', window.location.href) ?? '//:0';
      }
    }
    Quill.register({ 'formats/link': SafeLink, 'formats/image': SafeImage }, true);
    registered = true;
  }
  return Quill;
}
