/** A load run once and kept: call it to get (and, the first time, start) the load. */
export interface KeptLoad<T> {
  (): Promise<T>;
  /** The load kept now, without starting one: none before the first call, nor after a failure. */
  held(): Promise<T> | undefined;
}

/**
 * `load` run once and its promise kept for every later call, unless it failed: a fetch of code
 * that failed (the connection dropped) is not remembered as the answer, so the next call fetches
 * again. The caller gets the promise `load` returned, failure included.
 */
export function onceUnlessFailed<T>(load: () => Promise<T>): KeptLoad<T> {
  let kept: Promise<T> | undefined;
  const get = () => {
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
  return Object.assign(get, { held: () => kept });
}
