/**
 * A cluster on loopback, as an operator runs one (docs/deploy.md): PostgreSQL, Redis, N instances
 * of the compiled server on the same database and store, and HAProxy in front with a health check
 * on /readyz, and Prometheus scraping every instance's metrics port. `npm run cluster` keeps one
 * running; the cluster tests (tests/cluster/) start their own.
 * Every part is a real engine from Debian's packages, installed when missing (scripts/debian.mjs).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureServerBuild, SERVER_BUILD } from '../build-server.mjs';
import { ensureSpaBuild } from '../spa-build.mjs';
import { ensureDebianPackages } from '../debian.mjs';
import { freePort } from '../free-port.mjs';
import { haproxyConfig } from './haproxy.mjs';
import { startRedis } from './redis.mjs';
import { startPrometheus } from './prometheus.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The engines the cluster runs on. */
export function ensureClusterPackages() {
  ensureDebianPackages([
    { package: 'postgresql', present: () => existsSync('/usr/lib/postgresql') && readdirSync('/usr/lib/postgresql').some((version) => existsSync(`/usr/lib/postgresql/${version}/bin/initdb`)) },
    { package: 'redis-server', present: () => existsSync('/usr/bin/redis-server') },
    { package: 'haproxy', present: () => existsSync('/usr/sbin/haproxy') },
    { package: 'prometheus', present: () => existsSync('/usr/bin/prometheus') },
  ], 'The cluster');
}


/**
 * Resolves once `url` answers 200, or fails after `timeoutMs`: only a bound for a failure, wide
 * because three instances starting at once on a busy two-core machine take tens of seconds.
 */
export async function waitHealthy(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(1_000) })).ok) return;
    } catch { /* not yet */ }
    if (Date.now() > deadline) throw new Error(`${url} did not become healthy in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Resolves with the exit code once `child` has exited. */
export function exited(child) {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve(child.exitCode)
    : new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

function startPostgres() {
  const started = spawnSync('sh', [path.join(root, 'scripts/ci-postgres.sh')], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  if (started.status !== 0) throw new Error('PostgreSQL did not start (scripts/ci-postgres.sh)');
  const exported = Object.fromEntries([...started.stdout.matchAll(/^export (\w+)='([^']*)'$/gm)].map(([, name, value]) => [name, value]));
  return {
    url: exported.DATABASE_URL,
    /**
     * Restarts PostgreSQL on the same port and files and resolves once it accepts connections again
     * (`mode` is pg_ctl's: `immediate` is a crash, recovered from the write-ahead log). Asynchronous,
     * so clients of the cluster in this process go on meanwhile.
     */
    restart: (mode = 'fast') => new Promise((resolve, reject) => {
      const restarting = spawn('sh', [path.join(root, 'scripts/ci-postgres.sh'), 'restart', exported.ACME_PG_DIR, mode], { stdio: ['ignore', 'ignore', 'pipe'] });
      let errors = '';
      restarting.stderr.on('data', (chunk) => (errors += chunk));
      restarting.on('error', reject);
      restarting.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`PostgreSQL did not restart (exit ${code}):\n${errors}`))));
    }),
    stop: () => spawnSync('sh', [path.join(root, 'scripts/ci-postgres.sh'), 'stop', exported.ACME_PG_DIR], { stdio: 'ignore' }),
  };
}

/**
 * One instance of the compiled server. `start()` (again after a stop or a kill) runs it on the
 * same port; `signal('SIGTERM')` drains it, `signal('SIGKILL')` is a crash.
 */
function instance(name, port, metricsPort, env, logDir) {
  let child;
  const url = `http://127.0.0.1:${port}`;
  return {
    name,
    port,
    url,
    metricsPort,
    get child() { return child; },
    async start() {
      const log = path.join(logDir, `${name}.log`);
      child = spawn('sh', ['-c', `exec "$0" --enable-source-maps "$1" >>"$2" 2>&1`, process.execPath, path.join(SERVER_BUILD, 'main.mjs'), log], {
        cwd: root,
        env: { ...process.env, ...env, PORT: String(port), METRICS_PORT: String(metricsPort) },
        stdio: 'ignore',
      });
      return child;
    },
    signal(signal) { child?.kill(signal); return child ? exited(child) : Promise.resolve(null); },
    waitHealthy: (timeoutMs) => waitHealthy(`${url}/readyz`, timeoutMs),
  };
}

