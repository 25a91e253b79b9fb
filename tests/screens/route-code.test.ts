/**
 * A route's code that cannot be fetched (src/loading/routeCode.ts): TanStack Router's own lazy
 * route component, wrapped as the app wraps every route's, rejects its preload instead of taking
 * the failure quietly (and reloading the document when it renders), and imports again next time.
 */
import { lazyRouteComponent } from '@tanstack/react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { markingHydration } from '../../src/loading/pageHydration';
import { RouteCodeUnavailable, rejectFailedLoads } from '../../src/loading/routeCode';

type Preloadable = { preload?: () => Promise<void> };

function Screen() {
  return null;
}

/** A route component whose import fails `failures` times, then loads; and how often it was asked for. */
function routeComponent(failures: number) {
  const imports = { count: 0 };
  const importer = () => {
    imports.count += 1;
    return imports.count <= failures
      ? Promise.reject(new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/withdraw-x.js'))
      : Promise.resolve({ component: Screen });
  };
  return { component: markingHydration(lazyRouteComponent(importer, 'component')) as unknown as Preloadable, imports };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The site's answer to the check made after a failed load: up (200), or unreachable. */
function siteIs(up: boolean) {
  vi.stubGlobal('fetch', vi.fn(() => (up ? Promise.resolve(new Response(null, { status: 200 })) : Promise.reject(new TypeError('Failed to fetch')))));
}

it('rejects a failed load, imports again on the next one, and has nothing left to load once it succeeded', async () => {
  siteIs(false);
  const { component, imports } = routeComponent(2);
  expect(rejectFailedLoads(component, '/_authenticated/dashboard/withdraw')).toBe(true);
  await expect(component.preload?.()).rejects.toMatchObject({ name: 'RouteCodeUnavailable', routeId: '/_authenticated/dashboard/withdraw', replaced: false });
  await expect(component.preload?.()).rejects.toBeInstanceOf(RouteCodeUnavailable);
  await expect(component.preload?.()).resolves.toBeUndefined();
  expect(imports.count).toBe(3);
  expect(component.preload).toBeUndefined();
});

it('tells a chunk a new release replaced (the site still answers) from an outage', async () => {
  siteIs(true);
  const { component } = routeComponent(1);
  rejectFailedLoads(component, '/faq');
  await expect(component.preload?.()).rejects.toMatchObject({ routeId: '/faq', replaced: true });
  expect(vi.mocked(fetch)).toHaveBeenCalledWith('/', { method: 'HEAD', cache: 'no-store' });
});

it('leaves a component whose code has already loaded as it is', async () => {
  const { component, imports } = routeComponent(0);
  await component.preload?.();
  expect(rejectFailedLoads(component, '/_authenticated/dashboard/withdraw')).toBe(false);
  expect(component.preload).toBeUndefined();
  expect(imports.count).toBe(1);
});
