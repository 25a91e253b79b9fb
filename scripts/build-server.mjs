#!/usr/bin/env node
/**
 * Compiles the server to JavaScript (build/server/): one ES module per entry point, main.mjs (the
 * server) and operator.mjs (the operator's tool), so production runs plain Node without a
 * TypeScript loader. Dependencies stay in node_modules (better-sqlite3 and argon2 are native);
 * the server's own code, contract/, domain/ and machines/ are bundled in. Files the server reads beside
 * its code are copied next to the bundle.
 */
import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { newest } from './newest.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_BUILD = path.join(root, 'build', 'server');
/** What the compiled server is made of: a change here means the build is stale. */
export const SERVER_SOURCES = ['server', 'contract', 'domain', 'machines', 'package.json'];
/** Read at run time through `new URL(name, import.meta.url)`, so they sit beside the bundle. */
const FILES_BESIDE_THE_CODE = ['server/auth/common-passwords.txt'];

/** Compiles the server into `outdir` (build/server/ unless told): anywhere under the project, where its dependencies resolve. */
export async function buildServer(outdir = SERVER_BUILD) {
  rmSync(outdir, { recursive: true, force: true });
  await build({
    entryPoints: { main: path.join(root, 'server/main.ts'), operator: path.join(root, 'server/operator.ts') },
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
  mkdirSync(outdir, { recursive: true });
  for (const file of FILES_BESIDE_THE_CODE) copyFileSync(path.join(root, file), path.join(outdir, path.basename(file)));
}

/** Builds the server when build/server/ is missing or older than its sources. */
export async function ensureServerBuild() {
  const builtAt = newest(path.join(SERVER_BUILD, 'main.mjs'));
  if (builtAt >= Math.max(...SERVER_SOURCES.map((name) => newest(path.join(root, name))))) return;
  console.log(builtAt ? 'start: server sources changed since the last build; compiling the server' : 'start: compiling the server');
  await buildServer();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildServer();
  console.log(`build-server: ${path.relative(root, SERVER_BUILD)}/main.mjs and operator.mjs`);
}
