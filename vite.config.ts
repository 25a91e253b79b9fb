import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { precompress } from './scripts/vite-precompress.ts';
import { prerender } from './scripts/vite-prerender.ts';
import { styledComponentIds } from './scripts/vite-styled-ids.ts';
import { startupPreload } from './scripts/vite-startup-preload.ts';
import { stripRequirementMeta } from './scripts/vite-strip-requirements.ts';
import { axiosWithoutFetchAdapter } from './scripts/vite-axios-xhr-only.ts';

// The router plugin must come before React's: it generates the route tree and splits
// every route into its own chunk.
export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
      quoteStyle: 'single',
    }),
    react(),
    // The requirement ids in the machines' transitions are QA's, not the visitors'.
    stripRequirementMeta(),
    // Browsers use axios's XMLHttpRequest adapter; its fetch adapter is never loaded.
    axiosWithoutFetchAdapter(),
    // Stable styled-component ids: the prerendered HTML and the browser bundle must agree.
    styledComponentIds(),
    // index.html preloads the chunks the entry starts the app with (static and dynamic imports).
    startupPreload(),
    // The public pages as HTML (pages/*.html), written before the compression below.
    prerender(),
    // .br and .gz next to each text asset; the server sends them as they are (server/http/static.ts).
    precompress(),
  ],
  // The prerendered footer's year (src/app/useCurrentYear.ts).
  define: { __BUILD_YEAR__: String(new Date().getFullYear()) },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:8000' },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // dist/.vite/manifest.json: which chunks each route loads (the bundle budget check reads it).
    manifest: true,
    // No preload links from script for each dynamic import's dependencies (a millisecond each on
    // a phone); the entry's own chunks are preloaded by scripts/vite-startup-preload.ts.
    modulePreload: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the first page needs before it renders goes in one chunk instead of a
          // dozen small shared ones: fewer requests, and gzip compresses one file better than
          // many. The entry (src/main.tsx) stays a chunk of its own, so the manifest keeps it.
          groups: [{ name: 'app', tags: ['$initial'], test: (id: string) => !/(index\.html|src\/main\.tsx)$/.test(id) }],
        },
      },
    },
  },
});
