// The built SPA served by `npm start`'s server, for the page measurements. Shares the bundle
// part's build (bench/tmp/dist) when it ran in this process, else builds the current sources.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ensureBuilt } from './build.mjs';
import { startServer } from './server.mjs';

const DIST = resolve('bench', 'tmp', 'dist');

/** @template T @param {(site: { url: string }) => Promise<T>} body */
export async function withSiteServer(body) {
  await ensureBuilt(DIST);
  mkdirSync(resolve('bench', 'tmp'), { recursive: true });
  const workDir = mkdtempSync(resolve('bench', 'tmp', 'site-'));
  const server = await startServer({ workDir, distDir: DIST, name: 'site', env: { LOG_LEVEL: 'warn', SQLITE_FILE: join(workDir, 'site.sqlite') } });
  try {
    return await body(server);
  } finally {
    await server.stop();
    rmSync(workDir, { recursive: true, force: true });
  }
}

/** Chromium flags that keep every request on this machine (outside hosts do not resolve). */
export const OFFLINE_ARGS = ['--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost'];
