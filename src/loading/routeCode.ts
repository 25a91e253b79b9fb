/**
 * A route's code that could not be fetched (the server or the network is down): what the route's
 * preload rejects with, for the route's error component to say so.
 */
export class RouteCodeUnavailable extends Error {
  constructor() {
    super('The page’s code could not be loaded.');
    this.name = 'RouteCodeUnavailable';
  }
}

type Load = () => Promise<void>;

/**
 * Makes a route component's failed code load reject. TanStack Router's lazy route component takes
 * a failed import quietly when the router preloads it, then reloads the whole document when it
 * renders, taking it for a chunk a new deployment replaced. With the server unreachable that
 * reload ends on the browser's own error page and takes the app, and everything typed in it, with
 * it. A rejected load instead makes the router show the route's error component in the page's
 * place, inside the layout, and the next load (a retry, a later press) imports again.
 *
 * The lazy component drops its `preload` once its code has loaded, so one still there after a
 * load is a load that failed. The app's route components pass it on through a getter that can be
 * replaced (src/loading/pageHydration.ts); this wraps that getter. Returns false for a component
 * with nothing left to load, or none to wrap.
 */
export function rejectFailedLoads(component: object): boolean {
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
        if (pending()) throw new RouteCodeUnavailable();
      });
    },
  });
  return true;
}
