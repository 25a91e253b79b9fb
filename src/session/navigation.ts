/**
 * How the session moves the user, filled in by the app's router at start. A module of its own,
 * with no imports, so the router can connect it without loading the session itself (which the
 * first page does not need before it renders).
 */
export interface SessionNavigation {
  /** Go to /auth/login (history replaced), keeping the current path as `redirect`. */
  toLogin: () => void;
  /** Re-run the route guards of the current page. */
  revalidate: () => void;
}

let navigation: SessionNavigation | undefined;

/** Lets the app's router carry out the session's navigation; returns the disconnect. */
export function connectSessionNavigation(next: SessionNavigation): () => void {
  navigation = next;
  return () => {
    if (navigation === next) navigation = undefined;
  };
}

/** The connected navigation, if a router is connected. */
export function sessionNavigation(): SessionNavigation | undefined {
  return navigation;
}
