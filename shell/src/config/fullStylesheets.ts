/**
 * A server-rendered page inlines only the CSS rules its markup uses, each part a
 * `<style data-href="…" data-full="<file>">` (the BFF's lib/critical-css.ts). This adds each whole
 * file right after its part, so the page's cascade is the one it would have with the files
 * themselves, before anything the server did not draw (the visitor's controls, a menu) appears.
 * The chunk loaders find each file by the part's `data-href` and do not fetch it again.
 *
 * Each file is fetched first and linked once it has arrived (the link then comes from the HTTP
 * cache): a `<link>` still waiting for a host that hangs would hold the page's load event, and the
 * browser's loading indicator, for as long as the host does, while a fetch is simply abandoned.
 * Resolves when every file has loaded or failed, or after `timeoutMs`: a slow stylesheet never
 * holds the page's hydration for long. A file that fails or is given up leaves its part in place,
 * no longer standing for the file (`data-href` removed), so the chunk loaders fetch it themselves
 * when their code needs it.
 */
export type FetchStylesheet = (href: string, signal: AbortSignal) => Promise<boolean>;

const fetchStylesheet: FetchStylesheet = (href, signal) =>
  fetch(href, { signal, credentials: 'same-origin' }).then(
    (response) => response.ok,
    () => false,
  );

export function loadFullStylesheets(doc: Document, timeoutMs: number, fetchFile: FetchStylesheet = fetchStylesheet): Promise<void> {
  const stop = new AbortController();
  const loads = [...doc.querySelectorAll<HTMLStyleElement>('style[data-full]')].map(async (part) => {
    const href = part.dataset.full ?? '';
    // Taken out of the part so a second call does not add the file again.
    delete part.dataset.full;
    const giveUp = () => {
      delete part.dataset.href;
    };
    if (!(await fetchFile(href, stop.signal)) || stop.signal.aborted) return giveUp();
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    await new Promise<void>((resolve) => {
      link.addEventListener('load', () => resolve(), { once: true });
      link.addEventListener('error', () => {
        link.remove();
        giveUp();
        resolve();
      }, { once: true });
      part.after(link);
    });
  });
  if (loads.length === 0) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const timer = setTimeout(() => {
      stop.abort();
      resolve();
    }, timeoutMs);
    void Promise.all(loads).then(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}
