/**
 * Runs `work` once the browser has nothing more urgent to do (or soon, where there is no
 * requestIdleCallback), so it never competes with the first page's own JavaScript.
 * Returns the cancel.
 */
export function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(work, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(work, 0);
  return () => window.clearTimeout(id);
}
