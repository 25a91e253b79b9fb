/**
 * The built single-page app (dist/), built with `vite build` when it is missing or older than its
 * sources: what `npm start` and `npm run cluster` serve.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { newest } from './newest.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCES = ['index.html', 'src', 'domain', 'machines', 'contract', 'public', 'vite.config.ts', 'package.json'];

export const SPA_DIST = path.join(root, 'dist');

/**
 * Builds dist/ when its sources are newer; returns its folder, or null when there is nothing to
 * build (no index.html). Exits the process when the build fails: there is nothing to serve then.
 * `who` prefixes the lines it prints ("start", "cluster").
 */
export function ensureSpaBuild(who) {
  const builtAt = newest(path.join(SPA_DIST, 'index.html'));
  const sourcesAt = Math.max(...SOURCES.map((name) => newest(path.join(root, name))));
  if (!existsSync(path.join(root, 'index.html'))) {
    console.warn(`${who}: no index.html at the project root yet, so there is no SPA to build; serving the API only.`);
    return null;
  }
  if (builtAt >= sourcesAt) {
    console.log(`${who}: dist/ is up to date`);
    return SPA_DIST;
  }
  console.log(builtAt ? `${who}: sources changed since the last build; running vite build` : `${who}: no dist/ yet; running vite build`);
  // Always a production build, even when the server itself runs in development mode (the
  // development captcha and outbox): NODE_ENV=development would make Vite bundle React's dev build.
  const build = spawnSync(process.execPath, [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) {
    console.error(`${who}: vite build failed; fix the errors above and try again.`);
    process.exit(build.status ?? 1);
  }
  return SPA_DIST;
}
