/**
 * A route's code that could not be fetched: what the route's preload rejects with, for the route's
 * error component. `replaced` when the site itself still answered: the chunk is one a new release
 * replaced, not an outage.
 */
export class RouteCodeUnavailable extends Error {
  constructor(
    readonly routeId: string,
    readonly replaced: boolean,
  ) {
    super('The page’s code could not be loaded.');
    this.name = 'RouteCodeUnavailable';
  }
}

type Load = () => Promise<void>;

/** Whether the site answers now (its own address, never from a cache). */
async function siteAnswers(): Promise<boolean> {
  try {
    return (await fetch('/', { method: 'HEAD', cache: 'no-store' })).ok;
  } catch {
    return false;
  }
}

/**
 * Loads the document again when the route's code was replaced by a new release, to get the new
 * one; once per route and tab, so a reload that does not help is not repeated. Returns whether
 * it did. Called when the failed route is shown, never from a preload: a tab the visitor only
 * hovered, or the code fetched ahead of time, must not take the page from under them.
 */
export function reloadForNewRelease(error: RouteCodeUnavailable): boolean {
  if (!error.replaced) return false;
  const key = `route-code-reload:${error.routeId}`;
  try {
    if (sessionStorage.getItem(key)) return false;
    sessionStorage.setItem(key, '1');
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}

/**
 * Makes a route component's failed code load reject. TanStack Router's lazy route component takes
 * a failed import quietly when the router preloads it, then reloads the whole document when it
 * renders, taking it for a chunk a new release replaced. With the server unreachable that reload
 * ends on the browser's own error page and takes the app, and everything typed in it, with it.
 * A rejected load instead makes the router show the route's error component in the page's place,
 * inside the layout: it says the page could not be opened, or, when the site still answered,
 * reloads for the new release (reloadForNewRelease). The next load (a retry, a later press)
 * imports again.
 *
 * The lazy component drops its `preload` once its code has loaded, so one still there after a
 * load is a load that failed. The app's route components pass it on through a getter that can be
 * replaced (src/loading/pageHydration.ts); this wraps that getter. `routeId` names the route.
 * Returns false for a component with nothing left to load, or none to wrap.
 */
export function rejectFailedLoads(component: object, routeId: string): boolean {
  const own = Object.getOwnPropertyDescriptor(component, 'preload');
  const pending = (): Load | undefined => {
    const load: unknown = own?.get ? own.get.call(component) : undefined;
    return typeof load === 'function' ? (load as Load) : undefined;
  };
  if (!own?.configurable || !pending()) return false;
  Object.defineProperty(component, 'preload', {
    configurable: true,
    get: () => {
      const load = pending();
      return load && (async () => {
        await load();
        if (pending()) throw new RouteCodeUnavailable(routeId, await siteAnswers());
      });
    },
  });
  return true;
}
