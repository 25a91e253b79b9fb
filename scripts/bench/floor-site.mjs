// The dependency floor (scripts/bench/floor/) built for production into bench/tmp/floor and served
// on loopback, for the pages part to measure beside the product's pages.
import { resolve } from 'node:path';
import { serveStatic } from './static-server.mjs';

const FLOOR_DIR = resolve('bench', 'tmp', 'floor');

/** @template T @param {(floor: { url: string }) => Promise<T>} body */
export async function withFloorSite(body) {
  const { build } = await import('vite');
  await build({ configFile: resolve('scripts', 'bench', 'floor', 'vite.config.ts'), logLevel: 'warn', build: { outDir: FLOOR_DIR, emptyOutDir: true } });
  const server = await serveStatic(FLOOR_DIR);
  try {
    return await body(server);
  } finally {
    await server.close();
  }
}
