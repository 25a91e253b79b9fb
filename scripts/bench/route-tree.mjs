// Reads TanStack Router's generated route tree (src/routeTree.gen.ts) and answers, for a URL,
// which route files render it: the chain from the root's child down to the leaf. The bundle
// report and the budget check use it to find the lazy chunks a route fetches before rendering.

const IMPORT = /import\s+\{\s*Route\s+as\s+(\w+)\s*\}\s+from\s+'\.\/routes\/([^']+)'/g;
const ROUTE = /const\s+(\w+)\s*=\s*(\w+)\.update\(\{([\s\S]*?)\}\s*as\s+any\)/g;
const field = (body, name) => body.match(new RegExp(`\\b${name}:\\s*'([^']*)'`))?.[1];
const parentOf = (body) => body.match(/getParentRoute:\s*\(\)\s*=>\s*(\w+)/)?.[1];

/**
 * @param {string} source the text of routeTree.gen.ts
 * @returns {{ file: string, pathless: boolean, fullPath: string, chain: string[] }[]} every route, with the route
 *   files (relative to src/routes, no extension) from the top-level route down to itself.
 */
export function parseRouteTree(source) {
  const fileOfImport = new Map();
  for (const [, name, file] of source.matchAll(IMPORT)) fileOfImport.set(name, file);

  const byConst = new Map();
  for (const [, constName, importName, body] of source.matchAll(ROUTE)) {
    const file = fileOfImport.get(importName);
    if (!file) continue;
    byConst.set(constName, { file, path: field(body, 'path'), parent: parentOf(body) });
  }
  // Children point at their parent either by its const (AuthenticatedRoute) or, for the root
  // and routes declared before their const, by the import name (rootRouteImport).
  const constOfImport = new Map();
  for (const [constName, route] of byConst) {
    const importName = [...fileOfImport].find(([, file]) => file === route.file)?.[0];
    if (importName) constOfImport.set(importName, constName);
  }

  const resolve = (constName, seen = new Set()) => {
    const route = byConst.get(constName);
    if (!route || seen.has(constName)) return { fullPath: '', chain: [] };
    seen.add(constName);
    const parentConst = byConst.has(route.parent) ? route.parent : constOfImport.get(route.parent);
    const parent = parentConst ? resolve(parentConst, seen) : { fullPath: '', chain: [] };
    return { fullPath: joinPaths(parent.fullPath, route.path ?? ''), chain: [...parent.chain, route.file] };
  };

  return [...byConst.keys()].map((constName) => ({
    file: byConst.get(constName).file,
    // A pathless layout (`_authenticated`) wraps routes but never renders a URL by itself.
    pathless: byConst.get(constName).path === undefined,
    ...resolve(constName),
  }));
}

function joinPaths(parent, child) {
  const joined = `${parent}/${child}`.replace(/\/+/g, '/');
  return joined.length > 1 ? joined.replace(/\/$/, '') : joined;
}

/** A route pattern (`/deposit/$checkout`) as a regular expression for concrete URLs. */
function patternOf(fullPath) {
  const escaped = fullPath
    .split('/')
    .map((segment) => (segment.startsWith('$') ? (segment === '$' ? '.*' : '[^/]+') : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${escaped || '/'}$`);
}

/**
 * The route files that render a URL (the most specific match; static segments beat params).
 * @returns {string[] | undefined}
 */
export function routeChainFor(routes, url) {
  const path = url.length > 1 ? url.replace(/\/$/, '') : url;
  const matches = routes.filter((route) => !route.pathless && patternOf(route.fullPath).test(path));
  const specificity = (route) => route.fullPath.split('/').filter((s) => s && !s.startsWith('$')).length;
  matches.sort((a, b) => specificity(b) - specificity(a) || b.chain.length - a.chain.length);
  return matches[0]?.chain;
}
