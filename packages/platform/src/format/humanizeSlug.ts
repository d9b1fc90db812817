/**
 * A readable name from a URL slug, for headings shown before (or without) the data:
 * `tecnologia-y-gadgets` → `Tecnologia y gadgets`. Accents lost in the slug stay lost.
 */
export function humanizeSlug(slug: string): string {
  let decoded = slug;
  try {
    decoded = decodeURIComponent(slug);
  } catch {
    // A malformed escape: keep the raw text.
  }
  const words = decoded.replace(/[-_+]+/g, ' ').replace(/\s+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
