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

/**
 * Browser work the Lighthouse runs leave out. On this 2-core machine it competes with the
 * page's main thread, and Lighthouse's simulation then counts the wait four times over.
 * - SpareRendererForSitePerProcess: desktop Chromium starts the next renderer process while the
 *   measured page commits, and the page's renderer waits on the busy browser process. Traced, the
 *   navigation-commit task took 16–54 ms of wall time for 7–13 ms of CPU; `perf sched` showed the
 *   new spare renderer and the browser's main thread running through the wait. The phone the
 *   mobile preset stands for has no spare renderer.
 * - WebUIOmniboxPopup, WebUIOmniboxAimPopup: headless Chromium keeps desktop omnibox pages
 *   running in a renderer of their own, busy on every navigation.
 * Chromium ignores feature names it does not know, so a renamed feature only brings the noise back.
 */
export const MEASUREMENT_ARGS = ['--disable-features=SpareRendererForSitePerProcess,WebUIOmniboxPopup,WebUIOmniboxAimPopup'];