/**
 * Starts PostgreSQL, Redis, `size` server instances (all at once, on a fresh database, so their
 * migrations race as a real deployment's would) and HAProxy. `env` is added to every instance's;
 * `perAddressRequestsPer10s` is HAProxy's flood limit (a load generator on one address needs more).
 */
export async function startCluster({ size = 3, env = {}, perAddressRequestsPer10s } = {}) {
  ensureClusterPackages();
  // Every instance serves the built app, as `npm start` does: the balancer's address is the site.
  const distDir = ensureSpaBuild('cluster');
  await ensureServerBuild();
  const workDir = mkdtempSync(path.join(tmpdir(), 'acme-cluster-'));
  const stops = [() => rmSync(workDir, { recursive: true, force: true })];
  const stop = async () => {
    for (const step of stops.reverse()) await step();
  };
  try {
    const postgres = startPostgres();
    stops.push(postgres.stop);
    const redis = await startRedis();
    stops.push(redis.stop);
    const balancerPort = await freePort();
    const balancerUrl = `http://127.0.0.1:${balancerPort}`;
    const instanceEnv = {
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      APP_URL: balancerUrl,
      DATABASE_URL: postgres.url,
      REDIS_URL: redis.url,
      DATA_DIR: workDir,
      DIST_DIR: distDir ?? path.join(workDir, 'no-spa'),
      // One secret for all: a token signed by one instance is checked by another.
      JWT_SECRET: 'cluster-secret-the-same-on-every-instance-0123456789',
      // HAProxy is on loopback: believe its X-Forwarded-For, so limits count the client.
      TRUST_PROXY: 'loopback',
      DRAIN_SECONDS: '2',
      LOG_LEVEL: 'warn',
      ...env,
    };
    const instances = [];
    for (let index = 1; index <= size; index += 1) instances.push(instance(`instance-${index}`, await freePort(), await freePort(), instanceEnv, workDir));
    stops.push(() => Promise.all(instances.map((server) => server.signal('SIGKILL'))));
    await Promise.all(instances.map((server) => server.start()));
    // The work directory goes with a failed start: an instance that did not come up says why first.
    await Promise.all(instances.map((server) => server.waitHealthy().catch((error) => {
      const log = readFileSync(path.join(workDir, `${server.name}.log`), 'utf8').trimEnd().split('\n').slice(-20).join('\n');
      const exit = server.child.exitCode ?? server.child.signalCode;
      throw new Error(`${error.message}; ${server.name} ${exit === null ? 'is still running' : `exited (${exit})`}, the end of its log:\n${log}`);
    })));

    const configFile = path.join(workDir, 'haproxy.cfg');
    writeFileSync(configFile, haproxyConfig({ port: balancerPort, servers: instances, perAddressRequestsPer10s }));
    const haproxy = spawn('haproxy', ['-f', configFile, '-db'], { stdio: ['ignore', 'ignore', 'pipe'] });
    let haproxyErrors = '';
    haproxy.stderr.on('data', (chunk) => (haproxyErrors += chunk));
    stops.push(async () => { haproxy.kill('SIGTERM'); await exited(haproxy); });
    await waitHealthy(`${balancerUrl}/readyz`).catch((error) => {
      throw new Error(`${error.message}\n${haproxyErrors}`);
    });
    const prometheus = await startPrometheus({ workDir, targets: instances });
    stops.push(prometheus.stop);
    return {
      balancerUrl, prometheusUrl: prometheus.url, instances, databaseUrl: postgres.url, restartPostgres: postgres.restart, redisUrl: redis.url, workDir, servesSite: distDir !== null, stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
