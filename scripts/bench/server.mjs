// Starts `npm start`'s server (compiled by scripts/build-server.mjs) for the bench on a loopback port, with
// the bench's own database and built SPA, and stops it again. Output goes to a log file so the
// terminal stays readable; the path is printed when the server fails to start.
import { ensureServerBuild, SERVER_BUILD } from '../build-server.mjs';
import { freePort } from '../free-port.mjs';
import { execFileSync, spawn } from 'node:child_process';
import { openSync } from 'node:fs';
import { join } from 'node:path';

/** A free loopback port (the OS picks one, we release it and hand it to the server). */
export { freePort };

async function waitForHealth(url, child, logFile, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode} before answering; see ${logFile}.`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not answer /healthz within ${timeoutMs / 1000} s; see ${logFile}.`);
}

/**
 * Pins every thread of `pid` to `cpus` (taskset's list, e.g. "0"), so that a run with the load
 * pinned to the other core (`taskset -c 1 npm run bench`) measures the server on a core of its own.
 */
function pinToCpus(pid, cpus) {
  if (!cpus || pid === undefined) return;
  execFileSync('taskset', ['-a', '-p', '-c', cpus, String(pid)], { stdio: 'ignore' });
}

/**
 * @param {{ workDir: string, env?: Record<string,string>, distDir?: string, name?: string }} options
 * @returns {Promise<{ url: string, port: number, pid: number, logFile: string, stop: () => Promise<void> }>}
 */
export async function startServer({ workDir, env = {}, distDir, name = 'server' }) {
  const port = await freePort();
  const logFile = join(workDir, `${name}.log`);
  const log = openSync(logFile, 'a');
  await ensureServerBuild();
  const child = spawn(process.execPath, ['--enable-source-maps', join(SERVER_BUILD, 'main.mjs')], {
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      NODE_ENV: 'development', // development captcha and outbox; production refuses to start without Google and SMTP
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: workDir,
      // The per-address limits would refuse a load test from one address after a few requests.
      RATE_LIMIT_SCALE: '1000000',
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL || 'info',
      ...(distDir ? { DIST_DIR: distDir } : {}),
      ...env,
    },
  });
  pinToCpus(child.pid, process.env.BENCH_SERVER_CPUS);
  const url = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      setTimeout(() => child.exitCode === null && child.kill('SIGKILL'), 12_000).unref();
    });
  try {
    await waitForHealth(url, child, logFile);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, port, pid: child.pid, logFile, stop };
}
