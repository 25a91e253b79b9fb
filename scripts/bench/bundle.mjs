// Bench part 1, the bundle report: for each measured route, the JS and CSS loaded before it
// renders (raw, gzip, brotli) and the largest modules of each of those chunks; then every script
// a first visit fetches in its first 5 s with no input, on a phone and on a desktop
// (first-visit.mjs), the phone's held to the budgets.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { JS_BUDGET_SCREEN, JS_BUDGETS, MEASURED_ROUTES } from './budgets.mjs';
import { buildForMeasurement } from './build.mjs';
import { FIRST_VISIT_SCREENS, scriptsOfFirstVisits } from './first-visit.mjs';
import { filesBeforeRender } from './route-assets.mjs';
import { withSiteServer } from './site.mjs';
import { parseRouteTree, routeChainFor } from './route-tree.mjs';
import { kB, sizesOf, sumSizes } from './sizes.mjs';
import { check, printTable } from './table.mjs';

const LARGEST_MODULES = 6;

/** Sizes of everything a route loads before it renders, read from a build with a manifest. */
export function measureRoute({ outDir, manifest, routeTree, route }) {
  const chain = routeChainFor(parseRouteTree(routeTree), route);
  if (!chain) throw new Error(`No route in src/routeTree.gen.ts renders ${route}.`);
  const { js, css } = filesBeforeRender(manifest, chain);
  const measure = (files) => {
    const sized = files.map((file) => ({ file, ...sizesOf(readFileSync(join(outDir, file))) }));
    return { files: sized, total: sumSizes(sized) };
  };
  return { route, chain, js: measure(js), css: measure(css) };
}

function largestModules(modulesByFile, file) {
  return [...(modulesByFile[file] ?? [])].sort((a, b) => b.renderedBytes - a.renderedBytes).slice(0, LARGEST_MODULES);
}

/** Builds into bench/tmp/dist, measures every route, prints the report; returns results and checks. */
export async function runBundle() {
  const build = await buildForMeasurement(resolve('bench', 'tmp', 'dist'));
  const routeTree = readFileSync('src/routeTree.gen.ts', 'utf8');
  const routes = MEASURED_ROUTES.map((route) => {
    const measured = measureRoute({ ...build, routeTree, route });
    for (const file of measured.js.files) file.largestModules = largestModules(build.modulesByFile, file.file);
    return measured;
  });

  printTable(
    'Bundle: loaded before the route renders',
    ['route', 'JS files', 'JS raw', 'JS gzip', 'JS brotli', 'CSS gzip'],
    routes.map((r) => [r.route, r.js.files.length, kB(r.js.total.raw), kB(r.js.total.gzip), kB(r.js.total.brotli), kB(r.css.total.gzip)]),
  );
  const chunkRows = new Map();
  for (const r of routes) for (const f of r.js.files) chunkRows.set(f.file, f);
  printTable(
    'Bundle: largest modules of each chunk (bytes each module adds, before minification)',
    ['chunk / module', 'gzip', 'bytes'],
    [...chunkRows.values()]
      .sort((a, b) => b.gzip - a.gzip)
      .flatMap((f) => [[f.file, kB(f.gzip), ''], ...f.largestModules.map((m) => [`  ${m.module}`, '', m.renderedBytes])]),
  );

  const screens = Object.keys(FIRST_VISIT_SCREENS);
  const firstVisits = await withSiteServer(({ url }) => scriptsOfFirstVisits({ url, routes: MEASURED_ROUTES, screens }));
  printTable(
    'Bundle: every script a first visit fetches in its first 5 s, no input (gzip -9)',
    ['route', ...screens.flatMap((screen) => [`${screen} files`, `${screen} gzip`])],
    MEASURED_ROUTES.map((route) => [
      route,
      ...screens.flatMap((screen) => {
        const visit = firstVisits.find((v) => v.route === route && v.screen === screen);
        return [visit.files.length, kB(visit.gzip)];
      }),
    ]),
  );

  const checks = JS_BUDGETS.map(({ route, maxGzipBytes }) =>
    check({
      part: 'bundle',
      subject: route,
      metric: `scripts of a first visit (${JS_BUDGET_SCREEN}, gzip -9)`,
      value: firstVisits.find((v) => v.route === route && v.screen === JS_BUDGET_SCREEN)?.gzip ?? Infinity,
      limit: maxGzipBytes,
      kind: 'atMost',
      format: kB,
    }),
  );
  return { results: { routes, firstVisits }, checks, outDir: build.outDir };
}
