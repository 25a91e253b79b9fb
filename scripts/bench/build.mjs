// A production build of the SPA for measuring: the project's own vite.config.ts, written to a
// folder of our choosing with a manifest, plus a small plugin that records how many bytes each
// source module contributes to each chunk (for the "largest modules" part of the report).
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

function moduleSizeRecorder(into) {
  return {
    name: 'bench-module-sizes',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        into[output.fileName] = Object.entries(output.modules ?? {}).map(([id, info]) => ({
          module: displayName(id),
          renderedBytes: info.renderedLength ?? 0,
        }));
      }
    },
  };
}

/** node_modules/.pnpm-free package names, or paths relative to the project; queries dropped. */
export function displayName(id) {
  const path = id.replace(/^\0/, '').split('?')[0];
  const inPackage = path.lastIndexOf('/node_modules/');
  if (inPackage >= 0) return path.slice(inPackage + '/node_modules/'.length);
  return relative(process.cwd(), path) || path;
}

/**
 * Builds into outDir and returns the manifest and the per-chunk module sizes.
 * @returns {Promise<{ outDir: string, manifest: Record<string, any>, modulesByFile: Record<string, {module: string, renderedBytes: number}[]> }>}
 */
const builtThisRun = new Set();

/** Builds into outDir unless this process already did (the bundle and page parts share a build). */
export async function ensureBuilt(outDir) {
  if (!builtThisRun.has(outDir)) await buildForMeasurement(outDir);
}

export async function buildForMeasurement(outDir) {
  const { build } = await import('vite');
  const modulesByFile = {};
  await build({
    configFile: 'vite.config.ts',
    logLevel: 'warn',
    plugins: [moduleSizeRecorder(modulesByFile)],
    build: { outDir, emptyOutDir: true, manifest: true, reportCompressedSize: false },
  });
  builtThisRun.add(outDir);
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'));
  return { outDir, manifest, modulesByFile };
}
