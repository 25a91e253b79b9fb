/**
 * `load` run once and its promise kept for every later call, unless it failed: a fetch of code
 * that failed (the connection dropped) is not remembered as the answer, so the next call fetches
 * again. The caller gets the promise `load` returned, failure included.
 */
export function onceUnlessFailed<T>(load: () => Promise<T>): () => Promise<T> {
  let kept: Promise<T> | undefined;
  return () => {
    if (!kept) {
      const loading = load();
      kept = loading;
      // Registered first, so it has run before any caller's own handling of the failure.
      loading.catch(() => {
        if (kept === loading) kept = undefined;
      });
    }
    return kept;
  };
}
