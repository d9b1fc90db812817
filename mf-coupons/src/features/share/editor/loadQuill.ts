// Loaded on first use by DescriptionEditor (`import('./loadQuill')`): Quill touches `document` as
// it is imported, so it only ever runs in a browser, and its snow stylesheet arrives with it.
// Links, images and videos go through our address checks instead of Quill's wider whitelist.
import Quill from 'quill';
import type ImageFormat from 'quill/formats/image';
import type LinkFormat from 'quill/formats/link';
import type VideoFormat from 'quill/formats/video';
import 'quill/dist/quill.snow.css';
import { editorImageUrl, editorLinkUrl, editorVideoUrl } from './editorUrls';

/** Quill's own "no image" address: an <img> that loads nothing. */
const NO_IMAGE = '//:0';
let registered = false;

/** Quill with the safe link, image and video formats registered (once per page). */
export function loadQuill(): typeof Quill {
  if (registered) return Quill;
  const Link = Quill.import('formats/link') as typeof LinkFormat;
  const Image = Quill.import('formats/image') as typeof ImageFormat;
  const Video = Quill.import('formats/video') as typeof VideoFormat;
  class SafeLink extends Link {
    static override sanitize(url: string): string {
      return editorLinkUrl(url) ?? Link.SANITIZED_URL;
    }
  }
  class SafeImage extends Image {
    static override sanitize(url: string): string {
      return editorImageUrl(url) ?? NO_IMAGE;
    }
  }
  class SafeVideo extends Video {
    static override sanitize(url: string): string {
      return editorVideoUrl(url) ?? Link.SANITIZED_URL;
    }
  }
  Quill.register({ 'formats/link': SafeLink, 'formats/image': SafeImage, 'formats/video': SafeVideo }, true);
  registered = true;
  return Quill;
}
