// The dependency floor's build (scripts/bench/floor-site.mjs gives the output folder): the
// product's JSX transform, target and precompressed copies, so it is delivered as the pages are.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from '../../vite-precompress.ts';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), precompress()],
  build: { target: 'es2022', sourcemap: false },
});
