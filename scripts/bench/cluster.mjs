// Bench part 6, the cluster: subscribe/ and token/refresh/ through HAProxy with one and
// with three instances on the same PostgreSQL and Redis, and what a rate-limited request pays for
// counting in Redis (one instance with and without REDIS_URL). On this machine's two cores three
// instances cannot be faster than one: they share the cores with PostgreSQL, Redis, HAProxy and
// the load itself; the figures say what the extra instances cost.
import { availableParallelism } from 'node:os';
import { startCluster } from '../cluster/cluster.mjs';
import { seed } from './api-env.mjs';
import { loadTiming, SCENARIO_HEADERS, scenarioRows } from './api-load.mjs';
import { loginMany, refreshLoad, subscribeLoad } from './load.mjs';
import { check, printTable } from './table.mjs';

const USERS = 50;

/** Subscribe and refresh through the balancer of a cluster of `size` (REDIS_URL unset when `redis` is false). */
async function measure({ size, redis, durationS, connections }) {
  // The per-address limits, the server's and HAProxy's flood limit, would refuse a load from one
  // address after a few requests.
  const env = { RATE_LIMIT_SCALE: '1000000', ...(redis ? {} : { REDIS_URL: '' }) };
  const cluster = await startCluster({ size, env, perAddressRequestsPer10s: 1_000_000_000 });
  try {
    seed({ DATABASE_URL: cluster.databaseUrl, DATA_DIR: cluster.workDir }, USERS, 0);
    const url = cluster.balancerUrl;
    const subscribe = await subscribeLoad({ url, durationS, connections });
    const refresh = await refreshLoad({ url, durationS, connections, refreshTokens: await loginMany({ url, count: connections * 2, userCount: USERS }) });
    return { 'subscribe/': subscribe, 'token/refresh/': refresh };
  } finally {
    await cluster.stop();
  }
}

export async function runCluster({ quick }) {
  const { durationS, connections } = loadTiming({ quick });
  // --quick (CI) proves the part runs on the three-instance cluster alone; the comparison needs all three.
  const results = quick
    ? { '3 instances': await measure({ size: 3, redis: true, durationS, connections }) }
    : {
        '1 instance': await measure({ size: 1, redis: true, durationS, connections }),
        '3 instances': await measure({ size: 3, redis: true, durationS, connections }),
        '1 instance, limits in memory': await measure({ size: 1, redis: false, durationS, connections }),
      };
  const cores = availableParallelism();
  printTable(
    `Cluster through HAProxy on one PostgreSQL (${durationS} s per scenario, ${connections} connections, ${cores} cores)`,
    SCENARIO_HEADERS,
    Object.entries(results).flatMap(([label, scenarios]) => scenarioRows(label, scenarios)),
  );
  const subscribeP50 = (label) => results[label]?.['subscribe/'].p50Ms;
  const redisRoundTripMs = quick ? undefined : subscribeP50('1 instance') - subscribeP50('1 instance, limits in memory');
  if (!quick) console.log(`  Redis round trip added to a rate-limited request (subscribe/ p50 with minus without Redis): ${redisRoundTripMs} ms`);
  // Every request through the balancer must be answered as expected, whatever the cluster's size.
  const checks = Object.entries(results).flatMap(([label, scenarios]) => Object.entries(scenarios).map(([name, s]) =>
    check({ part: 'cluster', subject: `${label} ${name}`, metric: 'unexpected answers', value: s.unexpected + s.errors, limit: 0, kind: 'atMost' })));
  return { results: { durationS, connections, cores, redisRoundTripMs, runs: results }, checks };
}
