/**
 * A loader that runs once and is shared by every caller, but forgets a failure: code fetched on
 * demand (a page's or a dialog's chunk) is asked for again after a network error instead of
 * failing for the rest of the visit.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
