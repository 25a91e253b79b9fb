/**
 * Vite plugin: after the browser build is written, render the public pages to HTML so they paint
 * before any JavaScript arrives (the browser hydrates them, src/main.tsx).
 *
 * It builds src/prerender/renderPage.tsx for Node with the same configuration (so styled
 * components get the same ids, scripts/vite-styled-ids.ts), renders each page and writes
 * `pages/<path>.html` next to index.html, with the page's styles and title. The server sends
 * that file for the page's address (server/http/static.ts); every other address gets index.html.
 *
 * It runs before the compression plugin (sequential, first), so the pages get their .br and .gz.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin, ResolvedConfig } from 'vite';
import { PRERENDERED_HEAD_SCRIPTS, PRERENDERED_PATHS, prerenderedFile } from '../contract/prerender.ts';
import { APP_ENTRY_META } from '../contract/startApp.ts';
import { escapeHtml } from '../server/escape-html.ts';

interface RenderedPage { html: string; styleTags: string; title: string }
type RenderPage = (url: string) => Promise<RenderedPage>;

const ENTRY = 'src/prerender/renderPage.tsx';
const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * The page's scripts as the app's start script expects them (contract/startApp.ts): named in a
 * <meta>, not loaded, since the page paints on its own; the script requests the entry and the
 * chunks it imports after the first frame.
 */
function startAfterPaint(template: string): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(template);
  if (!entry) throw new Error('prerender: index.html has no module entry script');
  const preloads: string[] = [];
  const withoutScripts = template
    .replace(entry[0], '')
    .replace(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g, (_tag, href: string) => {
      preloads.push(href);
      return '';
    });
  const starter = `<meta name="${APP_ENTRY_META}" content="${entry[1]}" data-preload="${preloads.join(' ')}">`;
  return withoutScripts.replace('</head>', () => `${starter}</head>`);
}

/** index.html with the page's title, styles, the head scripts (consent peek, early presses), the markup and the starter. */
export function fillTemplate(template: string, page: RenderedPage): string {
  if (!template.includes(ROOT_ELEMENT)) throw new Error(`prerender: index.html has no ${ROOT_ELEMENT}`);
  // Replacer functions: the page's text may hold "$&" and the like, which a replacement string
  // would interpret.
  return startAfterPaint(template)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace('</head>', () => `${PRERENDERED_HEAD_SCRIPTS.map((script) => `<script>${script}</script>`).join('')}${page.styleTags}</head>`)
    .replace(ROOT_ELEMENT, () => `<div id="root">${page.html}</div>`);
}

/** Builds the renderer for Node into a folder under node_modules (so it finds the packages). */
async function buildRenderer(config: ResolvedConfig): Promise<{ render: RenderPage; cleanUp: () => Promise<void> }> {
  const { build } = await import('vite');
  const outDir = path.join(config.root, 'node_modules', '.acme-prerender', String(process.pid));
  await build({
    configFile: config.configFile,
    root: config.root,
    mode: config.mode,
    logLevel: 'warn',
    // Bundled rather than imported: Node would load their CommonJS builds, whose default
    // exports are not the component (styled-components' `styled`, the reCAPTCHA widget).
    ssr: { noExternal: ['styled-components', 'react-google-recaptcha', 'react-async-script'] },
    build: { ssr: ENTRY, outDir, emptyOutDir: true, manifest: false, ssrManifest: false, copyPublicDir: false, minify: false },
  });
  const { renderPage } = (await import(pathToFileURL(path.join(outDir, 'renderPage.js')).href)) as { renderPage: RenderPage };
  return { render: renderPage, cleanUp: () => rm(outDir, { recursive: true, force: true }) };
}

export function prerender(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'acme-prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle: {
      order: 'pre',
      sequential: true,
      async handler(output) {
        if (config.build.ssr) return; // the renderer's own build
        const outDir = output.dir ?? path.resolve(config.root, config.build.outDir);
        const template = await readFile(path.join(outDir, 'index.html'), 'utf8');
        const { render, cleanUp } = await buildRenderer(config);
        try {
          for (const pagePath of PRERENDERED_PATHS) {
            const file = path.join(outDir, prerenderedFile(pagePath));
            await mkdir(path.dirname(file), { recursive: true });
            await writeFile(file, fillTemplate(template, await render(pagePath)));
          }
        } finally {
          await cleanUp();
        }
        this.info(`prerendered ${PRERENDERED_PATHS.length} pages`);
      },
    },
  };
}
