/**
 * A server-rendered page inlines only the CSS rules its markup uses, each part a
 * `<style data-href="…" data-full="<file>">` (the BFF's lib/critical-css.ts). This adds each whole
 * file right after its part, so the page's cascade is the one it would have with the files
 * themselves, before anything the server did not draw (the visitor's controls, a menu) appears.
 * The chunk loaders find each file by the part's `data-href` and do not fetch it again.
 *
 * Resolves when every file has loaded or failed (a file that fails leaves its part in place), or
 * after `timeoutMs`: a slow stylesheet never holds the page's hydration for long.
 */
export function loadFullStylesheets(doc: Document, timeoutMs: number): Promise<void> {
  const loads = [...doc.querySelectorAll<HTMLStyleElement>('style[data-full]')].map((part) => {
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.href = part.dataset.full ?? '';
    const settled = new Promise<void>((resolve) => {
      link.addEventListener('load', () => resolve(), { once: true });
      link.addEventListener('error', () => resolve(), { once: true });
    });
    // Taken out of the part so a second call does not add the file again.
    delete part.dataset.full;
    part.after(link);
    return settled;
  });
  if (loads.length === 0) return Promise.resolve();
  return Promise.race([Promise.all(loads).then(() => undefined), new Promise<void>((resolve) => setTimeout(resolve, timeoutMs))]);
}
