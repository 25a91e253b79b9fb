import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { precompress } from './scripts/vite-precompress';

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
    // .br and .gz next to each text asset; the server sends them as they are (server/http/static.ts).
    precompress(),
  ],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:8000' },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // dist/.vite/manifest.json: which chunks each route loads (the bundle budget check reads it).
    manifest: true,
  },
});
