/**
 * Word that the signed-in account's own details changed (a saved profile): whatever shows them
 * elsewhere on the page (the "Signed in as" line above every dashboard screen) loads them again,
 * instead of keeping the old ones until a full reload.
 */
type Listener = () => void;

const listeners = new Set<Listener>();

export function announceAccountChange(): void {
  for (const listener of listeners) listener();
}

/** Calls `listener` after each announced change until the returned function is called. */
export function onAccountChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
