// The bundle budget counts the right files only if these two readers are right: the route tree
// (which route files render a URL) and the manifest walk (which chunks load before render).
import { describe, expect, it } from 'vitest';
import { parseRouteTree, routeChainFor } from '../../scripts/bench/route-tree.mjs';
import { filesBeforeRender, type Manifest } from '../../scripts/bench/route-assets.mjs';

const ROUTE_TREE = `
import { Route as rootRouteImport } from './routes/__root'
import { Route as IndexRouteImport } from './routes/index'
import { Route as AuthenticatedRouteImport } from './routes/_authenticated'
import { Route as AuthLoginRouteImport } from './routes/auth/login'
import { Route as AuthenticatedDashboardRouteRouteImport } from './routes/_authenticated/dashboard/route'
import { Route as AuthenticatedDashboardIndexRouteImport } from './routes/_authenticated/dashboard/index'
import { Route as AuthenticatedDepositCheckoutRouteImport } from './routes/_authenticated/deposit/$checkout'

const IndexRoute = IndexRouteImport.update({
  id: '/',
  path: '/',
  getParentRoute: () => rootRouteImport,
} as any)
const AuthenticatedRoute = AuthenticatedRouteImport.update({
  id: '/_authenticated',
  getParentRoute: () => rootRouteImport,
} as any)
const AuthLoginRoute = AuthLoginRouteImport.update({
  id: '/auth/login',
  path: '/auth/login',
  getParentRoute: () => rootRouteImport,
} as any)
const AuthenticatedDashboardRouteRoute =
  AuthenticatedDashboardRouteRouteImport.update({
    id: '/dashboard',
    path: '/dashboard',
    getParentRoute: () => AuthenticatedRoute,
  } as any)
const AuthenticatedDashboardIndexRoute =
  AuthenticatedDashboardIndexRouteImport.update({
    id: '/',
    path: '/',
    getParentRoute: () => AuthenticatedDashboardRouteRoute,
  } as any)
const AuthenticatedDepositCheckoutRoute =
  AuthenticatedDepositCheckoutRouteImport.update({
    id: '/deposit/$checkout',
    path: '/deposit/$checkout',
    getParentRoute: () => AuthenticatedRoute,
  } as any)
`;

describe('route tree reader', () => {
  const routes = parseRouteTree(ROUTE_TREE);

  it('finds the index route for /, not the pathless layout', () => {
    expect(routeChainFor(routes, '/')).toEqual(['index']);
  });

  it('walks layouts down to the leaf, with or without a trailing slash', () => {
    const chain = ['_authenticated', '_authenticated/dashboard/route', '_authenticated/dashboard/index'];
    expect(routeChainFor(routes, '/dashboard')).toEqual(chain);
    expect(routeChainFor(routes, '/dashboard/')).toEqual(chain);
  });

  it('matches path parameters and refuses unknown URLs', () => {
    expect(routeChainFor(routes, '/deposit/checkout_btc_bitcoin')).toEqual(['_authenticated', '_authenticated/deposit/$checkout']);
    expect(routeChainFor(routes, '/auth/login')).toEqual(['auth/login']);
    expect(routeChainFor(routes, '/nowhere')).toBeUndefined();
  });
});

describe('files loaded before a route renders', () => {
  const manifest: Manifest = {
    'index.html': {
      file: 'assets/index.js',
      isEntry: true,
      imports: ['_react.js', '_app.js'],
      // The entry's own start-up steps (src/main.tsx): preloaded with it.
      dynamicImports: ['node_modules/react-dom/client.js'],
    },
    '_react.js': { file: 'assets/react.js' },
    '_app.js': {
      file: 'assets/app.js',
      imports: ['_react.js'],
      dynamicImports: ['src/routes/index.tsx?tsr-split=component', 'src/routes/auth/login.tsx?tsr-split=component', 'node_modules/inspect.js'],
    },
    'node_modules/react-dom/client.js': { file: 'assets/react-dom.js', isDynamicEntry: true, imports: ['_react.js'] },
    '_axios.js': { file: 'assets/axios.js', imports: ['_react.js'] },
    '_form.js': { file: 'assets/form.js', css: ['assets/form.css'] },
    'src/routes/index.tsx?tsr-split=component': { file: 'assets/home.js', isDynamicEntry: true, imports: ['_react.js'] },
    'src/routes/index.tsx?tsr-split=errorComponent': { file: 'assets/home-error.js', isDynamicEntry: true },
    'src/routes/auth/login.tsx?tsr-split=component': {
      file: 'assets/login.js',
      isDynamicEntry: true,
      imports: ['_axios.js', '_form.js'],
      dynamicImports: ['_recaptcha.js'],
    },
    '_recaptcha.js': { file: 'assets/recaptcha.js' },
    'node_modules/inspect.js': { file: 'assets/inspect.js' },
  };

  it('counts the entry, its static imports, its start-up steps and the route component chunk, each once', () => {
    expect(filesBeforeRender(manifest, ['index'])).toEqual({
      js: ['assets/index.js', 'assets/react.js', 'assets/app.js', 'assets/react-dom.js', 'assets/home.js'],
      css: [],
    });
  });

  it('follows the route chunk\'s static imports and CSS but not its dynamic imports', () => {
    expect(filesBeforeRender(manifest, ['auth/login'])).toEqual({
      js: ['assets/index.js', 'assets/react.js', 'assets/app.js', 'assets/react-dom.js', 'assets/login.js', 'assets/axios.js', 'assets/form.js'],
      css: ['assets/form.css'],
    });
  });

  it('does not confuse a route file with one whose name starts the same', () => {
    expect(filesBeforeRender(manifest, ['auth/log']).js).toEqual(['assets/index.js', 'assets/react.js', 'assets/app.js', 'assets/react-dom.js']);
  });
});
