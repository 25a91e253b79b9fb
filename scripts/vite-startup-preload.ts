/**
 * Vite plugin: index.html preloads every chunk the browser entry starts the app with: its static
 * imports and what it imports dynamically.
 *
 * Vite's own preloading is off (`build.modulePreload: false` in vite.config.ts): for every
 * dynamic import it adds a `<link rel="modulepreload">` per dependency from script, about a
 * millisecond each on a phone-class CPU, dozens of them while a page starts. Lazy chunks load
 * their few static imports themselves. The entry's chunks are the exception worth preloading:
 * the entry (src/main.tsx) starts the app as a series of short tasks, and some of its steps
 * import their code with `import()` so that evaluating it is a task of its own (React DOM is the
 * largest); without these tags each would be requested only when its step runs. The tags have
 * Vite's own form, so the prerendered pages' starter (scripts/vite-prerender.ts) requests them
 * with the rest.
 */
import type { HtmlTagDescriptor, Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/**
 * The chunk files the entry starts the app with, in order: its static imports, then its dynamic
 * imports with their static imports (the entry's own file excluded: the page's script tag loads it).
 */
export function startupChunks(entry: OutputChunk, bundle: OutputBundle): string[] {
  const files = new Set<string>();
  const collectStatic = (fileName: string) => {
    if (files.has(fileName)) return;
    files.add(fileName);
    const chunk = bundle[fileName];
    if (chunk?.type === 'chunk') for (const imported of chunk.imports) collectStatic(imported);
  };
  collectStatic(entry.fileName);
  for (const dynamic of entry.dynamicImports) collectStatic(dynamic);
  files.delete(entry.fileName);
  return [...files];
}

export function startupPreload(): Plugin {
  let base = '/';
  return {
    name: 'acme-startup-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context): HtmlTagDescriptor[] | undefined {
        const { chunk, bundle } = context;
        if (!chunk || !bundle) return undefined;
        return startupChunks(chunk, bundle).map((fileName) => ({
          tag: 'link',
          // rel, crossorigin, href: the order Vite writes its own preloads in.
          attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${fileName}` },
          injectTo: 'head',
        }));
      },
    },
  };
}
