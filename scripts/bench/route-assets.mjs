// From Vite's build manifest: the files a route loads before it renders. That is the entry
// chunk (index.html), everything it imports statically or dynamically (its dynamic imports are
// start-up steps, preloaded with it: scripts/vite-startup-preload.ts), and the lazy chunks of each route file
// in the route's chain that the router fetches before the first render (TanStack Router's
// autoCodeSplitting puts each route's component in its own chunk), with their static imports.

/** Split kinds the router needs for the first render; error/notFound/pending chunks load only when used. */
const RENDER_SPLITS = new Set(['component', 'loader']);

function isRenderSplitOf(key, routeFile) {
  const [path, query] = key.split('?');
  if (!query || !path.startsWith(`src/routes/${routeFile}.`)) return false;
  const split = new URLSearchParams(query).get('tsr-split');
  return Boolean(split && split.split('---').some((kind) => RENDER_SPLITS.has(kind)));
}

/** Manifest keys of the chunks that start a route's first render. */
export function startingChunks(manifest, chain) {
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error('The build manifest has no entry chunk.');
  const routeChunks = chain.flatMap((routeFile) => Object.keys(manifest).filter((key) => isRenderSplitOf(key, routeFile)));
  return [entry, ...(manifest[entry].dynamicImports ?? []), ...routeChunks];
}

/**
 * Every JS and CSS file (paths relative to the build folder) loaded before the route renders,
 * following static imports only.
 */
export function filesBeforeRender(manifest, chain) {
  const seen = new Set();
  const js = [];
  const css = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no chunk "${key}".`);
    if (chunk.file.endsWith('.js')) js.push(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of startingChunks(manifest, chain)) visit(key);
  return { js, css: [...css] };
}
